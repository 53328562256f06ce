import { Value } from 'typebox/value';
import { SEED_FLEET, SEED_PROVIDERS } from '../db/seed/tariffs';
import { RateCard } from './rate-card';
import { checkRateCard } from './rate-card-rules';
import { CITIES, provider } from './test-support';

const refs = {
  cityCodes: new Set(CITIES.keys()),
  vehicles: new Map(SEED_FLEET.map((v) => [v.slug, v.capacityKg])),
};
const network = () => structuredClone(provider('dostavka-network').card);
const fleet = () => structuredClone(provider('dostavka-fleet').card);

describe('rate cards', () => {
  it.each(SEED_PROVIDERS.map((p) => [p.slug, p.card] as const))(
    'the seed card of %s is valid',
    (_slug, card) => {
      expect(Value.Errors(RateCard, card)).toEqual([]);
      expect(checkRateCard(card, refs)).toEqual([]);
    },
  );

  it.each([
    [
      'a farther zone cheaper than the one before',
      () => {
        const card = network();
        card.consolidated!.zones[1]!.rubPerKg[0] = 5;
        return card;
      },
      'zones[1]: a farther zone may not cost less than the one before',
    ],
    [
      'a zone without a rate for every weight break',
      () => {
        const card = network();
        card.consolidated!.zones[0]!.rubPerKg.pop();
        return card;
      },
      'zones: every zone needs one rate per weight break',
    ],
    [
      'weight breaks out of order',
      () => {
        const card = network();
        card.consolidated!.weightBreaksKg = [0, 300, 100, 1000, 3000, 5000];
        return card;
      },
      'weightBreaksKg: must start at 0 and ascend',
    ],
    [
      'a heavier door band that costs less',
      () => {
        const card = network();
        card.consolidated!.pickup[1]!.rub = 100;
        return card;
      },
      'pickup: a heavier band may not cost less',
    ],
    [
      'a terminal in an unknown city',
      () => {
        const card = network();
        card.consolidated!.terminals[0]!.city = '9999999999999';
        return card;
      },
      'terminals: unknown city 9999999999999',
    ],
    [
      'a bigger vehicle cheaper than a smaller one',
      () => {
        const card = fleet();
        card.dedicated!.vehicles[4]!.rubPerKm.tent = 20;
        return card;
      },
      'vehicles: truck-20 may not cost less than the smaller truck-10',
    ],
    [
      'a vehicle the fleet does not have',
      () => {
        const card = fleet();
        card.dedicated!.vehicles[0]!.vehicle = 'spaceship';
        return card;
      },
      'vehicles: unknown vehicle spaceship',
    ],
  ])('refuses %s', (_case, make, problem) => {
    expect(checkRateCard(make(), refs)).toContain(problem);
  });
});
