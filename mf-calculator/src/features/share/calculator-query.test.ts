import {
  hasCalculatorState,
  readCalculatorQuery,
  writeCalculatorQuery,
  type CalculatorState,
} from './calculator-query';

const pallets: NonNullable<CalculatorState['cargos']>[number] = {
  slug: 'pallet',
  size: {
    length: { value: 120, unit: 'cm' },
    width: { value: 80, unit: 'cm' },
    height: { value: 150, unit: 'cm' },
  },
  weight: { value: 200, unit: 'kg' },
  quantity: 2,
  rotate: true,
  stack: false,
};

const parse = (text: string) => readCalculatorQuery(Object.fromEntries(new URLSearchParams(text)));

describe('the calculator state in the address', () => {
  it('a full state survives the trip through the address', () => {
    const state: CalculatorState = {
      from: 'sankt-peterburg',
      to: 'moskva',
      fromMethod: 'COURIER',
      toMethod: 'POSTAMAT',
      type: 'dedicated',
      cargos: [pallets, { ...pallets, slug: 'custom', weight: { value: 1.5, unit: 't' } }],
      vehicle: { car: 'truck-5', body: 'Рефрижератор', load: ['Задняя'], additional: ['Ремни', 'Гидроборт'] },
      declared: 150000,
      description: 'Продукты',
      date: '2025-03-10',
      sort: 'fast',
    };
    expect(parse(writeCalculatorQuery(state))).toEqual(state);
  });

  it('writes the places compactly, in a stable order, and nothing for an empty state', () => {
    expect(writeCalculatorQuery({})).toBe('');
    expect(writeCalculatorQuery({ to: 'moskva', from: 'tver', cargos: [pallets] })).toBe(
      'from=tver&to=moskva&cargo=pallet%2C120%2C80%2C150%2Ccm%2C200%2Ckg%2C2%2C1%2C0',
    );
  });

  it("takes the content pages' calculator links: cities by slug and a weight in kilograms", () => {
    expect(parse('from=sankt-peterburg&to=moskva&weight=12,5')).toEqual({
      from: 'sankt-peterburg',
      to: 'moskva',
      totals: { weightKg: 12.5, volumeM3: 0, quantity: 1 },
    });
    expect(parse('weight=12.5&volume=0,3&pieces=2').totals).toEqual({
      weightKg: 12.5,
      volumeM3: 0.3,
      quantity: 2,
    });
  });

  it.each([
    ['2222.5', 2222.5],
    ['2222,5', 2222.5],
    ['2222', 2222],
  ])('reads the declared value %s as %d', (text, value) => {
    expect(parse(`declared=${text}`).declared).toBe(value);
  });

  it.each([
    ['an unknown delivery method', 'fromMethod=TELEPORT', {}],
    ['an unknown transport type', 'type=rocket', {}],
    ['a slug with other characters', 'from=Москва&to=a%20b', {}],
    ['an unknown sort', 'sort=random', {}],
    ['a negative declared value', 'declared=-5', {}],
    ['a date that is not YYYY-MM-DD', 'date=10.03.2025', {}],
    ['a non-positive weight', 'weight=0', {}],
  ])('leaves out %s', (_name, text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it('drops malformed places and keeps the good ones', () => {
    const good = 'box,35,25,30,cm,2,kg,1,1,1';
    const state = parse(
      `cargo=${encodeURIComponent(['crate,1,1,1,cm,1,kg,1,1,1', 'box,a,25,30,cm,2,kg,1,1,1', 'box,35,25,30,ft,2,kg,1,1,1', good].join(';'))}`,
    );
    expect(state.cargos).toHaveLength(1);
    expect(state.cargos![0]).toMatchObject({ slug: 'box', quantity: 1, weight: { value: 2, unit: 'kg' } });
  });

  it('keeps places over the limits, so the form can say what is wrong with them', () => {
    const state = parse(`cargo=${encodeURIComponent('custom,700,80,150,cm,200,kg,1001,1,1')}`);
    expect(state.cargos![0]).toMatchObject({ quantity: 1001, size: { length: { value: 700 } } });
  });

  it('a query with none of its keys is not a calculator state', () => {
    expect(hasCalculatorState({ utm_source: 'x', roistat: '1' })).toBe(false);
    expect(hasCalculatorState({ from: 'tver' })).toBe(true);
  });
});
