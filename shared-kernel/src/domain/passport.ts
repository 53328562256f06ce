export const PASSPORT_DATE_MIN = '1970-01-01';

/** An issue date (YYYY-MM-DD or any Date input) between 1970-01-01 and now, both included. */
export function isValidPassportDate(value: string | Date, now: Date = new Date()): boolean {
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = date.getTime();
  return Number.isFinite(time) && time >= Date.parse(PASSPORT_DATE_MIN) && time <= now.getTime();
}
