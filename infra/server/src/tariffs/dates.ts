/** Planned loading and delivery dates of an offer. */
import { pluralRu } from '@dostavka/shared-kernel/domain';

export interface Speed {
  kmPerDay: number;
  handlingDays: number;
  spreadDays: number;
}

export interface Term {
  minDays: number;
  maxDays: number;
}

/** Days on the road from distance and speed, plus handling at the ends and any transfers. */
export function transitTerm(speed: Speed, km: number, extraDays = 0): Term {
  const minDays = Math.max(1, speed.handlingDays + Math.ceil(km / speed.kmPerDay) + extraDays);
  return { minDays, maxDays: minDays + speed.spreadDays };
}

const texts = new Map<string, string>();

/** '1 день', '2-3 дня', '5-7 дней': the plural follows the last number. */
export function termText({ minDays, maxDays }: Term): string {
  const key = `${minDays}-${maxDays}`;
  let text = texts.get(key);
  if (text === undefined) {
    const days = pluralRu(maxDays, ['день', 'дня', 'дней']);
    text = minDays === maxDays ? `${maxDays} ${days}` : `${minDays}-${maxDays} ${days}`;
    // Terms are a handful of small numbers; the cache cannot grow past a few hundred entries.
    texts.set(key, text);
  }
  return text;
}

const sums = new Map<string, string>();
// Searches ask about a few weeks of dates; past this the cache starts over.
const MAX_SUMS = 10_000;

/** YYYY-MM-DD plus whole days (calendar arithmetic in UTC, so no time zone shifts the day). */
export function addDays(isoDate: string, days: number): string {
  const key = `${isoDate}+${days}`;
  let sum = sums.get(key);
  if (sum === undefined) {
    const date = new Date(`${isoDate}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    sum = Number.isNaN(date.getTime()) ? 'Invalid date' : date.toISOString().slice(0, 10);
    if (sums.size >= MAX_SUMS) sums.clear();
    sums.set(key, sum);
  }
  return sum;
}
