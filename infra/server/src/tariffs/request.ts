/** What the engine prices: a search resolved to cities, cargo in kg and cm, a vehicle choice. */
import type { BodyKey, LoadKey, ServiceKey } from './catalog';
import type { CargoSummary } from './cargo';
import type { Hold } from './fit';
import type { GeoPoint, RoadDistances } from './geo';

/** How the cargo is handed over at one end; NOT_SELECTED reads as WAREHOUSE. */
export type HandOver = 'WAREHOUSE' | 'OFFICE' | 'POSTAMAT' | 'COURIER';

/** The vehicle a dedicated search asks for. */
export interface CarRequest {
  capacityKg: number;
  body: BodyKey;
  load: LoadKey;
  services: ServiceKey[];
}

/** A chosen pick-up point as pricing needs it: whose it is and, for a locker, its largest cell. */
export interface PointFacts {
  id: string;
  provider: string;
  kind: Exclude<HandOver, 'COURIER'>;
  city: { code: string };
  locker: { cellCm: { length: number; width: number; height: number }; maxKg: number } | null;
}

export interface TariffRequest {
  from: GeoPoint;
  to: GeoPoint;
  fromMethod: HandOver;
  toMethod: HandOver;
  /** The chosen pick-up points: only their carrier prices the request, at those points. */
  fromPoint?: PointFacts | null;
  toPoint?: PointFacts | null;
  cargo: CargoSummary;
  /** Dedicated only; null: the smallest vehicle that takes the cargo. */
  car: CarRequest | null;
  /** Roubles, already by the kernel's rule (0 for documents). */
  insurance: number;
  /** The cargo's declared value, roubles (the kernel's default when the search names none): what a carrier insures. */
  declared: number;
  /** YYYY-MM-DD. */
  loadingDate: string;
}

/** A vehicle of the fleet (GET /api/content/car), inner sizes in cm. */
export interface Vehicle extends Hold {
  slug: string;
  uuid: string;
  objectId: string;
  name: string;
  icon: string;
  bodies: Array<{ body: BodyKey; loads: LoadKey[]; services: ServiceKey[] }>;
}

/** What every provider prices against, loaded once and shared. */
export interface EngineContext {
  cities: ReadonlyMap<string, GeoPoint>;
  distances: RoadDistances;
  fleet: readonly Vehicle[];
}
