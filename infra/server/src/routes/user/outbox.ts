import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageLimit } from '@dostavka/shared-kernel/contract';
import { OutboxMails } from '../../schemas/outbox-mail';

/**
 * The local outbox over HTTP, registered only where OUTBOX_HTTP allows it (development and tests
 * by default): end-to-end tests read sign-in codes here.
 */
const outbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'readOutbox',
        tags: ['user'],
        summary: 'Development and tests only: mail kept in the local outbox, newest first',
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 254, description: 'only mail to this address' })),
          limit: PageLimit(100, { default: 20 }),
        }),
        response: { 200: OutboxMails },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.outbox.list(to, limit);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};

export default outbox;
