import { priceLine, priceLineText, type PriceLineKey } from './price-line';

const KEYS: PriceLineKey[] = [
  'carriage',
  'transfer',
  'pickup',
  'doorDelivery',
  'locker',
  'insurance',
  'vehicle',
  'dispatch',
  'returnRun',
  'loading',
];
const CYRILLIC = /[\u0400-\u04FF]/;

describe('price lines in both languages', () => {
  it('carry their key, values and the Russian text', () => {
    expect(priceLine('carriage', 1500)).toEqual({
      name: 'Перевозка',
      value: 1500,
      key: 'priceLine.carriage',
    });
    expect(priceLine('insurance', 2).name).toBe('Страхование груза');
  });

  it.each(KEYS)('%s has a Russian and an English text, the English one without Cyrillic', (key) => {
    const line = priceLine(key, 1, {
      vehicle: 'Truck',
      depot: 'A',
      city: 'B',
      km: 10,
      bodyKey: 'priceLine.body.1',
      loadKey: 'priceLine.load.2',
    });
    expect(line.name).not.toBe(line.key);
    expect(CYRILLIC.test(line.name)).toBe(true);
    const english = priceLineText(line, 'en');
    expect(english).not.toBe(line.key);
    expect(CYRILLIC.test(english)).toBe(false);
  });

  it('keys among the values are translated first', () => {
    const line = priceLine('loading', 1000, { loadKey: 'priceLine.load.2' });
    expect(line.name).toBe('Погрузка: задняя/боковая');
    expect(priceLineText(line, 'en')).toBe('Loading: rear/side');
    const vehicle = priceLine('vehicle', 1, { vehicle: 'Газель 1,5 т', bodyKey: 'priceLine.body.1' });
    expect(vehicle.name).toBe('Перевозка: Газель 1,5 т, тент');
  });

  it('the same line asked again has the same text, another value its own', () => {
    const depot = (km: number) => priceLine('dispatch', 1, { depot: 'Склад', city: 'Тверь', km });
    expect(depot(10).name).toBe(depot(10).name);
    expect(depot(10).name).toContain('10');
    expect(depot(20).name).toContain('20');
    expect(depot(20).name).not.toBe(depot(10).name);
  });

  it('a line without a key (an old order) stays as it was', () => {
    expect(priceLineText({ name: 'Перевозка' }, 'en')).toBe('Перевозка');
  });
});
