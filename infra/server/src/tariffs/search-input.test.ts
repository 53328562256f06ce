import type { CargoDimension, TariffSearchData } from '@dostavka/shared-kernel/domain';
import { readSearch, TariffInputError } from './search-input';
import { CITIES } from './test-support';

const now = new Date('2025-03-09T12:00:00Z');
const end = (code: string | null, slug = 'WAREHOUSE') => ({
  deliveryMethod: { key: slug, slug, disabled: false },
  city: code === null ? null : { code },
  address: { value: '', office: '', intercom: '' },
});
const cargo = (over: Partial<CargoDimension> = {}): CargoDimension => ({
  width: 50,
  height: 50,
  length: 50,
  rotable: true,
  stackable: true,
  volume: 0.125,
  weight: 10_000,
  quantity: 1,
  ...over,
});

function search(
  over: {
    from?: string | null;
    to?: string | null;
    cargos?: CargoDimension[];
    totals?: object;
    date?: string;
    car?: object;
  } = {},
) {
  return {
    id: 's1',
    directions: {
      from: end(over.from === undefined ? '7800000000000' : over.from),
      to: end(over.to === undefined ? '7700000000000' : over.to),
    },
    delivery: {
      type: { slug: 'combined' },
      isDedicated: false,
      declared: 3000,
      description: '',
      date: over.date ?? '',
      dimensions: {
        cargos: over.cargos ?? [cargo()],
        commonWeight: 0,
        commonVolumeWeight: 0,
        ...(over.car && { car: over.car }),
        ...(over.totals && { totals: over.totals }),
      },
    },
    tariff: null,
  } as unknown as TariffSearchData;
}

const car = {
  length: 300,
  width: 200,
  height: 180,
  weight: 1.5,
  type: 'Тент',
  load: 'Задняя',
  additional: '',
};

