import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  StaffManagerBody,
  StaffMember,
  StaffNoteBody,
  StaffOrderDetail,
  StaffOrderPage,
  StaffOrdersQuery,
  StaffStatusBody,
} from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import {
  canMoveOrder,
  isCalendarDate,
  ORDER_STATUSES,
  type OrderStatus,
} from '@dostavka/shared-kernel/domain';
import { staffModuleGuard } from '../../../flags/staff-access';
import { httpError } from '../../../http-error';
import type { RequestUser } from '../../../plugins/app/auth';
import { ErrorResponse, errorResponses } from '../../../schemas/error-response';
import { IdParams, requiredParameterErrors } from '../../../schemas/required-parameter';
import { visibleOrder } from '../order';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The orders board (issue 19): for whom its staff module (kernel's STAFF_MODULES) is on. Every action is written to the audit log.
 */
const staff: FastifyPluginAsyncTypebox = async (app) => {
  const user = (request: { user: RequestUser | null }) => request.user as RequestUser;
  const preHandler = staffModuleGuard(app, STAFF_MODULES.orders, 'The orders board is switched off for you');
  const security = [{ bearer: [] }];

  const detail = async (id: string, viewer: RequestUser) => {
    const row = await visibleOrder(app, id, viewer);
    const [order, customerEmail, manager, audit, notes] = await Promise.all([
      app.orders.detail(row),
      app.orders.board.email(row.userId),
      row.managerId ? app.orders.board.member(row.managerId) : Promise.resolve(null),
      app.audit.of('order', row.id),
      app.orders.board.notes(row.id),
    ]);
    return {
      order,
      customerEmail: customerEmail ?? '',
      placedBy: row.placedBy ? await app.orders.board.email(row.placedBy) : null,
      manager,
      nextStatuses: ORDER_STATUSES.filter((to) => canMoveOrder(row.status, to)),
      audit,
      notes,
    };
  };

  app.get(
    '/orders',
    {
      preHandler,
      schema: {
        operationId: 'staffListOrders',
        tags: ['staff'],
        summary:
          'Orders board: every order, newest first, filtered and searched, paged (EMPLOYEE+, flag staff-orders)',
        security,
        querystring: StaffOrdersQuery,
        response: { 200: StaffOrderPage, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffListOrders'),
    },
    async (request) => {
      const { status, from, to, page, limit, ...rest } = request.query;
      const statuses = status
        ? status
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
      const unknown = statuses.find((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
      if (unknown) throw httpError(400, `status: ${unknown} is not an order status`);
      for (const [name, value] of [
        ['from', from],
        ['to', to],
      ] as const)
        if (value !== undefined && !isCalendarDate(value))
          throw httpError(400, `${name}: the date must be YYYY-MM-DD`);
      if (from && to && from > to) throw httpError(400, 'from: the period starts after it ends');
      return app.orders.board.list({
        ...rest,
        status: statuses as OrderStatus[],
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        page,
        limit,
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      preHandler,
      schema: {
        operationId: 'staffGetOrder',
        tags: ['staff'],
        summary: 'One order with its customer, manager, audit log and notes (EMPLOYEE+, flag staff-orders)',
        security,
        params: IdParams,
        response: { 200: StaffOrderDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffGetOrder'),
    },
    async (request) => detail(request.params.id, user(request)),
  );

  app.post(
    '/orders/:id/status',
    {
      preHandler,
      schema: {
        operationId: 'staffChangeOrderStatus',
        tags: ['staff'],
        summary: 'Move an order along the allowed transitions, with a comment; the customer gets an e-mail',
        security,
        params: IdParams,
        body: StaffStatusBody,
        response: { 200: StaffOrderDetail, ...errors, 409: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('staffChangeOrderStatus'),
    },
    async (request) => {
      const staffer = user(request);
      const current = await visibleOrder(app, request.params.id, staffer);
      const { status, comment } = request.body;
      const moved = await app.orders.moveStatus(staffer, current, status, comment.trim());
      if (!moved) throw httpError(409, `An order that is ${current.status} cannot become ${status}`);
      return detail(current.id, staffer);
    },
  );

  app.post(
    '/orders/:id/manager',
    {
      preHandler,
      schema: {
        operationId: 'staffAssignManager',
        tags: ['staff'],
        summary: 'Assign the order to a staff member (EMPLOYEE and above), or to nobody with null',
        security,
        params: IdParams,
        body: StaffManagerBody,
        response: { 200: StaffOrderDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffAssignManager'),
    },
    async (request) => {
      const staffer = user(request);
      const current = await visibleOrder(app, request.params.id, staffer);
      const { managerId } = request.body;
      if (managerId !== null && !(await app.orders.board.member(managerId)))
        throw httpError(400, 'managerId: no staff member has this id');
      await app.orders.assignManager(staffer, current, managerId);
      return detail(current.id, staffer);
    },
  );

  app.post(
    '/orders/:id/notes',
    {
      preHandler,
      schema: {
        operationId: 'staffAddOrderNote',
        tags: ['staff'],
        summary: 'An internal note on the order (never shown to the customer)',
        security,
        params: IdParams,
        body: StaffNoteBody,
        response: { 200: StaffOrderDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffAddOrderNote'),
    },
    async (request) => {
      const staffer = user(request);
      const current = await visibleOrder(app, request.params.id, staffer);
      await app.orders.addNote(staffer, current, request.body.text.trim());
      return detail(current.id, staffer);
    },
  );

  app.get(
    '/members',
    {
      preHandler,
      schema: {
        operationId: 'staffMembers',
        tags: ['staff'],
        summary: 'Staff an order can be assigned to (EMPLOYEE and above)',
        security,
        response: { 200: Type.Array(StaffMember), ...errors },
      },
    },
    async () => app.orders.board.staff(),
  );
};

export default staff;
