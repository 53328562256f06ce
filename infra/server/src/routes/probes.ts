import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { selectOne } from '../db/client';
import { noStore } from '../no-store';

const PROBE_TIMEOUT_MS = 2_000;
const State = Type.Enum(['up', 'down']);
const Readiness = Type.Object({
  status: Type.Enum(['ready', 'not ready']),
  database: State,
  /** Absent without REDIS_URL. */
  redis: Type.Optional(State),
});

/** Whether the database answers `select 1` within the timeout. */
export async function databaseUp(app: FastifyInstance, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([selectOne(app.db).then(() => true), late]);
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: the database does not answer');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** How long a health check's answer about the database is given again without asking it. */
export const HEALTH_KEEP_MS = 1_000;

/**
 * `databaseUp` for the health checks, which balancers and monitors poll as fast as they like:
 * at most one probe at a time, and its answer given again for `keepMs`, so a burst of checks
 * costs one `select 1`, not one each.
 */
export function sharedDatabaseProbe(app: FastifyInstance, keepMs = HEALTH_KEEP_MS): () => Promise<boolean> {
  let last: { at: number; up: Promise<boolean> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= keepMs) last = { at: now, up: databaseUp(app) };
    return last.up;
  };
}

/**
 * `GET /healthz`: the process is alive (always 200 while it serves at all). `GET /readyz`: it
 * can serve, its database and (when configured) Redis answer; 503 naming the one that is down,
 * so a balancer takes the process out until they are back.
 */
const probes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['probes'];
  app.get(
    '/healthz',
    {
      // Answers of a few dozen bytes, never compressed: no compression hooks.
      compress: false,
      schema: {
        tags,
        summary: 'Liveness: the process is up',
        response: { 200: Type.Object({ status: Type.Literal('alive') }) },
      },
    },
    noStore(() => ({ status: 'alive' as const })),
  );

  app.get(
    '/readyz',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Readiness: the database and, when configured, Redis answer (503 names what is down)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        databaseUp(app),
        app.sharedRedis ? app.sharedRedis.ping(PROBE_TIMEOUT_MS) : Promise.resolve(null),
      ]);
      const ready = database && redis !== false;
      reply.header('cache-control', 'no-store');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        database: database ? 'up' : 'down',
        ...(redis === null ? {} : { redis: redis ? 'up' : 'down' }),
      });
    },
  );
};

export default probes;
