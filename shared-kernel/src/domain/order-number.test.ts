import { generateOrderNumber, isOrderNumber } from './order-number';

describe('isOrderNumber', () => {
  it.each([
    ['a letter, a dash and 8 digits', 'A-12345678', true],
    ['a lowercase letter', 'a-12345678', false],
    ['7 digits', 'A-1234567', false],
    ['9 digits', 'A-123456789', false],
    ['no dash', 'A12345678', false],
    ['two letters', 'AB-12345678', false],
    ['a Cyrillic letter', 'Д-12345678', false],
  ])('%s -> %s', (_name, input, expected) => {
    expect(isOrderNumber(input)).toBe(expected);
  });
});

describe('generateOrderNumber', () => {
  it('builds the number from the random source', () => {
    const values = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.99];
    let i = 0;
    expect(generateOrderNumber(() => values[i++] ?? 0)).toBe('Z-01234567');
  });

  it('stays in range when the source returns its extremes', () => {
    expect(generateOrderNumber(() => 0)).toBe('A-00000000');
    expect(generateOrderNumber(() => 0.9999999999)).toBe('Z-99999999');
  });

  it('always matches the format', () => {
    for (let n = 0; n < 200; n += 1) expect(isOrderNumber(generateOrderNumber())).toBe(true);
  });
});
