import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { featureFlags, type FeatureFlagRow } from '../../db/schema';

export interface FlagUpdate {
  description?: string;
  enabled?: boolean;
  minRole?: string | null;
  rolloutPercent?: number;
  userIds?: string[];
}

export interface FeatureFlagRepository {
  all(): Promise<FeatureFlagRow[]>;
  /** The updated flag, or null when there is no flag with that key. */
  update(key: string, update: FlagUpdate): Promise<FeatureFlagRow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    featureFlags: FeatureFlagRepository;
  }
}

export function featureFlagRepository(db: Database): FeatureFlagRepository {
  return {
    all: () => db.select().from(featureFlags).orderBy(featureFlags.key),
    async update(key, update) {
      const [row] = await db
        .update(featureFlags)
        .set({ ...update, updatedAt: new Date() })
        .where(eq(featureFlags.key, key))
        .returning();
      return row ?? null;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('featureFlags', featureFlagRepository(app.db));
  },
  { name: 'feature-flags', dependencies: ['db'] },
);
