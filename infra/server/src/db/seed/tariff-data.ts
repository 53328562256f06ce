import type { Database } from '../client';
import { rateCards, vehicles } from '../schema';
import { SEED_FLEET, SEED_PROVIDERS } from './tariffs';

/**
 * Adds the seed fleet and rate cards that are missing. Rows already there are left alone, so
 * staff edits survive restarts and a new seed provider still arrives.
 */
export async function seedTariffData(db: Database): Promise<void> {
  await db.insert(vehicles).values(SEED_FLEET).onConflictDoNothing();
  await db
    .insert(rateCards)
    .values(SEED_PROVIDERS.map(({ slug, card }, position) => ({ provider: slug, position, card })))
    .onConflictDoNothing();
}
