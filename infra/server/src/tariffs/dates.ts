/** Planned loading and delivery dates of an offer. */
import { addCalendarDays, INVALID_DATE, isCalendarDate, pluralRu } from '@dostavka/shared-kernel/domain';
import { keptAnswers } from '../kept-answers';

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

// Terms are a handful of small numbers: a few hundred texts at most.
const texts = keptAnswers<string>(1_000);

/** '1 день', '2-3 дня', '5-7 дней': the plural follows the last number. */
export function termText({ minDays, maxDays }: Term): string {
  return texts(`${minDays}-${maxDays}`, () => {
    const days = pluralRu(maxDays, ['день', 'дня', 'дней']);
    return minDays === maxDays ? `${maxDays} ${days}` : `${minDays}-${maxDays} ${days}`;
  });
}

// Searches ask about a few weeks of dates; past this the store starts over.
const sums = keptAnswers<string>(10_000);

/**
 * YYYY-MM-DD plus whole days: the kernel's calendar-day addition (the one the browser and the
 * order rules use), kept per date and count because a search asks the same few many times.
 */
export function addDays(isoDate: string, days: number): string {
  return sums(`${isoDate}+${days}`, () =>
    isCalendarDate(isoDate) ? addCalendarDays(isoDate, days) : INVALID_DATE,
  );
}
