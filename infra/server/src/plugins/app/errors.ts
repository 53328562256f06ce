import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isPoolTimeout } from '../../db/client';
import { errorResponse } from '../../schemas/error-response';

/** Seconds a client refused for want of a database connection waits before it tries again. */
export const BUSY_RETRY_AFTER_S = 2;

/**
 * Bad input gets its 4xx with the reason; anything else is a 5xx whose details stay in the log.
 * Unknown API paths answer JSON; other missing things (files, remotes' assets) a plain 404.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
      // Overload: no connection came free in time, so nothing was written; come back shortly.
      if (status === 500 && isPoolTimeout(error)) {
        request.log.warn({ err: error }, 'refused: no database connection came free in time');
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_S))
          .send(errorResponse(503, 'The server is busy: try again in a few seconds'));
      }
      // A deliberate 5xx (e.g. 503 'try again in a minute') marks its message safe with `expose`.
      if (status >= 500 && (error as { expose?: boolean }).expose !== true) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(errorResponse(status, 'Something went wrong on our side'));
      }
      if (status >= 500) request.log.warn({ err: error }, 'service unavailable');
      else request.log.info({ err: error }, 'bad request');
      // e.g. Retry-After of a 429.
      const { headers } = error as { headers?: Record<string, string> };
      if (headers) void reply.headers(headers);
      const { problems } = error as { problems?: Array<{ path: string; message: string }> };
      return reply.code(status).send({
        ...errorResponse(status, error.message),
        ...(problems && problems.length > 0 && { problems }),
      });
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply
          .code(404)
          .send(errorResponse(404, `No ${request.method} ${request.url.split('?')[0]} in the API`));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'errors' },
);
