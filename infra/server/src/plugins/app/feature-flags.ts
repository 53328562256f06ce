import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FlagDefinitionUpdate } from '@dostavka/shared-kernel/contract';
import type { Database } from '../../db/client';
import { featureFlags, type FeatureFlagRow } from '../../db/schema';
import type { AuditLog } from './audit';
import type { RequestUser } from './auth';

/** Who changes a flag, and when: the change is written to the audit log (entity 'flag'). */
export interface FlagChanger {
  actor: Pick<RequestUser, 'id' | 'role'>;
  at: Date;
}

export interface FeatureFlagRepository {
  all(): Promise<FeatureFlagRow[]>;
  /**
   * Changes a flag and writes the audit record (before and after) in the same transaction; the
   * updated flag, or null when there is no flag with that key.
   */
  update(key: string, update: FlagDefinitionUpdate, by: FlagChanger): Promise<FeatureFlagRow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    featureFlags: FeatureFlagRepository;
  }
}

/** The rules of a flag as the audit log keeps them. */
const rules = ({ description, en, enabled, minRole, rolloutPercent, userIds }: FeatureFlagRow) => ({
  description,
  en,
  enabled,
  minRole,
  rolloutPercent,
  userIds,
});

export function featureFlagRepository(db: Database, audit: AuditLog): FeatureFlagRepository {
  return {
    all: () => db.select().from(featureFlags).orderBy(featureFlags.key),
    update: (key, update, { actor, at }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key)).for('update');
        if (!before) return null;
        const [row] = await tx
          .update(featureFlags)
          .set({ ...update, updatedAt: at })
          .where(eq(featureFlags.key, key))
          .returning();
        if (!row) return null;
        await audit.record(
          {
            actor,
            action: 'flag.update',
            entity: 'flag',
            entityId: key,
            before: rules(before),
            after: rules(row),
            at,
          },
          tx,
        );
        return row;
      }),
  };
}

export default fp(
  async (app) => {
    app.decorate('featureFlags', featureFlagRepository(app.db, app.audit));
  },
  { name: 'feature-flags', dependencies: ['db', 'audit'] },
);
