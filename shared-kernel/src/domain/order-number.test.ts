import {
  generateOrderNumber,
  isOrderNumber,
  normalizeOrderNumberInput,
  orderNumberInputState,
} from './order-number';

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

describe('an order number as it is typed', () => {
  it.each([
    ['upper case and the dash after the letter', 'a12345678', 'A-12345678'],
    ['a Cyrillic look-alike letter', 'С-1234', 'C-1234'],
    ['spaces dropped', ' B - 1234 5678 ', 'B-12345678'],
    ['a dash typed by hand is kept', 'K-', 'K-'],
    ['nothing typed', '', ''],
    ['a letter without a look-alike stays for the error', 'Ж-1', 'Ж-1'],
    ['cut at a sensible length', 'A-123456789012345', 'A-1234567890'],
  ])('%s: %s -> %s', (_name, raw, expected) => {
    expect(normalizeOrderNumberInput(raw)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['A', 'partial'],
    ['A-', 'partial'],
    ['A-1234567', 'partial'],
    ['A-12345678', 'complete'],
    ['A-123456789', 'invalid'],
    ['1', 'invalid'],
    ['AB', 'invalid'],
    ['Ж-1', 'invalid'],
    ['A-12a', 'invalid'],
  ] as const)('%s is %s', (input, state) => {
    expect(orderNumberInputState(input)).toBe(state);
  });
});
