/**
 * A carrier adapter: one transport company's public API (СДЭК, Деловые Линии, ПЭК) seen as the
 * site's cities, offers and pick-up points. The framework (`carrier-provider.ts`) wraps each into
 * a TariffProvider with its timeout, circuit breaker, single-flight and answer cache, keeps the
 * city map and the points in the database, and counts every call; an adapter only speaks its API.
 *
 * Adding a carrier (see docs/carriers.md, "A fourth carrier"):
 *   1. a folder `src/carriers/<slug>/` whose `index.ts` exports a `CarrierModule`: `create`
 *      returns null when its settings (config.ts, README's table) are missing, so it stays off;
 *   2. one line in `src/carriers/index.ts` (CARRIERS);
 *   3. a fake of its API in `test/carriers/<slug>-fake.ts`, one line in `test/carriers/index.ts`,
 *      and a contract test `src/carriers/<slug>/contract.test.ts` against it (see cdek/).
 * Every request goes through the injected `CarrierHttp` (never `fetch` itself): it bounds time
 * and size and turns HTML, invalid JSON, 5xx and 401 into a `CarrierError`.
 * Nothing personal goes to a carrier with a quote: the adapter gets cities and cargo, no names,
 * phones or e-mails.
 */
import type { LockerLimits, PointKind } from '@dostavka/shared-kernel/contract';
import type { PointKindsByMethod } from '@dostavka/shared-kernel/domain';
import type { PricedOffer } from '../tariffs/offer';
import type { TariffRequest } from '../tariffs/request';
import type { SearchKind } from '../tariffs/search-input';
import type { CarrierHttp } from './http';

/** Our city as every carrier's city search may need it (from the `cities` table). */
export interface OurCity {
  /** KLADR id, 13 digits. */
  code: string;
  fias: string;
  name: string;
  postcode: string | null;
  /** The federal subject's name, e.g. 'Свердловская область'. */
  region: string;
  /** Two-digit KLADR region code. */
  regionCode: string;
  lat: number;
  lon: number;
}

/** The carrier's own id of a city, as its API wants it back (kept in `carrier_cities`). */
export interface CarrierCityRef {
  /** The id as text (СДЭК: the numeric city code; Деловые Линии: a KLADR or city id). */
  id: string;
  /** The carrier's name of the city, for staff and logs. */
  name: string;
  /** Anything else the carrier needs besides the id (a region code, a UID), kept as is. */
  extra?: Record<string, string | number>;
}

/** One end of a shipment as a quote sees it: our city, the carrier's id of it, a chosen point. */
export interface QuoteEnd {
  city: OurCity;
  carrierCity: CarrierCityRef;
  /** The carrier's own code of the chosen pick-up point (`CarrierPoint.code`), if one was chosen. */
  pointCode: string | null;
}

export interface QuoteInput {
  kind: SearchKind;
  /** The search as the engine read it: hand-over methods, cargo (kg, cm, m3), insurance, date. */
  request: TariffRequest;
  from: QuoteEnd;
  to: QuoteEnd;
  /** Road km between the cities as the site measures them (the offer's route line). */
  km: number;
}

/** A carrier's terminal, pick-up point or locker as its API gives it. */
export interface CarrierPoint {
  /** The carrier's code of the point (unique per carrier). */
  code: string;
  /** WAREHOUSE: a terminal; OFFICE: a pick-up point; POSTAMAT: a parcel locker. */
  kind: PointKind;
  name: string;
  address: string;
  /** As the carrier writes it, e.g. 'Пн-Пт 09:00-20:00, Сб 10:00-16:00'. */
  hours: string;
  lat: number;
  lon: number;
  /** A locker's largest cell and weight limit; null elsewhere (or when the carrier says nothing). */
  locker: LockerLimits | null;
}

export interface CarrierAdapter {
  readonly slug: string;
  /** Search kinds it prices (a parcel carrier: consolidated only). */
  readonly kinds: readonly SearchKind[];
  /** The carrier's id of our city, from its API; null when it does not serve the city. */
  resolveCity(city: OurCity, signal: AbortSignal): Promise<CarrierCityRef | null>;
  /**
   * The carrier's offers for a shipment (none when it has no tariff for it), mapped to ours:
   * company, total, price lines, term, passport requirement, and in `codes` its tariff code and
   * the quote data an order keeps. Throws a CarrierError when the API fails or answers nonsense.
   */
  quote(input: QuoteInput, signal: AbortSignal): Promise<PricedOffer[]>;
  /** Its terminals, pick-up points and lockers in a city (the daily sync). */
  points(city: OurCity, carrierCity: CarrierCityRef, signal: AbortSignal): Promise<CarrierPoint[]>;
}

/** The adapter's settings, read from the environment by config.ts (each carrier's own part). */
export interface CarrierSettings {
  cdek: { clientId?: string | undefined; clientSecret?: string | undefined; apiUrl: string };
  dellin: { appKey?: string | undefined; apiUrl: string };
  pec: { user?: string | undefined; apiKey?: string | undefined; apiUrl: string };
}

export interface CarrierDeps {
  settings: CarrierSettings;
  http: CarrierHttp;
  now: () => Date;
}

/** What `src/carriers/index.ts` lists: a carrier's identity and how to build its adapter. */
export interface CarrierModule {
  /** The offers' and points' provider slug, e.g. 'cdek'. */
  slug: string;
  /** The company as offers name it. */
  name: string;
  /** Its logo, a path under the site's static files. */
  logo: string;
  /**
   * Which kinds of its points serve each hand-over at a point, when not the method's own kind
   * (СДЭК: its offices serve WAREHOUSE). The points API, the search and the order check follow it.
   */
  pointKinds?: PointKindsByMethod;
  /** The adapter, or null when its credentials are not configured (then it is off). */
  create(deps: CarrierDeps): CarrierAdapter | null;
}
