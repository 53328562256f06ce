import { isValidPassportDate } from './passport';

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
