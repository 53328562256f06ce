/**
 * The company's clock. Saint Petersburg keeps Moscow time, so "today" for a loading date, a
 * search or an order check is the calendar date in Europe/Moscow, whatever the visitor's own
 * time zone: a visitor in Vladivostok at 01:00 on the 10th is still on the 9th for the company,
 * and the browser and the server agree on it.
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Plugins add methods (`tz`, `utc`) and change nothing for other dayjs users.
dayjs.extend(utc);
dayjs.extend(timezone);

export const COMPANY_TIME_ZONE = 'Europe/Moscow';
/** A calendar date as the date picker, the wire and the database keep it. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The moment in the company's time zone. */
export function companyTime(now: ConfigType = new Date()): Dayjs {
  return dayjs(now).tz(COMPANY_TIME_ZONE);
}

/** Today's calendar date for the company (YYYY-MM-DD). */
export function companyToday(now: ConfigType = new Date()): string {
  return companyTime(now).format(ISO_DATE_FORMAT);
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addCalendarDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format(ISO_DATE_FORMAT);
}

/** A real YYYY-MM-DD calendar date (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && dayjs.utc(value).format(ISO_DATE_FORMAT) === value;
}
