/** Properties every seed card keeps, whatever the cargo and the distance. */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import type { CityKey } from './city-codes';
import { TariffOffer } from '@dostavka/shared-kernel/contract';
import { priceConsolidated } from './consolidated';
import { priceDedicated } from './dedicated';
import type { PricedOffer } from './offer';
import type { CarRequest, HandOver } from './request';
import { city, context, provider, request } from './test-support';
import type { Place } from './cargo';

const offerSchema = Compile(TariffOffer);

const CONSOLIDATED: Array<[string, CityKey, CityKey]> = [
  ['dostavka-network', 'spb', 'moscow'],
  ['severny-express', 'spb', 'moscow'],
  ['transvektor', 'moscow', 'yekaterinburg'],
];
const DEDICATED = ['dostavka-fleet', 'gruzolet'];

const placeArb = fc.record({
  lengthCm: fc.integer({ min: 1, max: 620 }),
  widthCm: fc.integer({ min: 1, max: 244 }),
  heightCm: fc.integer({ min: 1, max: 268 }),
  weightKg: fc.double({ min: 0.001, max: 300, noNaN: true }),
  rotable: fc.boolean(),
  stackable: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 10 }),
});
const cargoArb = fc.array(placeArb, { minLength: 1, maxLength: 4 });
const kmArb = fc.integer({ min: 0, max: 9000 });
const methodArb = fc.constantFrom<HandOver>('WAREHOUSE', 'OFFICE', 'COURIER');
const insuranceArb = fc.integer({ min: 0, max: 5000 });
const carArb = fc.record<CarRequest>({
  capacityKg: fc.constantFrom(1500, 3000, 5000, 10_000, 20_000),
  body: fc.constantFrom('tent', 'flatbed', 'isothermal'),
  load: fc.constantFrom('rear', 'rear-side', 'rear-top'),
  services: fc.subarray(['straps' as const, 'tail-lift' as const]),
});

/** The same places, each heavier by a factor of at least 1. */
const heavier = (places: Place[], factor: number) =>
  places.map((p) => ({ ...p, weightKg: p.weightKg * factor }));

function consolidated(
  slug: string,
  from: CityKey,
  to: CityKey,
  km: number,
  places: Place[],
  methods: [HandOver, HandOver],
  insurance: number,
) {
  return priceConsolidated(
    provider(slug),
    request({
      from: city(from),
      to: city(to),
      places,
      fromMethod: methods[0],
      toMethod: methods[1],
      insurance,
    }),
    context([[from, to, km]]),
  );
}

function dedicated(slug: string, km: number, places: Place[], car: CarRequest | null) {
  return priceDedicated(provider(slug), request({ places, car }), context([['spb', 'moscow', km]]));
}

function addsUp(offer: PricedOffer | null): boolean {
  return offer === null || offer.total === offer.prices.reduce((sum, line) => sum + line.value, 0);
}

function passesSchema(offer: PricedOffer | null): boolean {
  return (
    offer === null ||
    offerSchema.Check({
      uuid: randomUUID(),
      ...offer,
      quote: 'signed',
      expiresAt: '2025-03-07T12:30:00.000Z',
    })
  );
}

const methodsArb = fc.tuple(methodArb, methodArb);

describe('consolidated', () => {
  it('more weight is never cheaper', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONSOLIDATED),
        kmArb,
        cargoArb,
        fc.double({ min: 1, max: 50, noNaN: true }),
        methodsArb,
        insuranceArb,
        ([slug, from, to], km, places, factor, methods, insurance) => {
          const light = consolidated(slug, from, to, km, places, methods, insurance);
          const heavy = consolidated(slug, from, to, km, heavier(places, factor), methods, insurance);
          return !light || !heavy || heavy.total >= light.total;
        },
      ),
    );
  });

  it('more distance is never cheaper', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONSOLIDATED),
        kmArb,
        kmArb,
        cargoArb,
        methodsArb,
        ([slug, from, to], a, b, places, methods) => {
          const near = consolidated(slug, from, to, Math.min(a, b), places, methods, 1);
          const far = consolidated(slug, from, to, Math.max(a, b), places, methods, 1);
          return !near || !far || far.total >= near.total;
        },
      ),
    );
  });

  it('price lines add up to the total and every offer passes the offer schema', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONSOLIDATED),
        kmArb,
        cargoArb,
        methodsArb,
        insuranceArb,
        ([slug, from, to], km, places, methods, insurance) => {
          const offer = consolidated(slug, from, to, km, places, methods, insurance);
          return addsUp(offer) && passesSchema(offer);
        },
      ),
    );
  });
});

describe('dedicated', () => {
  it('more distance is never cheaper', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEDICATED), kmArb, kmArb, carArb, (slug, a, b, car) => {
        const near = dedicated(slug, Math.min(a, b), [], car);
        const far = dedicated(slug, Math.max(a, b), [], car);
        return !near || !far || far.total >= near.total;
      }),
    );
  });

  it('more weight is never cheaper (a heavier load takes the same or a bigger vehicle)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEDICATED),
        kmArb,
        cargoArb,
        fc.double({ min: 1, max: 50, noNaN: true }),
        (slug, km, places, factor) => {
          const light = dedicated(slug, km, places, null);
          const heavy = dedicated(slug, km, heavier(places, factor), null);
          return !light || !heavy || heavy.total >= light.total;
        },
      ),
    );
  });

  it('price lines add up to the total and every offer passes the offer schema', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEDICATED),
        kmArb,
        cargoArb,
        fc.option(carArb, { nil: null }),
        (slug, km, places, car) => {
          const offer = dedicated(slug, km, places, car);
          return addsUp(offer) && passesSchema(offer);
        },
      ),
    );
  });

  it('offers come for the common cases, so the properties above are not vacuous', () => {
    expect(
      dedicated('dostavka-fleet', 500, [], { capacityKg: 1500, body: 'tent', load: 'rear', services: [] }),
    ).not.toBeNull();
    expect(
      consolidated(
        'transvektor',
        'moscow',
        'yekaterinburg',
        1800,
        [
          {
            lengthCm: 50,
            widthCm: 50,
            heightCm: 50,
            weightKg: 20,
            rotable: true,
            stackable: true,
            quantity: 2,
          },
        ],
        ['COURIER', 'COURIER'],
        5,
      ),
    ).not.toBeNull();
  });
});
