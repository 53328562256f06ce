import {
  formatCost,
  formatNumber,
  formatSize,
  formatVolume,
  formatWeight,
  parseDecimal,
  pluralRu,
} from './format';
import { formatDeliveryTime, formatTerm } from './dates';

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
    // Decimals the locale's way: a comma in Russian.
    expect(formatSize({ length: 6.2, width: 2.45, height: 2.4 }, 'м')).toBe('д 6,2 × ш 2,45 × в 2,4 м');
  });

  it('in English: L × W × H and English units', () => {
    expect(formatSize({ length: 50, width: 50, height: 40 }, undefined, 'en')).toBe('L 50 × W 50 × H 40 cm');
    expect(formatSize({ length: 6.2, width: 2.45, height: 2.4 }, 'm', 'en')).toBe('L 6.2 × W 2.45 × H 2.4 m');
  });
});

describe('English numbers, weights, volumes and costs through Intl', () => {
  it.each([
    [() => formatNumber(12345.5, 2, 'en'), '12,345.5'],
    [() => formatWeight(25_000, 'en'), '25 kg'],
    [() => formatWeight(1_500_000, 'en'), '1.5 t'],
    [() => formatWeight(500, 'en'), '500 g'],
    [() => formatVolume(0.125, 'en'), '0.13 m³'],
    [() => formatCost(12345, 'en'), '₽12,345'],
    [() => formatCost(1234.5, 'en'), '₽1,234.50'],
  ])('%#: %s', (format, expected) => {
    expect(format()).toBe(expected);
  });

  it('Russian stays as it was', () => {
    expect(formatWeight(25_000)).toBe('25 кг');
    expect(formatCost(12345)).toBe('12 345 ₽');
    expect(formatWeight(1_500_000, 'ru')).toBe('1,5 т');
  });
});

describe('terms in days', () => {
  it.each([
    [4, 6, 'ru', '4–6 дней'],
    [1, 1, 'ru', '1 день'],
    [1, 2, 'ru', '1–2 дня'],
    [4, 6, 'en', '4–6 days'],
    [1, 1, 'en', '1 day'],
  ])('%i-%i in %s: %s', (min, max, lang, text) => {
    expect(formatTerm(min, max, lang)).toBe(text);
  });

  it('delivery time in English', () => {
    expect(formatDeliveryTime('2030-01-01', '2030-01-04', 'en')).toBe('3 days');
    expect(formatDeliveryTime('2030-01-01', '2030-01-01', 'en')).toBe('Same day');
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
