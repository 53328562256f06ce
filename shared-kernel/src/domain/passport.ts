export const PASSPORT_DATE_MIN = '1970-01-01';

/** An issue date (YYYY-MM-DD or any Date input) between 1970-01-01 and now, both included. */
export function isValidPassportDate(value: string | Date, now: Date = new Date()): boolean {
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = date.getTime();
  return Number.isFinite(time) && time >= Date.parse(PASSPORT_DATE_MIN) && time <= now.getTime();
}

/** A Russian passport series: 4 digits, often written as two pairs ('40 12'). */
export function isValidPassportSeries(series: string): boolean {
  return /^\d{4}$/.test(series.replace(/\s/g, ''));
}

/** A Russian passport number: 6 digits. */
export function isValidPassportNumber(number: string): boolean {
  return /^\d{6}$/.test(number.trim());
}
