import { isSameOffer, shipmentSummary, statusPlace } from './order-summary';
import type { TariffOffer } from './types/tariff';

describe('shipmentSummary', () => {
  it('adds up pieces, weight and volume of every row', () => {
    const piece = { width: 50, height: 50, length: 50, rotable: true, stackable: true };
    expect(
      shipmentSummary({
        cargos: [
          { ...piece, volume: 0.125, weight: 25000, quantity: 2 },
          { ...piece, volume: 0.001, weight: 500, quantity: 3 },
        ],
        commonWeight: 51500,
        commonVolumeWeight: 50.6,
      }),
    ).toEqual({ places: 5, weightKg: 51.5, volumeM3: 0.253 });
  });

  it('names the vehicle of a dedicated delivery', () => {
    const car = {
      length: 420,
      height: 200,
      width: 200,
      weight: 1.5,
      type: 'Тент',
      load: 'Задняя',
      additional: '',
    };
    expect(shipmentSummary({ cargos: [], commonWeight: 0, commonVolumeWeight: 0, car })).toEqual({
      places: 0,
      weightKg: 0,
      volumeM3: 0,
      car,
    });
  });
});

describe('statusPlace', () => {
  it.each([
    ['created', 'Санкт-Петербург'],
    ['confirmed', 'Санкт-Петербург'],
    ['picked_up', 'Санкт-Петербург'],
    ['in_transit', 'Санкт-Петербург → Москва'],
    ['arrived', 'Москва'],
    ['delivered', 'Москва'],
    ['cancelled', ''],
  ] as const)('%s: %s', (status, place) => {
    expect(statusPlace(status, 'Санкт-Петербург', 'Москва')).toBe(place);
  });
});

const offer = (slug: string, tariff: string, quote = ''): TariffOffer =>
  ({
    company: { name: slug, slug },
    codes: { tariff, provider: slug },
    name: tariff,
    quote,
  }) as unknown as TariffOffer;

describe('isSameOffer', () => {
  it('the same tariff of the same carrier, whatever the price', () => {
    expect(isSameOffer(offer('own-network', 'standard'), offer('own-network', 'standard'))).toBe(true);
  });

  it.each([
    ['another carrier', offer('partner', 'standard')],
    ['another tariff', offer('own-network', 'express')],
  ])('%s is another offer', (_name, other) => {
    expect(isSameOffer(offer('own-network', 'standard'), other)).toBe(false);
  });
});
