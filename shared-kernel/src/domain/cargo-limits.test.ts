import { validateCargo, validateCombinedCargo } from './cargo-limits';
import type { Cargo } from './types/cargo';

function cargo(
  overrides: Partial<{ width: number; height: number; length: number; grams: number; quantity: number }> = {},
): Cargo {
  const { width = 100, height = 100, length = 100, grams = 5000, quantity = 1 } = overrides;
  return {
    id: 'c1',
    size: {
      width: { value: width, unit: 'cm' },
      height: { value: height, unit: 'cm' },
      length: { value: length, unit: 'cm' },
    },
    weight: { value: grams, unit: 'g' },
    quantity,
    slug: 'custom',
    rotate: true,
    stack: true,
  };
}

describe('validateCargo', () => {
  it.each([
    ['width at the limit of 244 cm passes', { width: 244 }, {}],
    ['width over 244 cm', { width: 245 }, { width: { rule: 'max', limit: 244 } }],
    ['height at the limit of 268 cm passes', { height: 268 }, {}],
    ['height over 268 cm', { height: 268.5 }, { height: { rule: 'max', limit: 268 } }],
    ['length at the limit of 620 cm passes', { length: 620 }, {}],
    ['length over 620 cm', { length: 621 }, { length: { rule: 'max', limit: 620 } }],
    ['weight at 10,000,000 g passes', { grams: 10_000_000 }, {}],
    ['weight over 10,000,000 g', { grams: 10_000_001 }, { weight: { rule: 'max', limit: 10_000_000 } }],
    ['a zero size is missing', { width: 0 }, { width: { rule: 'required' } }],
    ['a zero weight is missing', { grams: 0 }, { weight: { rule: 'required' } }],
    ['1 piece passes', { quantity: 1 }, {}],
    ['1000 pieces pass', { quantity: 1000 }, {}],
    ['0 pieces are too few', { quantity: 0 }, { quantity: { rule: 'min', limit: 1 } }],
    ['1001 pieces are too many', { quantity: 1001 }, { quantity: { rule: 'max', limit: 1000 } }],
    ['a fractional quantity', { quantity: 1.5 }, { quantity: { rule: 'integer' } }],
  ])('%s', (_name, overrides, expected) => {
    expect(validateCargo(cargo(overrides))).toEqual(expected);
  });

  it('compares sizes and weight after converting units', () => {
    const big = cargo();
    big.size.length = { value: 6.3, unit: 'm' };
    big.weight = { value: 10.5, unit: 't' };
    expect(validateCargo(big)).toEqual({
      length: { rule: 'max', limit: 620 },
      weight: { rule: 'max', limit: 10_000_000 },
    });
  });
});

describe('validateCombinedCargo', () => {
  it('an empty list is invalid as a whole', () => {
    expect(validateCombinedCargo([])).toEqual({ valid: false, list: { rule: 'min', limit: 1 }, cargos: [] });
  });

  it('reports errors per row, in order', () => {
    const result = validateCombinedCargo([cargo(), cargo({ width: 300 })]);
    expect(result.valid).toBe(false);
    expect(result.cargos).toEqual([{}, { width: { rule: 'max', limit: 244 } }]);
  });

  it('a list of good rows is valid', () => {
    expect(validateCombinedCargo([cargo(), cargo({ quantity: 3 })])).toEqual({
      valid: true,
      cargos: [{}, {}],
    });
  });
});