describe('reading a search', () => {
  it('resolves the cities, sums the cargo from its sizes and loads tomorrow (Moscow time) by default', () => {
    const request = readSearch('consolidated', search({ cargos: [cargo({ quantity: 3 })] }), CITIES, now);
    expect(request).toMatchObject({
      from: { name: 'Санкт-Петербург' },
      to: { name: 'Москва' },
      fromMethod: 'WAREHOUSE',
      cargo: { count: 3, weightKg: 30, volumeM3: 0.375, chargeableKg: 75 },
      insurance: 1,
      loadingDate: '2025-03-10',
    });
  });

  it('reads the car by its names or codes', () => {
    const named = readSearch(
      'dedicated',
      search({
        car: { ...car, type: 'рефрижератор', load: 'задняя/верхняя', additional: 'Ремни, Гидроборт' },
      }),
      CITIES,
      now,
    );
    expect(named.car).toEqual({
      capacityKg: 1500,
      body: 'refrigerated',
      load: 'rear-top',
      services: ['straps', 'tail-lift'],
    });
    const coded = readSearch(
      'dedicated',
      search({ car: { ...car, type: '2', load: '4', additional: '3' } }),
      CITIES,
      now,
    );
    expect(coded.car).toEqual({
      capacityKg: 1500,
      body: 'flatbed',
      load: 'rear-side-top',
      services: ['wooden-floor'],
    });
  });

  it.each([
    ['no departure city', search({ from: null }), 'Choose the city of departure'],
    ['an unknown city', search({ to: '0000000000000' }), 'Unknown city of destination: 0000000000000'],
    ['no cargo', search({ cargos: [] }), 'Describe at least one cargo place'],
    [
      'a place over 244 cm wide',
      search({ cargos: [cargo({ width: 245 })] }),
      'Cargo 1: A place is at most 244 cm wide',
    ],
    [
      'a place over 268 cm high',
      search({ cargos: [cargo(), cargo({ height: 269 })] }),
      'Cargo 2: A place is at most 268 cm high',
    ],
    [
      'a place over 620 cm long',
      search({ cargos: [cargo({ length: 621 })] }),
      'Cargo 1: A place is at most 620 cm long',
    ],
    [
      'a place over 10 t',
      search({ cargos: [cargo({ weight: 10_000_001 })] }),
      'Cargo 1: A place weighs at most 10000 kg',
    ],
    ['a negative size', search({ cargos: [cargo({ length: -5 })] }), 'Cargo 1: Enter the length'],
    ['a zero weight', search({ cargos: [cargo({ weight: 0 })] }), 'Cargo 1: Enter the weight'],
    [
      'more than 1000 places',
      search({ cargos: [cargo({ quantity: 1001 })] }),
      'Cargo 1: At most 1000 places',
    ],
    [
      'a fractional quantity',
      search({ cargos: [cargo({ quantity: 1.5 })] }),
      'Cargo 1: Quantity must be a whole number',
    ],
    ['a date that is not one', search({ date: '2025-02-30' }), 'Not a date: 2025-02-30'],
    ['a month that does not exist', search({ date: '2025-13-45' }), 'Not a date: 2025-13-45'],
    ['a date in the past', search({ date: '2025-03-08' }), 'The loading date has passed: 2025-03-08'],
  ])('refuses %s', (_case, data, message) => {
    expect(() => readSearch('consolidated', data, CITIES, now)).toThrow(new TariffInputError(message));
  });

  it('checks a date against the day it is asked on: accepted the day before, refused the day after', () => {
    const data = search({ date: '2025-03-10' });
    expect(readSearch('consolidated', data, CITIES, now).loadingDate).toBe('2025-03-10');
    expect(readSearch('consolidated', data, CITIES, new Date('2025-03-10T12:00:00Z')).loadingDate).toBe(
      '2025-03-10',
    );
    expect(() => readSearch('consolidated', data, CITIES, new Date('2025-03-11T12:00:00Z'))).toThrow(
      new TariffInputError('The loading date has passed: 2025-03-10'),
    );
    expect(readSearch('consolidated', data, CITIES, now).loadingDate).toBe('2025-03-10');
  });

  it.each([
    [
      'a dedicated search with neither car nor cargo',
      search({ cargos: [] }),
      'Choose a vehicle or describe the cargo',
    ],
    ['an unknown body type', search({ car: { ...car, type: 'Цистерна' } }), 'Unknown body type: Цистерна'],
    ['an unknown loading kind', search({ car: { ...car, load: 'сверху' } }), 'Unknown loading kind: сверху'],
    [
      'an unknown extra service',
      search({ car: { ...car, additional: 'Ремни,Вертолёт' } }),
      'Unknown extra service: Вертолёт',
    ],
  ])('refuses %s', (_case, data, message) => {
    expect(() => readSearch('dedicated', data, CITIES, now)).toThrow(new TariffInputError(message));
  });

  it('weight-only mode: the totals alone are priced, by the larger of weight and volume weight', () => {
    const request = readSearch(
      'consolidated',
      search({ cargos: [], totals: { weight: 40_000, volume: 0.5, quantity: 3 } }),
      CITIES,
      now,
    );
    expect(request.cargo).toEqual({
      places: [],
      byTotals: true,
      count: 3,
      weightKg: 40,
      volumeM3: 0.5,
      chargeableKg: 100,
    });
    const weightOnly = readSearch(
      'consolidated',
      search({ cargos: [], totals: { weight: 12_500 } }),
      CITIES,
      now,
    );
    expect(weightOnly.cargo).toMatchObject({ count: 1, weightKg: 12.5, volumeM3: 0, chargeableKg: 12.5 });
    const truck = readSearch(
      'dedicated',
      search({ cargos: [], totals: { weight: 900_000 }, car }),
      CITIES,
      now,
    );
    expect(truck.cargo.weightKg).toBe(900);
  });

  it.each([
    ['no weight', { weight: 0 }, 'Totals: Enter the total weight'],
    ['a negative volume', { weight: 1000, volume: -1 }, 'Totals: Volume must be a number of 0 or more'],
    ['over 20 t', { weight: 20_000_001 }, 'Totals: Total weight is at most 20000 kg'],
    [
      'a fractional count',
      { weight: 1000, quantity: 1.5 },
      'Totals: The number of pieces must be a whole number',
    ],
  ])('weight-only mode refuses %s', (_case, totals, message) => {
    expect(() => readSearch('consolidated', search({ cargos: [], totals }), CITIES, now)).toThrow(
      new TariffInputError(message),
    );
  });

  it('refuses places and totals together', () => {
    expect(() => readSearch('consolidated', search({ totals: { weight: 1000 } }), CITIES, now)).toThrow(
      new TariffInputError('Describe the cargo either by places or by its total weight and volume, not both'),
    );
  });
});
