import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sharedDatabaseProbe } from './probes';

const Health = Type.Object({
  status: Type.Enum(['ok', 'error']),
  db: Type.Enum(['ok', 'error']),
});

/**
 * `GET <service>/helthcheck` (spelled as the API clients call it): 200 when the service and its
 * database answer, 503 otherwise, so a load balancer can take the process out. The database's
 * answer is at most a second old (`sharedDatabaseProbe`).
 */
export function helthcheck(tag: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const databaseAnswers = sharedDatabaseProbe(app);
    app.get(
      '/helthcheck',
      {
        // A few dozen bytes, never compressed: no compression hooks.
        compress: false,
        schema: {
          tags: [tag],
          summary: 'Service and database health',
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        if (await databaseAnswers()) return { status: 'ok' as const, db: 'ok' as const };
        return reply.code(503).send({ status: 'error', db: 'error' });
      },
    );
  };
}
