import {
  daysBetween,
  defaultDeliveryDate,
  formatDate,
  formatDeliveryTime,
  formatTime,
  parseRuDate,
  ruDate,
} from './dates';

describe('formatDate and formatTime', () => {
  it('formats as DD.MM.YYYY', () => {
    expect(formatDate('2025-03-07T09:05:00')).toBe('07.03.2025');
  });

  it('formats time as H:mm without a leading zero on the hour', () => {
    expect(formatTime('2025-03-07T09:05:00')).toBe('9:05');
    expect(formatTime('2025-03-07T21:30:00')).toBe('21:30');
  });

  it('uses Russian month names for other formats', () => {
    expect(formatDate('2025-03-07', 'D MMMM')).toBe('7 марта');
  });

  it.each([['not a date'], [Number.NaN], [null]])('gives "Invalid date" for %j', (input) => {
    expect(formatDate(input)).toBe('Invalid date');
    expect(formatTime(input)).toBe('Invalid date');
  });

  it('starts the week on Monday', () => {
    expect(ruDate('2025-03-09').startOf('week').format('YYYY-MM-DD')).toBe('2025-03-03');
  });
});

describe('defaultDeliveryDate', () => {
  it('is tomorrow', () => {
    expect(defaultDeliveryDate(new Date(2025, 11, 31, 18))).toBe('2026-01-01');
  });
});

describe('delivery time', () => {
  it.each([
    ['same day', '2025-03-07T08:00', '2025-03-07T20:00', 'В тот же день'],
    ['one day', '2025-03-07T23:00', '2025-03-08T01:00', '1 день'],
    ['three days', '2025-03-07', '2025-03-10', '3 дня'],
    ['five days', '2025-03-07', '2025-03-12', '5 дней'],
    ['twenty one days', '2025-03-01', '2025-03-22', '21 день'],
    ['an invalid date', 'soon', '2025-03-12', 'Неизвестно'],
    ['a missing date', null, '2025-03-12', 'Неизвестно'],
  ])('%s', (_name, from, to, expected) => {
    expect(formatDeliveryTime(from, to)).toBe(expected);
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysBetween('2025-03-07T23:59', '2025-03-08T00:01')).toBe(1);
    expect(daysBetween('x', '2025-03-08')).toBeNull();
  });
});

describe('parseRuDate', () => {
  it.each([
    ['08.03.2025', '2025-03-08'],
    ['8.3.2025', '2025-03-08'],
    [' 29.02.2024 ', '2024-02-29'],
    ['08/03/2025', '2025-03-08'],
    ['29.02.2025', null],
    ['31.04.2025', null],
    ['32.01.2025', null],
    ['2025-03-08', null],
    ['08.03.25', null],
    ['завтра', null],
    ['', null],
  ])('%j -> %j', (text, iso) => {
    expect(parseRuDate(text)).toBe(iso);
  });
});
