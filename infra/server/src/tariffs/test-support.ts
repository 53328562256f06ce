/** Engine fixtures: the real cities, the seed fleet and cards, requests built by hand. */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { referenceRecords } from '../db/seed/reference-records';
import { SEED_FLEET, SEED_PROVIDERS } from '../db/seed/tariffs';
import { C, type CityKey } from './city-codes';
import { summarizeCargo, type Place } from './cargo';
import { pairKey, roadDistances, type GeoPoint } from './geo';
import type { Provider } from './rate-card';
import type { EngineContext, HandOver, TariffRequest } from './request';

const { cities } = referenceRecords(readFileSync(loadConfig({}).citiesCsv, 'utf8'));
export const CITIES: ReadonlyMap<string, GeoPoint> = new Map(cities.map((city) => [city.code, city]));

export const city = (key: CityKey): GeoPoint => CITIES.get(C[key])!;

export const provider = (slug: string): Provider => SEED_PROVIDERS.find((p) => p.slug === slug)!;

/** Road km fixed by the test (round figures to reckon with); other pairs by the circuity factor. */
export function context(km: Array<[CityKey, CityKey, number]> = []): EngineContext {
  const known = new Map(km.map(([a, b, value]) => [pairKey(C[a], C[b]), value]));
  return { cities: CITIES, fleet: SEED_FLEET, distances: roadDistances(1.25, known) };
}

export const place = (over: Partial<Place> = {}): Place => ({
  lengthCm: 50,
  widthCm: 50,
  heightCm: 50,
  weightKg: 10,
  rotable: true,
  stackable: true,
  quantity: 1,
  ...over,
});

export function request(over: Partial<TariffRequest> & { places?: Place[] } = {}): TariffRequest {
  const { places = [place()], ...rest } = over;
  return {
    from: city('spb'),
    to: city('moscow'),
    fromMethod: 'WAREHOUSE' as HandOver,
    toMethod: 'WAREHOUSE' as HandOver,
    cargo: summarizeCargo(places),
    car: null,
    insurance: 1,
    declared: 3000,
    loadingDate: '2025-03-10',
    ...rest,
  };
}
