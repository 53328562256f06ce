/**
 * The one rate limiter of the server: sliding windows counted in Redis when REDIS_URL is set (so
 * every process shares them), in the database otherwise. Several limits may count the same key
 * with different windows: that is how waits grow (1 in 30 s, 2 in 3 min, ...).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { httpError } from '../../http-error';

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
  /** Seconds until the refused limits let one more through; 0 when allowed. */
  retryAfterS: number;
  /** The key of the limit that refused with the longest wait. */
  refusedKey?: string;
}

export interface RateLimiter {
  /**
   * Counts one event against every limit, or none when any limit is full (a refused attempt is
   * not counted). Atomic across processes.
   */
  hit(limits: readonly RateLimit[]): Promise<RateLimitResult>;
  /** `hit`, refusing with a 429 whose message says when to come back (and Retry-After). */
  enforce(limits: readonly RateLimit[], message: string): Promise<void>;
  /** Forgets events older than any window (the longest is given); Redis forgets by itself. */
  prune(olderThanMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** "try again in 40 s" / "in 3 min". */
export function waitText(retryAfterS: number): string {
  return retryAfterS < 90 ? `${retryAfterS} s` : `${Math.ceil(retryAfterS / 60)} min`;
}

/** The 429 of a refused limit: the message, when to come back, and Retry-After. */
export function tooMany(message: string, retryAfterS: number) {
  return httpError(429, `${message}: try again in ${waitText(retryAfterS)}`, {
    headers: { 'retry-after': String(retryAfterS) },
  });
}

/** The longest window per key: how long a key's events must be kept. */
function keepFor(limits: readonly RateLimit[]): Map<string, number> {
  const keep = new Map<string, number>();
  for (const { key, windowMs } of limits) keep.set(key, Math.max(keep.get(key) ?? 0, windowMs));
  return keep;
}

type Hit = RateLimiter['hit'];

export function createDatabaseLimiter(db: Database, now: () => Date): Pick<RateLimiter, 'hit' | 'prune'> {
  return {
    async hit(limits) {
      const time = now();
      const byKey = new Map<string, RateLimit[]>();
      for (const limit of limits) byKey.set(limit.key, [...(byKey.get(limit.key) ?? []), limit]);
      // Locks are taken in key order, so two requests sharing keys never wait on each other in a cycle.
      const keys = [...byKey.keys()].sort((a, b) => a.localeCompare(b));
      return db.transaction(async (tx) => {
        let refused: { retryAfterS: number; key: string } | null = null;
        for (const key of keys) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          // One query per key: the count and the oldest event of each of its windows.
          const windows = byKey.get(key) ?? [];
          const since = windows.map(({ windowMs }) => new Date(time.getTime() - windowMs).toISOString());
          const [row] = await tx
            .select(
              Object.fromEntries(
                since.flatMap((from, i) => [
                  [
                    `n${i}`,
                    sql<number>`count(*) filter (where ${rateLimitHits.at} > ${from}::timestamptz)`.mapWith(
                      Number,
                    ),
                  ],
                  [
                    `o${i}`,
                    sql<
                      string | null
                    >`min(${rateLimitHits.at}) filter (where ${rateLimitHits.at} > ${from}::timestamptz)`,
                  ],
                ]),
              ),
            )
            .from(rateLimitHits)
            .where(
              and(
                eq(rateLimitHits.key, key),
                gt(rateLimitHits.at, new Date(time.getTime() - Math.max(...windows.map((w) => w.windowMs)))),
              ),
            );
          for (const [i, { limit, windowMs }] of windows.entries()) {
            if (Number(row?.[`n${i}`] ?? 0) < limit) continue;
            const oldest = row?.[`o${i}`];
            const freeAt = (oldest ? new Date(oldest as string).getTime() : time.getTime()) + windowMs;
            const retryAfterS = Math.max(1, Math.ceil((freeAt - time.getTime()) / 1000));
            if (!refused || retryAfterS > refused.retryAfterS) refused = { retryAfterS, key };
          }
        }
        if (refused) return { allowed: false, retryAfterS: refused.retryAfterS, refusedKey: refused.key };
        await tx.insert(rateLimitHits).values(keys.map((key) => ({ key, at: time })));
        return { allowed: true, retryAfterS: 0 };
      });
    },
    async prune(olderThanMs) {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.at, new Date(now().getTime() - olderThanMs)));
    },
  };
}

/**
 * All limits in one script, so a hit is atomic across processes. ARGV: now, a unique member, then
 * per key (KEYS[i]) its limit, window and how long the key's events are kept. Returns
 * {0} when counted, or {wait ms, index of the refusing key}.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local wait, refused = 0, 0
for i, key in ipairs(KEYS) do
  local limit, window = tonumber(ARGV[i * 3]), tonumber(ARGV[i * 3 + 1])
  local recent = redis.call('ZRANGEBYSCORE', key, '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', 0, limit)
  if #recent / 2 >= limit then
    local free = tonumber(recent[2]) + window - now
    if free > wait then wait, refused = free, i end
  end
end
if wait > 0 then return {wait, refused} end
for i, key in ipairs(KEYS) do
  local keep = tonumber(ARGV[i * 3 + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - keep)
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, keep)
end
return {0}
`;

/** What the limiter needs of a Redis client: running a script. */
interface ScriptRunner {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

export function createRedisHit(redis: ScriptRunner, prefix: string, now: () => Date): Hit {
  return async (limits) => {
    const keep = keepFor(limits);
    const time = now().getTime();
    const reply = (await redis.eval(HIT_SCRIPT, {
      keys: limits.map(({ key }) => `${prefix}${key}`),
      arguments: [
        String(time),
        `${time}:${randomUUID()}`,
        ...limits.flatMap(({ key, limit, windowMs }) => [
          String(limit),
          String(windowMs),
          String(keep.get(key) ?? windowMs),
        ]),
      ],
    })) as number[];
    const [waitMs = 0, index = 0] = reply.map(Number);
    if (waitMs <= 0) return { allowed: true, retryAfterS: 0 };
    return {
      allowed: false,
      retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)),
      refusedKey: limits[index - 1]?.key,
    };
  };
}

export interface RateLimiterOptions {
  /** Prefix of every Redis key (tests give each server its own). */
  redisPrefix: string;
}

export default fp<RateLimiterOptions>(
  async (app, { redisPrefix }) => {
    const now = () => app.now();
    const database = createDatabaseLimiter(app.db, now);
    let hit: Hit = database.hit;
    // With REDIS_URL the limits are counted on the realtime plugin's connection, shared by every
    // process; its loss and return are logged there, once each.
    const redis = app.sharedRedis;
    if (redis) {
      const shared = createRedisHit(redis, redisPrefix, now);
      // While Redis is away the database counts, so limits still hold (per database, not shared).
      hit = async (limits) => {
        if (!redis.ready) return database.hit(limits);
        try {
          return await shared(limits);
        } catch (error) {
          app.log.warn({ err: error }, 'rate limit counted in the database: redis failed');
          return database.hit(limits);
        }
      };
    }
    app.decorate('rateLimiter', {
      hit: (limits) => hit(limits),
      async enforce(limits, message) {
        const { allowed, retryAfterS } = await hit(limits);
        if (!allowed) throw tooMany(message, retryAfterS);
      },
      prune: database.prune,
    });
  },
  { name: 'rate-limiter', dependencies: ['db', 'clock', 'realtime'] },
);
