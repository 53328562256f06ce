import type { Database } from '../client';
import { cities, pickupPoints, rateCards, vehicles } from '../schema';
import { eq } from 'drizzle-orm';
import { generatePickupPoints, type SeedPoint } from './pickup-points';
import { SEED_FLEET, SEED_PROVIDERS } from './tariffs';

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const BATCH = 500;

/**
 * Adds the seed fleet, rate cards and pick-up points that are missing. Rows already there are
 * left alone, so staff edits survive restarts and a new seed provider still arrives. The points
 * come from the city reference data, so it must be imported first.
 */
export async function seedTariffData(db: Database): Promise<void> {
  await db.insert(vehicles).values(SEED_FLEET).onConflictDoNothing();
  await db
    .insert(rateCards)
    .values(SEED_PROVIDERS.map(({ slug, card }, position) => ({ provider: slug, position, card })))
    .onConflictDoNothing();
  const codes = new Set(
    SEED_PROVIDERS.flatMap(({ card }) => card.consolidated?.terminals.map((terminal) => terminal.city) ?? []),
  );
  const cityRows = (
    await db
      .select({
        code: cities.code,
        name: cities.name,
        lat: cities.lat,
        lon: cities.lon,
        population: cities.population,
      })
      .from(cities)
  ).filter((city) => codes.has(city.code));
  const points = generatePickupPoints(SEED_PROVIDERS, cityRows);
  for (let i = 0; i < points.length; i += BATCH) {
    await db
      .insert(pickupPoints)
      .values(points.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  await mendSharedAddresses(db, points);
}

/**
 * Databases seeded before the generator kept addresses apart have seeded points sharing one
 * address across cities: those get the generator's address now. An address staff gave a point
 * (shared by no other) is left alone.
 */
async function mendSharedAddresses(db: Database, points: SeedPoint[]): Promise<void> {
  const generated = new Map(points.map((point) => [point.id, point.address]));
  const stored = (
    await db.select({ id: pickupPoints.id, address: pickupPoints.address }).from(pickupPoints)
  ).filter((row) => generated.has(row.id));
  const uses = new Map<string, number>();
  for (const row of stored) uses.set(row.address, (uses.get(row.address) ?? 0) + 1);
  for (const row of stored) {
    const address = generated.get(row.id)!;
    if (uses.get(row.address)! > 1 && row.address !== address)
      await db.update(pickupPoints).set({ address }).where(eq(pickupPoints.id, row.id));
  }
}
