import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  InboxCount,
  InboxItemDetail,
  InboxPage,
  InboxQuery,
  InboxUpdateBody,
  type InboxItem,
  type InboxState,
} from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { feedbackRequests, users } from '../../../db/schema';
import { staffModuleGuard } from '../../../flags/staff-access';
import { httpError } from '../../../http-error';
import type { RequestUser } from '../../../plugins/app/auth';
import { ErrorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { Type } from 'typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ItemParams = Type.Object({ id: RequiredText({ maxLength: 100 }) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const taker = alias(users, 'taker');
const columns = { row: feedbackRequests, takerEmail: taker.email };

type Selected = { row: typeof feedbackRequests.$inferSelect; takerEmail: string | null };

const toItem = ({ row, takerEmail }: Selected): InboxItem => ({
  id: row.id,
  kind: row.kind,
  phone: row.phone,
  message: row.message,
  roistat: row.roistat,
  createdAt: row.createdAt.toISOString(),
  state: row.state,
  takenBy: row.takenBy && takerEmail ? { id: row.takenBy, email: takerEmail } : null,
  takenAt: row.takenAt?.toISOString() ?? null,
  outcome: row.outcome,
  doneAt: row.doneAt?.toISOString() ?? null,
});

/** What the audit log keeps of an item. */
const handling = (row: typeof feedbackRequests.$inferSelect) => ({
  state: row.state,
  takenBy: row.takenBy,
  outcome: row.outcome,
});

async function itemOf(app: FastifyInstance, id: string): Promise<InboxItem> {
  if (!UUID.test(id)) throw httpError(404, 'No inbox item has this id');
  const [found] = await app.db
    .select(columns)
    .from(feedbackRequests)
    .leftJoin(taker, eq(taker.id, feedbackRequests.takenBy))
    .where(eq(feedbackRequests.id, id));
  if (!found) throw httpError(404, 'No inbox item has this id');
  return toItem(found);
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
      const filters: SQL[] = [];
      if (state) filters.push(eq(feedbackRequests.state, state));
      if (kind) filters.push(eq(feedbackRequests.kind, kind));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        app.db
          .select(columns)
          .from(feedbackRequests)
          .leftJoin(taker, eq(taker.id, feedbackRequests.takenBy))
          .where(where)
          .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(feedbackRequests).where(where),
      ]);
      const total = counted?.total ?? 0;
      return { data: rows.map(toItem), total, next: page * limit < total ? { page: page + 1 } : null };
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
      const [counted] = await app.db
        .select({ total: count() })
        .from(feedbackRequests)
        .where(eq(feedbackRequests.state, 'new'));
      reply.header('cache-control', 'private, no-store');
      return { new: counted?.total ?? 0 };
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
        params: ItemParams,
        response: { 200: InboxItemDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffInboxItem'),
    },
    async (request) => ({
      item: await itemOf(app, request.params.id),
      audit: await app.audit.of('inbox', request.params.id),
    }),
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
        params: ItemParams,
        body: InboxUpdateBody,
        response: { 200: InboxItemDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffInboxState'),
    },
    async (request) => {
      const staffer = request.user as RequestUser;
      const { id } = request.params;
      const state: InboxState = request.body.state;
      const outcome = request.body.outcome?.trim() || null;
      if (!UUID.test(id)) throw httpError(404, 'No inbox item has this id');
      if (state === 'done' && !outcome) throw httpError(400, 'outcome: say what came of it to mark it done');
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(feedbackRequests)
          .where(eq(feedbackRequests.id, id))
          .for('update');
        if (!before) throw httpError(404, 'No inbox item has this id');
        const back = state === 'new';
        const takes = !back && !before.takenBy;
        const [after] = await tx
          .update(feedbackRequests)
          .set({
            state,
            takenBy: back ? null : (before.takenBy ?? staffer.id),
            takenAt: back ? null : takes ? now : before.takenAt,
            outcome: outcome ?? before.outcome,
            doneAt: state === 'done' ? now : null,
          })
          .where(eq(feedbackRequests.id, id))
          .returning();
        if (!after) throw httpError(404, 'No inbox item has this id');
        await app.audit.record(
          {
            actor: staffer,
            action: 'inbox.state',
            entity: 'inbox',
            entityId: id,
            before: handling(before),
            after: handling(after),
            comment: outcome,
            at: now,
          },
          tx,
        );
      });
      return { item: await itemOf(app, id), audit: await app.audit.of('inbox', id) };
    },
  );
};

export default inbox;
