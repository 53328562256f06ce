/**
 * Road facts in stored texts. A catalogue city page's seeded text holds placeholders for its
 * distances and the days they give (`{{route.km}}`, `{{km.tula}}`) instead of figures, and the
 * page is filled when it is read from the tariff engine's km, the km its price section shows: the
 * text and the price cannot disagree (as company facts are filled, company-facts.ts).
 */
import { pluralRu } from '@dostavka/shared-kernel/domain';
import { transitDays } from './geo';

type Lang = 'ru' | 'en';

/** A dedicated driver's day with the compulsory rest. */
const KM_PER_DRIVING_DAY = 600;

/** Saint Petersburg to the page's city: road km. */
export const ROUTE_KM = '{{route.km}}';
/** The days a consolidated load takes on that km ('3–5'), the route pages' estimate. */
export const ROUTE_DAYS = '{{route.days}}';
/** A dedicated vehicle's driving days on that km, with the word ('3 days', '3 сут.'). */
export const ROUTE_DRIVING = '{{route.driving}}';
/** The page's city to another city (by slug): road km. */
export const kmTo = (slug: string) => `{{km.${slug}}}`;

export interface RoadFacts {
  /** Saint Petersburg to the page's city. */
  km: number;
  /** The page's city to the cities its text names, by slug. */
  kmTo: ReadonlyMap<string, number>;
}

const PLACEHOLDER = /\{\{(route\.(?:km|days|driving)|km\.[a-z0-9-]+)\}\}/g;

/** The slugs of the cities a text's `{{km.…}}` placeholders name. */
export function placeholderSlugs(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((found) => found[1]!)
    .filter((name) => name.startsWith('km.'))
    .map((name) => name.slice(3));
}

const drivingDays = (km: number) => Math.max(1, Math.ceil(km / KM_PER_DRIVING_DAY));

/** The text with every road placeholder replaced; one naming an unknown city stays as written. */
export function fillRoadFacts(text: string, facts: RoadFacts, lang: Lang): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'route.km') return String(facts.km);
    if (name === 'route.days') {
      const { min, max } = transitDays(facts.km);
      return `${min}–${max}`;
    }
    if (name === 'route.driving') {
      const days = drivingDays(facts.km);
      return lang === 'ru'
        ? `${days} ${pluralRu(days, ['сутки', 'суток', 'суток'])}`
        : `${days} day${days === 1 ? '' : 's'}`;
    }
    const km = facts.kmTo.get(name.slice(3));
    return km === undefined ? whole : String(km);
  });
}
