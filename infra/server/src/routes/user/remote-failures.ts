import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RemoteFailureReportBody } from '@dostavka/shared-kernel/contract';
import { httpError } from '../../http-error';
import { ErrorResponse } from '../../schemas/error-response';

// A tab sends at most five; an address that sends more is refused for a while.
const PER_ADDRESS = { limit: 30, windowMs: 10 * 60 * 1000 };

/** Failure reports of the remotes (issue 14): logged and counted for the remote's version. */
const remoteFailures: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/remote-failures',
    {
      schema: {
        operationId: 'reportRemoteFailure',
        tags: ['user'],
        summary: "A remote that failed to load or mount, or whose page threw, in a visitor's browser",
        body: RemoteFailureReportBody,
        response: { 204: Type.Null(), 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { allowed, retryAfterS } = await app.rateLimiter.hit([
        { key: `remote-failure:ip:${request.ip}`, ...PER_ADDRESS },
      ]);
      if (!allowed)
        throw httpError(429, 'Too many failure reports; try later', {
          headers: { 'retry-after': String(retryAfterS) },
        });
      const { remote, manifestUrl, kind, message } = request.body;
      const version = app.remoteRegistry.versionOf(remote, manifestUrl);
      await app.remoteRegistry.countFailure(remote, version);
      // Labels only from the registry's own names: a made-up remote cannot grow the series.
      app.metrics.remoteFailures.inc({ remote: version === 'other' ? 'other' : remote, version, kind });
      request.log.warn({ remote, version, kind, failure: message }, 'remote failed in the browser');
      return reply.code(204).send(null);
    },
  );
};

export default remoteFailures;
