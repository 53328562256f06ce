import { clockTime, weekHours } from './hours';

test('joins runs of weekdays with the same hours and leaves days off out', () => {
  const weekdays = Array(5).fill('09:00-20:00');
  expect(weekHours([...weekdays, '10:00-16:00', null])).toBe('Пн-Пт 09:00-20:00, Сб 10:00-16:00');
  expect(weekHours(['09:00-18:00', '', '09:00-18:00', '09:00-18:00'])).toBe(
    'Пн 09:00-18:00, Ср-Чт 09:00-18:00',
  );
  expect(weekHours(Array(7).fill('00:00-24:00'))).toBe('Пн-Вс 00:00-24:00');
  expect(weekHours([])).toBe('');
});

test('reads the times carriers write as HH:MM', () => {
  expect(clockTime('9:00')).toBe('09:00');
  expect(clockTime('09:30:00')).toBe('09:30');
  expect(clockTime('2025-03-10T12:00:00')).toBe('12:00');
  expect(clockTime('')).toBe('00:00');
  expect(clockTime(null)).toBe('00:00');
});
