/**
 * The carriers' points kept in `pickup_points` (provider = the carrier, id `<carrier>-<its code>`),
 * so the order page's list and map, the search's point checks and the locker limits treat them
 * like the company's own. Synced per carrier and city when the last sync is older than a day: the
 * most popular cities and every city the carrier was asked about; one city's fault leaves its
 * points as they were and is noted in `carrier_point_syncs`.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import type { Database } from '../../../db/client';
import { carrierPointSyncs, cities, pickupPoints } from '../../../db/schema';
import type { CarrierRuntime } from '../../../carriers/carrier-runtime';
import type { CarrierPoint } from '../../../carriers/types';
import type { CityStore } from './city-store';

export const SYNC_EVERY_MS = 24 * 3600_000;
/** The most popular cities are synced whether or not anybody searched them yet. */
const POPULAR_CITIES = 30;

export function pointRows(carrier: string, cityCode: string, points: CarrierPoint[]) {
  return points.map((point, position) => ({
    id: `${carrier}-${point.code}`.slice(0, 80),
    provider: carrier,
    kind: point.kind,
    cityCode,
    name: point.name.slice(0, 200),
    address: point.address.slice(0, 500),
    hours: point.hours.slice(0, 200),
    lat: point.lat,
    lon: point.lon,
    locker: point.locker,
    position,
  }));
}

async function syncCity(db: Database, runtime: CarrierRuntime, store: CityStore, code: string, at: Date) {
  const city = await store.ourCity(code);
  if (!city) return 0;
  const key = and(eq(carrierPointSyncs.carrier, runtime.slug), eq(carrierPointSyncs.cityCode, code));
  try {
    const rows = pointRows(runtime.slug, code, await runtime.points(city));
    await db.transaction(async (tx) => {
      await tx
        .delete(pickupPoints)
        .where(and(eq(pickupPoints.provider, runtime.slug), eq(pickupPoints.cityCode, code)));
      if (rows.length > 0) await tx.insert(pickupPoints).values(rows).onConflictDoNothing();
      await tx
        .insert(carrierPointSyncs)
        .values({ carrier: runtime.slug, cityCode: code, syncedAt: at, points: rows.length, error: null })
        .onConflictDoUpdate({
          target: [carrierPointSyncs.carrier, carrierPointSyncs.cityCode],
          set: { syncedAt: at, points: rows.length, error: null },
        });
    });
    return rows.length;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The old points stay; the failed attempt counts as a sync so a dead API is not asked all day.
    const [kept] = await db.select().from(carrierPointSyncs).where(key);
    await db
      .insert(carrierPointSyncs)
      .values({
        carrier: runtime.slug,
        cityCode: code,
        syncedAt: at,
        points: kept?.points ?? 0,
        error: message,
      })
      .onConflictDoUpdate({
        target: [carrierPointSyncs.carrier, carrierPointSyncs.cityCode],
        set: { syncedAt: at, error: message },
      });
    throw error;
  }
}

/** Syncs the cities whose points are older than a day (all of them when `force`). */
export async function syncPoints(
  db: Database,
  runtime: CarrierRuntime,
  store: CityStore,
  options: { now: Date; force?: boolean },
): Promise<CarrierSyncOutcome> {
  const popular = await db
    .select({ code: cities.code })
    .from(cities)
    .orderBy(desc(cities.popularity))
    .limit(POPULAR_CITIES);
  const wanted = [...new Set([...popular.map((c) => c.code), ...store.served(runtime.slug)])];
  const synced = await db
    .select()
    .from(carrierPointSyncs)
    .where(and(eq(carrierPointSyncs.carrier, runtime.slug), inArray(carrierPointSyncs.cityCode, wanted)));
  const fresh = new Set(
    synced
      .filter((row) => options.now.getTime() - row.syncedAt.getTime() < SYNC_EVERY_MS)
      .map((row) => row.cityCode),
  );
  const due = options.force ? wanted : wanted.filter((code) => !fresh.has(code));
  const outcome: CarrierSyncOutcome = { cities: 0, points: 0, failed: 0 };
  for (const code of due) {
    // A carrier whose breaker opened is not asked for the rest of this round.
    if (runtime.breaker.state === 'open') {
      outcome.failed += due.length - outcome.cities - outcome.failed;
      break;
    }
    try {
      outcome.points += await syncCity(db, runtime, store, code, options.now);
      outcome.cities += 1;
    } catch {
      outcome.failed += 1;
    }
  }
  return outcome;
}

/** When each carrier's points were last synced (any city) and the last fault noted, for staff. */
export async function lastSyncs(db: Database) {
  const rows = await db.select().from(carrierPointSyncs);
  const by = new Map<string, { at: Date; points: number; cities: number; failing: number }>();
  for (const row of rows) {
    const entry = by.get(row.carrier) ?? { at: row.syncedAt, points: 0, cities: 0, failing: 0 };
    if (row.syncedAt > entry.at) entry.at = row.syncedAt;
    entry.points += row.points;
    entry.cities += 1;
    if (row.error) entry.failing += 1;
    by.set(row.carrier, entry);
  }
  return by;
}
