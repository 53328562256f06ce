import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface RateLimit {
  /** What is counted, e.g. 'sign-in-code:email:ivan@mail.ru'. */
  key: string;
  /** At most this many events... */
  limit: number;
  /** ...in any window of this length. */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the first refused limit lets one more through; 0 when allowed. */
  retryAfterS: number;
}

export interface RateLimiter {
  /**
   * Counts one event against every limit, or none when any limit is full (a refused attempt is
   * not counted). Atomic across processes: each key is locked for the transaction.
   */
  hit(limits: readonly RateLimit[]): Promise<RateLimitResult>;
  /** Forgets events older than any window (the longest is given). */
  prune(olderThanMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createRateLimiter(db: Database, now: () => Date): RateLimiter {
  return {
    async hit(limits) {
      const time = now();
      // Locks are taken in key order, so two requests sharing keys never wait on each other in a cycle.
      const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key));
      return db.transaction(async (tx) => {
        let retryAfterS = 0;
        for (const { key, limit, windowMs } of sorted) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          const since = new Date(time.getTime() - windowMs);
          const recent = and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since));
          const [row] = await tx.select({ n: count() }).from(rateLimitHits).where(recent);
          if ((row?.n ?? 0) < limit) continue;
          const [oldest] = await tx
            .select({ at: rateLimitHits.at })
            .from(rateLimitHits)
            .where(recent)
            .orderBy(asc(rateLimitHits.at))
            .limit(1);
          const freeAt = (oldest?.at.getTime() ?? time.getTime()) + windowMs;
          retryAfterS = Math.max(retryAfterS, Math.ceil((freeAt - time.getTime()) / 1000));
        }
        if (retryAfterS > 0) return { allowed: false, retryAfterS };
        await tx.insert(rateLimitHits).values(sorted.map(({ key }) => ({ key, at: time })));
        return { allowed: true, retryAfterS: 0 };
      });
    },
    async prune(olderThanMs) {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.at, new Date(now().getTime() - olderThanMs)));
    },
  };
}

export default fp(
  async (app) => {
    app.decorate(
      'rateLimiter',
      createRateLimiter(app.db, () => app.now()),
    );
  },
  { name: 'rate-limiter', dependencies: ['db', 'clock'] },
);
