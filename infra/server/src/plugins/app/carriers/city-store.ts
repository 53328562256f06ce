/**
 * The carriers' ids of our cities in the database (`carrier_cities`), held in memory once read:
 * a city is asked of a carrier's API once, then every search and every process reads it here.
 * A city the carrier did not serve is asked again after a week (carriers open new offices).
 */
import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { carrierCities, cities, regions } from '../../../db/schema';
import type { CityLookup } from '../../../carriers/carrier-runtime';
import type { CarrierCityRef, OurCity } from '../../../carriers/types';

const UNSERVED_RETRY_MS = 7 * 24 * 3600_000;

export interface CityStore extends CityLookup {
  /** Reads every kept id (at start). */
  load(): Promise<void>;
  /** Our cities a carrier serves, by KLADR code (whose points are worth syncing). */
  served(carrier: string): string[];
}

export function cityStore(db: Database, now: () => Date): CityStore {
  const kept = new Map<string, CarrierCityRef | null>();
  const ours = new Map<string, OurCity | null>();
  const key = (carrier: string, code: string) => `${carrier}:${code}`;
  return {
    async load() {
      const since = new Date(now().getTime() - UNSERVED_RETRY_MS);
      const rows = await db
        .select()
        .from(carrierCities)
        .where(or(isNotNull(carrierCities.carrierCityId), gt(carrierCities.resolvedAt, since)));
      for (const row of rows)
        kept.set(
          key(row.carrier, row.cityCode),
          row.carrierCityId === null
            ? null
            : { id: row.carrierCityId, name: row.name, ...(row.extra && { extra: row.extra }) },
        );
    },
    served(carrier) {
      const prefix = `${carrier}:`;
      return [...kept].filter(([k, ref]) => ref && k.startsWith(prefix)).map(([k]) => k.slice(prefix.length));
    },
    kept: (carrier, code) => kept.get(key(carrier, code)),
    async keep(carrier, code, ref) {
      kept.set(key(carrier, code), ref);
      const row = {
        carrier,
        cityCode: code,
        carrierCityId: ref?.id ?? null,
        name: ref?.name ?? '',
        extra: ref?.extra ?? null,
        resolvedAt: now(),
      };
      await db
        .insert(carrierCities)
        .values(row)
        .onConflictDoUpdate({ target: [carrierCities.carrier, carrierCities.cityCode], set: row });
    },
    async ourCity(code) {
      if (ours.has(code)) return ours.get(code)!;
      const [row] = await db
        .select({
          code: cities.code,
          fias: cities.fias,
          name: cities.name,
          postcode: cities.postcode,
          region: regions.name,
          regionCode: regions.code,
          lat: cities.lat,
          lon: cities.lon,
        })
        .from(cities)
        .innerJoin(regions, eq(regions.id, cities.regionId))
        .where(and(eq(cities.code, code)));
      const city = row ?? null;
      ours.set(code, city);
      return city;
    },
  };
}
