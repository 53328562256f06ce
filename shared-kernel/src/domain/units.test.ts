import { gramsToTonnes, toCm, toCm3, toGrams, toM3 } from './units';

describe('unit conversion', () => {
  it.each([
    [{ value: 250, unit: 'g' as const }, 250],
    [{ value: 2.5, unit: 'kg' as const }, 2500],
    [{ value: 1.5, unit: 't' as const }, 1_500_000],
  ])('weight %o is %d g', (weight, grams) => {
    expect(toGrams(weight)).toBe(grams);
  });

  it.each([
    [{ value: 55, unit: 'mm' as const }, 5.5],
    [{ value: 40, unit: 'cm' as const }, 40],
    [{ value: 1.2, unit: 'm' as const }, 120],
  ])('length %o is %d cm', (length, cm) => {
    expect(toCm(length)).toBeCloseTo(cm);
  });

  it('a cubic metre is a million cubic centimetres, both ways', () => {
    expect(toCm3({ value: 1.5, unit: 'm3' })).toBe(1_500_000);
    expect(toCm3({ value: 300, unit: 'cm3' })).toBe(300);
    expect(toM3({ value: 250_000, unit: 'cm3' })).toBe(0.25);
    expect(toM3({ value: 2, unit: 'm3' })).toBe(2);
  });

  it('grams become tonnes', () => {
    expect(gramsToTonnes(1_500_000)).toBe(1.5);
  });
});
