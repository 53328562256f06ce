import type { CityRef, RegionRef } from '@dostavka/shared-kernel/contract';
import type { City } from './geo';

export type { CityRef, RegionRef } from '@dostavka/shared-kernel/contract';

export type FaqVoteValue = 'like' | 'dislike';

export interface Faq {
  slug: string;
  question: string;
  /** HTML. */
  answer: string;
  likes: number;
  dislikes: number;
  /** This visitor's vote. */
  vote: FaqVoteValue | null;
  en: { question: string; answer: string } | null;
  category?: { slug: string; name: string; en: { name: string } | null };
}

export interface FaqCategory {
  name: string;
  slug: string;
  en: { name: string } | null;
  faqs: Faq[];
}

/** What a like or dislike answers: the question's counts with the visitor's vote. */
export interface FaqVoteResult {
  slug: string;
  likes: number;
  dislikes: number;
  vote: FaqVoteValue;
}

/** The texts of a page in one language; `body` is HTML. */
export interface PageText {
  title: string;
  description: string;
  h1: string;
  body: string;
}

export interface Localized<T> {
  ru: T;
  en: T;
}

/** A page the content service knows by its URL (catch-all, SEO and company pages). */
export interface ContentPage extends PageText {
  url: string;
  catalogue: string | null;
  en: PageText | null;
  /** The catalogue group the page belongs to, with the group's pages. */
  group: CatalogueGroupLinks | null;
}

export interface CatalogueGroupLinks {
  key: string;
  root: string;
  name: Localized<string>;
  pages: Array<{ url: string; h1: string; en: string | null }>;
}

/** A city pair with a direction page. */
export interface DirectionItem {
  id: number;
  url: string;
  from: CityRef;
  to: CityRef;
  distanceKm: number;
}

export interface CityPageItem {
  url: string;
  city: CityRef;
}

export interface RegionPageItem {
  /** The region as the origin. */
  url: string;
  /** The region as the destination. */
  toUrl: string;
  region: RegionRef;
  cities: number;
}

/** A region and a city: from the region to the city, or from the city to the region. */
export interface RegionCityItem {
  url: string;
  region: RegionRef;
  city: CityRef;
}

export interface TransitDays {
  min: number;
  max: number;
}

/** Distance, time and the lowest price of a route; no price while the calculator cannot say. */
export interface RouteFacts {
  distanceKm: number;
  transitDays: TransitDays;
  priceFrom: number | null;
}

export interface DirectionContent extends RouteFacts {
  from: City;
  to: City;
  text: Localized<PageText>;
  /** Other directions from the same city. */
  related: DirectionItem[];
}

/** The texts of a place as an origin (`from`) and as a destination (`to`). */
export interface BothWays {
  from: Localized<PageText>;
  to: Localized<PageText>;
}

export interface CityContent {
  city: City;
  text: BothWays;
  from: DirectionItem[];
  to: DirectionItem[];
  /** Other cities of the region. */
  neighbours: CityRef[];
}

export interface RegionContent {
  region: RegionRef & { timezone: string };
  text: BothWays;
  /** For a federal city (Москва), the city: its city pages are the canonical ones. */
  federalCity: CityRef | null;
  cities: CityRef[];
  /** From the region to the biggest cities, and from them to the region. */
  fromLinks: RegionCityItem[];
  toLinks: RegionCityItem[];
}

export interface RegionCityContent extends RouteFacts {
  region: RegionRef;
  city: City;
  /** The region's biggest city, where distances are measured from or to. */
  hub: City;
  text: Localized<PageText>;
  /** For a federal city's region, the city-to-city page of the same route. */
  direction: string | null;
}

export interface CityDistance {
  cities: number[];
  legs: Array<{ from: number; to: number; distanceKm: number }>;
  distanceKm: number;
}

export interface Paged<T> {
  data: T[];
  total?: number;
  next?: { page: number } | null;
}
