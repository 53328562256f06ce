/** The engine's data in the database: rate cards, the fleet, city coordinates. */
import { asc, eq } from 'drizzle-orm';
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
    fleet,
    cities: new Map<string, GeoPoint>(cityRows.map((city) => [city.code, city])),
  };
}

/** Replaces a provider's card; false when there is no such provider. */
export async function saveRateCard(
  db: Database,
  provider: string,
  card: RateCard,
  userId: string,
): Promise<boolean> {
  const updated = await db
    .update(rateCards)
    .set({ card, updatedAt: new Date(), updatedBy: userId })
    .where(eq(rateCards.provider, provider))
    .returning({ provider: rateCards.provider });
  return updated.length > 0;
}
