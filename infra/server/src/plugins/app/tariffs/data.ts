/** The engine's data in the database: rate cards, the fleet, city coordinates. */
import { asc } from 'drizzle-orm';
import type { PickupPoint } from '@dostavka/shared-kernel/contract';
import type { Database } from '../../../db/client';
import { cities, pickupPoints, rateCards, vehicles } from '../../../db/schema';
import type { GeoPoint } from '../../../tariffs/geo';
import type { TariffData } from './service';

/**
 * One transaction, so one connection of the pool: the four reads at once took four, which a small
 * pool (DATABASE_POOL_MAX) makes wait at every start and every rate-card reload, each wait within
 * DATABASE_POOL_WAIT_MS or the start fails.
 */
export async function loadTariffData(db: Database): Promise<TariffData> {
  const [cardRows, fleet, cityRows, pointRows] = await db.transaction((tx) =>
    Promise.all([
      tx.select().from(rateCards).orderBy(asc(rateCards.position)),
      tx.select().from(vehicles).orderBy(asc(vehicles.capacityKg)),
      tx.select({ code: cities.code, name: cities.name, lat: cities.lat, lon: cities.lon }).from(cities),
      tx.select().from(pickupPoints).orderBy(asc(pickupPoints.position), asc(pickupPoints.id)),
    ]),
  );
  const names = new Map(cityRows.map((city) => [city.code, city.name]));
  const points = new Map<string, PickupPoint>(
    pointRows.map((row) => [
      row.id,
      {
        id: row.id,
        provider: row.provider,
        kind: row.kind,
        city: { code: row.cityCode, name: names.get(row.cityCode) ?? '' },
        name: row.name,
        address: row.address,
        hours: row.hours,
        lat: row.lat,
        lon: row.lon,
        locker: row.locker ?? null,
      },
    ]),
  );
  return {
    points,
    providers: cardRows.map((row) => ({ slug: row.provider, card: row.card })),
    versions: new Map(cardRows.map((row) => [row.provider, row.version])),
    fleet,
    cities: new Map<string, GeoPoint>(cityRows.map((city) => [city.code, city])),
  };
}

/** Every rate card's version as stored now: what a process compares its own cards with. */
export async function rateCardVersions(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ provider: rateCards.provider, version: rateCards.version }).from(rateCards);
  return new Map(rows.map((row) => [row.provider, row.version]));
}
