import {
  formatCost,
  formatNumber,
  formatSize,
  formatVolume,
  formatWeight,
  parseDecimal,
  pluralRu,
} from './format';

describe('formatCost', () => {
  it.each([
    [0, '0 ₽'],
    [999, '999 ₽'],
    [1000, '1 000 ₽'],
    [12345, '12 345 ₽'],
    [1234567, '1 234 567 ₽'],
    [1234.5, '1 234,50 ₽'],
    [-2500, '-2 500 ₽'],
    [Number.NaN, ''],
  ])('%d -> %j', (value, expected) => {
    expect(formatCost(value)).toBe(expected);
  });
});

describe('formatSize', () => {
  it('puts length д, width ш and height в', () => {
    expect(formatSize({ length: 120, width: 80, height: 150 })).toBe('д 120 × ш 80 × в 150 см');
  });

  it('takes another unit', () => {
    expect(formatSize({ length: 6.2, width: 2.45, height: 2.4 }, 'м')).toBe('д 6.2 × ш 2.45 × в 2.4 м');
  });
});

describe('pluralRu', () => {
  const forms = ['день', 'дня', 'дней'] as const;
  it.each([
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [111, 'дней'],
  ])('%d %s', (count, form) => {
    expect(pluralRu(count, forms)).toBe(form);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567, 2, '1 234 567'],
    [2.88, 2, '2,88'],
    [0.125, 2, '0,13'],
    [1.5, 0, '2'],
    [-1200.5, 1, '-1 200,5'],
    [-0.001, 2, '0'],
  ])('%d with %d decimals is %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });
});

describe('formatWeight and formatVolume', () => {
  it.each([
    [500, '500 г'],
    [25_000, '25 кг'],
    [1_500_000, '1,5 т'],
    [10_000_000, '10 т'],
  ])('%d g is %s', (grams, text) => {
    expect(formatWeight(grams)).toBe(text);
  });

  it.each([
    [2.88, '2,88 м³'],
    [0.001875, '0,002 м³'],
    [0, '0 м³'],
  ])('%d m3 is %s', (m3, text) => {
    expect(formatVolume(m3)).toBe(text);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['2222.5', 2222.5],
    ['2222,5', 2222.5],
    ['1 234,5', 1234.5],
    ['1\u00a0234.25', 1234.25],
    [',5', 0.5],
    ['12', 12],
  ])('reads %s as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', '1.234,5', '12a', '1,2,3', '.'])('refuses %p', (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });
});
