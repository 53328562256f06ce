/** The engine's data in the database: rate cards, the fleet, city coordinates. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, rateCards, vehicles } from '../../../db/schema';
import type { GeoPoint } from '../../../tariffs/geo';
import type { RateCard } from '../../../tariffs/rate-card';
import type { TariffData } from './service';

export async function loadTariffData(db: Database): Promise<TariffData> {
  const [cardRows, fleet, cityRows] = await Promise.all([
    db.select().from(rateCards).orderBy(asc(rateCards.position)),
    db.select().from(vehicles).orderBy(asc(vehicles.capacityKg)),
    db.select({ code: cities.code, name: cities.name, lat: cities.lat, lon: cities.lon }).from(cities),
  ]);
  return {
    providers: cardRows.map((row) => ({ slug: row.provider, card: row.card })),
    versions: new Map(cardRows.map((row) => [row.provider, row.version])),
    fleet,
    cities: new Map<string, GeoPoint>(cityRows.map((city) => [city.code, city])),
  };
}

/** Replaces a provider's card and raises its version; false when there is no such provider. */
export async function saveRateCard(
  db: Database,
  provider: string,
  card: RateCard,
  userId: string,
): Promise<boolean> {
  const updated = await db
    .update(rateCards)
    .set({ card, updatedAt: new Date(), updatedBy: userId, version: sql`${rateCards.version} + 1` })
    .where(eq(rateCards.provider, provider))
    .returning({ provider: rateCards.provider });
  return updated.length > 0;
}

/** Every rate card's version as stored now: what a process compares its own cards with. */
export async function rateCardVersions(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ provider: rateCards.provider, version: rateCards.version }).from(rateCards);
  return new Map(rows.map((row) => [row.provider, row.version]));
}
