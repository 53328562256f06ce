/**
 * The company's clock. Saint Petersburg keeps Moscow time, so "today" for a loading date, a
 * search or an order check is the calendar date in Europe/Moscow, whatever the visitor's own
 * time zone: a visitor in Vladivostok at 01:00 on the 10th is still on the 9th for the company,
 * and the browser and the server agree on it.
 *
 * Moscow time has been UTC+3 all year since 26 October 2014 (no summer time), so the company's
 * moment is a fixed offset from UTC and needs no time-zone database: a page's first `Intl`
 * object with a time zone costs a phone about 100 ms of ICU's start, which the calculator's and
 * the order's first view paid for one date. `clock.test.ts` holds the offset against the zone's
 * rules as Node's ICU has them, so a change of the law fails the tests.
 *
 * Dates a visitor reads are written here too, in the active language (`formatLocalDate`): dayjs
 * with its Russian locale loaded (English is dayjs's own).
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import utc from 'dayjs/plugin/utc';

// The plugin adds methods (`utc`, `utcOffset`) and changes nothing for other dayjs users.
dayjs.extend(utc);

export const COMPANY_TIME_ZONE = 'Europe/Moscow';
/** Moscow time's offset from UTC, in minutes (UTC+3). */
const COMPANY_UTC_OFFSET_MINUTES = 180;
/** A calendar date as the date picker, the wire and the database keep it. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The moment in the company's time zone. */
export function companyTime(now: ConfigType = new Date()): Dayjs {
  return dayjs(now).utcOffset(COMPANY_UTC_OFFSET_MINUTES);
}

/** The last answer of `companyToday`, by the minute it was asked for. */
let todayOfMinute: { minute: number; date: string } | null = null;

/**
 * Today's calendar date for the company (YYYY-MM-DD). The date is the same all through a minute:
 * it is worked out once per minute (every search and order check asks).
 */
export function companyToday(now: ConfigType = new Date()): string {
  const moment = dayjs(now);
  if (!moment.isValid()) return companyTime(now).format(ISO_DATE_FORMAT);
  const minute = Math.floor(moment.valueOf() / 60_000);
  if (todayOfMinute?.minute !== minute)
    todayOfMinute = { minute, date: companyTime(moment).format(ISO_DATE_FORMAT) };
  return todayOfMinute.date;
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addCalendarDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format(ISO_DATE_FORMAT);
}

/** A real YYYY-MM-DD calendar date (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && dayjs.utc(value).format(ISO_DATE_FORMAT) === value;
}

/** dayjs says 'Invalid Date'; the product shows this. */
export const INVALID_DATE = 'Invalid date';

/**
 * How a date is written for a reader of each language: a date, a date with its time, and the
 * typed form of the date field (day first in both; `parseRuDate` reads '.', '/' and '-').
 */
const DATE_STYLES = {
  ru: { date: 'DD.MM.YYYY', dateTime: 'DD.MM.YYYY H:mm', input: 'DD.MM.YYYY' },
  en: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY, H:mm', input: 'DD/MM/YYYY' },
} as const;
export type DateLanguage = keyof typeof DATE_STYLES;
export type DateStyle = keyof (typeof DATE_STYLES)[DateLanguage];

/** The dayjs locale of an i18n language ('en', 'en-GB' -> en; anything else is Russian first). */
export const dateLanguage = (language: string): DateLanguage => (language.startsWith('en') ? 'en' : 'ru');

/**
 * A dayjs in the language's locale (month and weekday names, the week's first day). The locale
 * is set on the instance, so no other dayjs user of the page is changed.
 */
export function localDate(input: ConfigType, language: string): Dayjs {
  return dayjs(input).locale(dateLanguage(language));
}

/** A date as a reader of the language writes it: '07.03.2025' or '7 Mar 2025'. */
export function formatLocalDate(input: ConfigType, language: string, style: DateStyle = 'date'): string {
  const date = localDate(input, language);
  return date.isValid() ? date.format(DATE_STYLES[dateLanguage(language)][style]) : INVALID_DATE;
}
