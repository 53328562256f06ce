import {
  buildDedicatedTransportType,
  changeBodyType,
  COMBINED_TRANSPORT_TYPE,
  compareByWeight,
  sortTransportType,
  transportFromOption,
} from './transport-types';
import type { Transport } from './types/cargo';
import type { ServerTransportRecord } from './types/transport';

const gazelle: ServerTransportRecord = {
  uuid: 'u1',
  objectId: 'o1',
  name: 'Газель',
  icon: 'gazelle',
  width: 200,
  height: 180,
  length: 300,
  weight: 1_500_000,
  types: [
    { name: 'Тент', loads: [{ name: 'задняя' }, { name: 'боковая' }], additional: [{ name: 'ремни' }] },
    { name: '1,5 тонны', loads: [], additional: [] },
    { name: 'Изотерм', loads: [{ name: 'задняя' }], additional: [{ name: 'гидроборт' }] },
  ],
};

describe('dedicated transport type', () => {
  const type = buildDedicatedTransportType([gazelle]);

  it('is the dedicated slug with the gazelle icon', () => {
    expect(type).toMatchObject({ slug: 'dedicated', icon: 'gazelle', name: 'transport.dedicated.name' });
  });

  it('computes volume as width × height × length in cm3 and weight in tonnes', () => {
    const option = type.options[0]!;
    expect(option.size).toEqual({ width: 200, height: 180, length: 300 });
    expect(option.volume).toBe(200 * 180 * 300);
    expect(option.weight).toBe(1.5);
  });

  it('drops body types named in tonnes and flattens loads and services to names', () => {
    expect(type.options[0]!.types).toEqual([
      { name: 'Тент', loads: ['задняя', 'боковая'], additional: ['ремни'] },
      { name: 'Изотерм', loads: ['задняя'], additional: ['гидроборт'] },
    ]);
  });
});

describe('compareByWeight', () => {
  const kg = (value: number) => ({ value, unit: 'kg' as const });
  const g = (value: number) => ({ value, unit: 'g' as const });

  it.each([
    ['lighter list first', [kg(1)], [kg(2)], -1],
    ['lists are summed in grams', [g(500), g(600)], [kg(1)], 1],
    ['plain numbers compare directly', 3, 5, -1],
    ['equal weights are equal', [kg(1)], [g(1000)], 0],
    ['an empty first list counts as larger', [], [kg(1)], 1],
    ['an empty second list still counts the first as larger', [kg(1)], [], 1],
    ['a missing weight counts as larger', undefined, 1, 1],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(compareByWeight(a, b))).toBe(sign);
  });
});

describe('sortTransportType', () => {
  it('sorts combined presets with weights by their summed weight', () => {
    const sorted = sortTransportType({
      ...COMBINED_TRANSPORT_TYPE,
      options: COMBINED_TRANSPORT_TYPE.options.filter((o) => o.weights.length > 0),
    });
    expect(sorted.options.map((o) => o.slug)).toEqual(['mail', 'bag', 'box', 'big_box', 'pallet']);
  });

  it('sorts dedicated options by tonnes and leaves the input alone', () => {
    const heavy = { ...gazelle, uuid: 'heavy', weight: 20_000_000 };
    const type = buildDedicatedTransportType([heavy, gazelle]);
    expect(sortTransportType(type).options.map((o) => o.uuid)).toEqual(['u1', 'heavy']);
    expect(type.options.map((o) => o.uuid)).toEqual(['heavy', 'u1']);
  });
});

describe('changing the body type', () => {
  const option = buildDedicatedTransportType([gazelle]).options[0]!;

  it('first choice is the first body type with its first loading way and no services', () => {
    expect(transportFromOption(option).type).toEqual({ name: 'Тент', load: ['задняя'], additional: [] });
  });

  const chosen: Transport = {
    size: { width: 200, height: 180, length: 300 },
    weight: 1.5,
    type: { name: 'Тент', load: ['боковая'], additional: ['ремни', 'гидроборт'] },
  };

  it('takes the first allowed load when the current one is not allowed', () => {
    const next = changeBodyType(chosen, { name: 'Изотерм', loads: ['задняя', 'верхняя'], additional: [] });
    expect(next.type.load).toEqual(['задняя']);
  });

  it('keeps the current load when the new type allows it', () => {
    const next = changeBodyType(chosen, { name: 'Бортовой', loads: ['задняя', 'боковая'], additional: [] });
    expect(next.type.load).toEqual(['боковая']);
  });

  it('keeps only the services the new type offers', () => {
    const next = changeBodyType(chosen, { name: 'Изотерм', loads: ['задняя'], additional: ['гидроборт'] });
    expect(next.type).toEqual({ name: 'Изотерм', load: ['задняя'], additional: ['гидроборт'] });
  });
});
