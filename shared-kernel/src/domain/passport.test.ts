import { isValidPassportDate, isValidPassportNumber, isValidPassportSeries } from './passport';

const now = new Date('2025-06-15T12:00:00Z');

describe('isValidPassportDate', () => {
  it.each([
    ['the lower bound 1970-01-01', '1970-01-01', true],
    ['a day before the lower bound', '1969-12-31', false],
    ['an ordinary date', '2010-05-20', true],
    ['today', '2025-06-15', true],
    ['tomorrow', '2025-06-16', false],
    ['not a date', 'вчера', false],
    ['an empty value', '', false],
  ])('%s -> %s', (_name, value, expected) => {
    expect(isValidPassportDate(value, now)).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(isValidPassportDate(new Date('2000-01-01'), now)).toBe(true);
  });
});

describe('isValidPassportSeries', () => {
  it.each([
    ['4 digits', '4012', true],
    ['two pairs', '40 12', true],
    ['3 digits', '401', false],
    ['5 digits', '40123', false],
    ['letters', '40AB', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_case, series, expected) => {
    expect(isValidPassportSeries(series)).toBe(expected);
  });
});

describe('isValidPassportNumber', () => {
  it.each([
    ['6 digits', '123456', true],
    ['5 digits', '12345', false],
    ['7 digits', '1234567', false],
    ['letters', '12345X', false],
  ])('%s: %s -> %s', (_case, number, expected) => {
    expect(isValidPassportNumber(number)).toBe(expected);
  });
});
