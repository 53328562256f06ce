import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InboxCount,
  InboxItemDetail,
  InboxPage,
  InboxQuery,
  InboxUpdateBody,
  type InboxItem,
} from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { isUuid } from '../../../db/uuid';
import { staffModuleGuard } from '../../../flags/staff-access';
import { httpError } from '../../../http-error';
import type { RequestUser } from '../../../plugins/app/auth';
import { errorResponses } from '../../../schemas/error-response';
import { IdParams, requiredParameterErrors } from '../../../schemas/required-parameter';

const errors = errorResponses(400, 401, 403, 404);
const NO_ITEM = 'No inbox item has this id';

/** An item with its audit log (404 when none has this id). */
async function detail(app: FastifyInstance, id: string, found?: InboxItem | null) {
  const item = found === undefined ? await app.inbox.find(id) : found;
  if (!item) throw httpError(404, NO_ITEM);
  return { item, audit: await app.audit.of('inbox', id) };
}

/**
 * The staff inbox (issue 19): feedback messages and callback requests, taken and done with an
 * outcome. For whom its staff module (kernel's STAFF_MODULES) is on; every change audited
 * (entity 'inbox').
 */
const inbox: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = staffModuleGuard(app, STAFF_MODULES.inbox, 'The inbox is switched off for you');
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      preHandler,
      schema: {
        operationId: 'staffInbox',
        tags: ['staff'],
        summary:
          'Feedback messages and callback requests, newest first, by state and kind (EMPLOYEE+, flag staff-inbox)',
        security,
        querystring: InboxQuery,
        response: { 200: InboxPage, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffInbox'),
    },
    async (request) => {
      const { state, kind, page, limit } = request.query;
      return app.inbox.list({ state, kind }, page, limit);
    },
  );

  app.get(
    '/count',
    {
      preHandler,
      schema: {
        operationId: 'staffInboxCount',
        tags: ['staff'],
        summary: 'How many inbox items are new (the staff menu’s badge)',
        security,
        response: { 200: InboxCount, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { new: await app.inbox.countNew() };
    },
  );

  app.get(
    '/:id',
    {
      preHandler,
      schema: {
        operationId: 'staffInboxItem',
        tags: ['staff'],
        summary: 'One inbox item with its audit log',
        security,
        params: IdParams,
        response: { 200: InboxItemDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffInboxItem'),
    },
    async (request) => detail(app, request.params.id),
  );

  app.post(
    '/:id/state',
    {
      preHandler,
      schema: {
        operationId: 'staffInboxState',
        tags: ['staff'],
        summary:
          'Take an item (in_progress), mark it done with the outcome, or return it to new; audited (entity inbox)',
        security,
        params: IdParams,
        body: InboxUpdateBody,
        response: { 200: InboxItemDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffInboxState'),
    },
    async (request) => {
      const { id } = request.params;
      const outcome = request.body.outcome?.trim() || null;
      if (!isUuid(id)) throw httpError(404, NO_ITEM);
      if (request.body.state === 'done' && !outcome)
        throw httpError(400, 'outcome: say what came of it to mark it done');
      const staffer = request.user as RequestUser;
      return detail(app, id, await app.inbox.changeState(staffer, id, request.body.state, outcome));
    },
  );
};

export default inbox;
