import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import ru from 'dayjs/locale/ru';
import { addCalendarDays, companyToday, INVALID_DATE } from './clock';
import { pluralRu } from './format';

export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'H:mm';
export const DATE_PICKER_FORMATS = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
} as const;
export const SAME_DAY_TEXT = 'В тот же день';
export const UNKNOWN_TIME_TEXT = 'Неизвестно';

/**
 * A dayjs in the Russian locale (weeks start on Monday). The locale is set per instance, not
 * globally, so the kernel never changes what other dayjs users in the page get.
 */
export function ruDate(input?: ConfigType): Dayjs {
  return dayjs(input).locale(ru);
}

/** A date in Russian (the server's documents); a page writes dates with `formatLocalDate`. */
export function formatDate(input: ConfigType, format: string = DATE_FORMAT): string {
  const date = ruDate(input);
  return date.isValid() ? date.format(format) : INVALID_DATE;
}

export function formatTime(input: ConfigType): string {
  return formatDate(input, TIME_FORMAT);
}

/** The company's tomorrow, as the date picker value (YYYY-MM-DD). */
export function defaultDeliveryDate(now: ConfigType = new Date()): string {
  return addCalendarDays(companyToday(now), 1);
}

/** Whole calendar days from one date to another, or null when either is not a date. */
export function daysBetween(from: ConfigType, to: ConfigType): number | null {
  const a = ruDate(from);
  const b = ruDate(to);
  if (!a.isValid() || !b.isValid()) return null;
  return b.startOf('day').diff(a.startOf('day'), 'day');
}

let englishPlural: Intl.PluralRules | undefined; // made on first use (see cities.ts)
const isEnglish = (lang: string | undefined) => lang?.startsWith('en') === true;

/** '3 дня' / '3 days': the plural by `Intl.PluralRules` of the language. */
function daysText(days: number, lang?: string): string {
  if (isEnglish(lang))
    return `${days} ${(englishPlural ??= new Intl.PluralRules('en')).select(days) === 'one' ? 'day' : 'days'}`;
  return `${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}

/**
 * 'В тот же день', '3 дня', or 'Неизвестно' when a date is missing or invalid; in English
 * 'Same day', '3 days', 'Unknown'.
 */
export function formatDeliveryTime(from: ConfigType, to: ConfigType, lang?: string): string {
  const english = isEnglish(lang);
  if (from == null || to == null) return english ? 'Unknown' : UNKNOWN_TIME_TEXT;
  const days = daysBetween(from, to);
  if (days === null) return english ? 'Unknown' : UNKNOWN_TIME_TEXT;
  if (days <= 0) return english ? 'Same day' : SAME_DAY_TEXT;
  return daysText(days, lang);
}

/**
 * A carrier's term in days: '1 день', '4–6 дней' ('1 day', '4–6 days'); the plural follows the
 * last number, the range takes an en dash.
 */
export function formatTerm(minDays: number, maxDays: number, lang?: string): string {
  const last = daysText(maxDays, lang);
  return minDays === maxDays ? last : `${minDays}–${last}`;
}

/**
 * A date typed the Russian way (DD.MM.YYYY; one-digit day and month, '/' or '-' also taken) as
 * the picker's value YYYY-MM-DD, or null when it is not a real date (31.02.2025).
 */
export function parseRuDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = ruDate(iso);
  return date.isValid() && date.format(DATE_PICKER_FORMATS.date) === iso ? iso : null;
}
