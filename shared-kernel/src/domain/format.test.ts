import { formatCost, formatSize, pluralRu } from './format';

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
