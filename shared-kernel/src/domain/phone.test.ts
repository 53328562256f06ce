import { formatPhone, isValidPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['keeps digits only', '+7 (912) 345-67-89', '79123456789'],
    ['leading 8 becomes 7', '8 912 345 67 89', '79123456789'],
    ['leading 9 gets 7 prepended', '912 345-67-89', '79123456789'],
    ['other leading digits stay', '+380 44 123 4567', '380441234567'],
    ['empty input stays empty', 'abc', ''],
  ])('%s', (_name, input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['7 and 10 digits', '+7 912 345-67-89', true],
    ['8 and 10 digits', '89123456789', true],
    ['10 digits starting with 9', '9123456789', true],
    ['one digit short', '+7 912 345-67-8', false],
    ['one digit too many', '+7 912 345-67-890', false],
    ['foreign number', '+380441234567', false],
    ['empty', '', false],
  ])('%s -> %s', (_name, input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    ['a full Russian number', '79123456789', '+7 (912) 345-67-89'],
    ['leading 8 kept as 8', '89123456789', '8 (912) 345-67-89'],
    ['a partial number as far as it goes', '7912345', '+7 (912) 345'],
    ['extra digits of a Russian number are cut', '791234567890', '+7 (912) 345-67-89'],
    ['other numbers as + and digits', '380441234567', '+380441234567'],
    ['other numbers cut at 16 digits', '12345678901234567890', '+1234567890123456'],
    ['nothing for no digits', '---', ''],
  ])('%s', (_name, input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
