import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ChangeDatesBody,
  ChangeOrderStatusBody,
  CreateOrderBody,
  OrderDetail,
  OrderRef,
  Waybill,
} from '@dostavka/shared-kernel/contract';
import { canChangeLoadingDate, latestLoadingDate, roleIs, roleLevel } from '@dostavka/shared-kernel/domain';
import type { OrderRow } from '../../../db/schema';
import type { RequestUser } from '../../../plugins/app/auth';
import { httpError } from '../../../http-error';
import { ErrorResponse, errorResponses } from '../../../schemas/error-response';
import { IdParams, RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { strictBodyTypes } from '../../../schemas/strict-body-types';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const errors = errorResponses(400, 401, 403, 404);

/** Staff (EMPLOYEE and above) see every order; others only their own, and nobody learns that others exist. */
export async function visibleOrder(app: FastifyInstance, id: string, viewer: RequestUser): Promise<OrderRow> {
  const order = await app.orders.find(id);
  if (!order || (order.userId !== viewer.id && !roleIs.atLeast(viewer.role, 'EMPLOYEE'))) {
    throw httpError(404, 'No such order');
  }
  return order;
}

/** Orders (bearer token): create, read, loading date, status, waybill. */
const order: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const user = (request: { user: RequestUser | null }) => request.user as RequestUser;

  app.post(
    '/create',
    {
      ...signedIn,
      schema: {
        operationId: 'createOrder',
        tags: ['user'],
        summary: 'Place an order; its tariff must carry a valid quote for the same route, cargo and total',
        security: [{ bearer: [] }],
        body: CreateOrderBody,
        response: { 201: OrderDetail, ...errors, 409: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('createOrder'),
      // Types as sent: a name of `true` or a number is a 400, not the text "true".
      preValidation: strictBodyTypes(CreateOrderBody),
    },
    async (request, reply) => {
      const stored = await app.orders.place(user(request), request.body, request.headers);
      return reply.code(stored.statusCode as 201).send(stored.body as OrderDetail);
    },
  );

  app.get(
    '/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getOrder',
        tags: ['user'],
        summary: 'One order, by uuid or number: its owner or staff (EMPLOYEE and above)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: OrderDetail, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('getOrder'),
    },
    async (request) => app.orders.detail(await visibleOrder(app, request.params.id, user(request))),
  );

  app.post(
    '/change/dates',
    {
      ...signedIn,
      schema: {
        operationId: 'changeOrderDates',
        tags: ['user'],
        summary: 'Move the loading date (today or later) while the cargo is not picked up',
        security: [{ bearer: [] }],
        body: ChangeDatesBody,
        response: { 200: OrderDetail, ...errors, 409: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('changeOrderDates'),
    },
    async (request) => {
      const { uuid, date } = request.body;
      const current = await visibleOrder(app, uuid, user(request));
      if (!DATE.test(date) || Number.isNaN(Date.parse(date)))
        throw httpError(400, 'The date must be YYYY-MM-DD');
      if (date < app.today()) throw httpError(400, 'The loading date cannot be in the past');
      // The price was calculated for one loading date; it holds a few days later, not for any date.
      const latest = latestLoadingDate(current.delivery.date);
      if (date > latest) {
        throw httpError(
          409,
          `The price holds for loading until ${latest}: for a later date calculate the delivery again and place a new order`,
        );
      }
      const changed = await app.orders.moveLoadingDate(user(request), current, date);
      if (!changed)
        throw httpError(409, 'The cargo has already been picked up: the loading date cannot change');
      return app.orders.detail(changed);
    },
  );

  app.post(
    '/status',
    {
      preHandler: app.requireRole('EMPLOYEE'),
      schema: {
        operationId: 'changeOrderStatus',
        tags: ['user'],
        summary: 'Staff (EMPLOYEE and above): move an order forward on its timeline, or cancel it',
        security: [{ bearer: [] }],
        body: ChangeOrderStatusBody,
        response: { 200: OrderDetail, ...errors, 409: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('changeOrderStatus'),
    },
    async (request) => {
      const staff = user(request);
      const current = await visibleOrder(app, request.body.uuid, staff);
      const moved = await app.orders.moveStatus(
        staff,
        current,
        request.body.status,
        request.body.comment ?? null,
      );
      if (!moved)
        throw httpError(409, `An order that is ${current.status} cannot become ${request.body.status}`);
      return app.orders.detail(moved);
    },
  );

  app.post(
    '/cancel',
    {
      ...signedIn,
      schema: {
        operationId: 'cancelOrder',
        tags: ['user'],
        summary: 'The owner cancels an order whose cargo has not been picked up yet',
        security: [{ bearer: [] }],
        body: OrderRef,
        response: { 200: OrderDetail, ...errors, 409: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('cancelOrder'),
    },
    async (request) => {
      const viewer = user(request);
      const current = await visibleOrder(app, request.body.uuid, viewer);
      if (current.userId !== viewer.id) throw httpError(403, 'Only the customer cancels an order here');
      const moved = await app.orders.moveStatus(viewer, current, 'cancelled', null, canChangeLoadingDate);
      if (!moved)
        throw httpError(
          409,
          'The cargo has already been picked up: the order can no longer be cancelled online',
        );
      return app.orders.detail(moved);
    },
  );

  app.post(
    '/waybill/create',
    {
      ...signedIn,
      schema: {
        operationId: 'createWaybill',
        tags: ['user'],
        summary: 'A download link to the order waybill (PDF), valid 10 minutes',
        security: [{ bearer: [] }],
        body: OrderRef,
        response: { 200: Waybill, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('createWaybill'),
    },
    async (request) => {
      const viewer = user(request);
      const found = await visibleOrder(app, request.body.uuid, viewer);
      const { token, expiresAt } = app.waybills.sign(found.id, viewer.id, app.now());
      // This route's own path, whatever prefix the service is mounted under:
      // .../order/waybill/<id>/<token>. The token is in the path, not the query, and the log
      // masks it (src/logging.ts).
      const base = (request.routeOptions.url ?? '').replace(/\/create$/, '');
      return {
        url: `${base}/${found.id}/${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/waybill/:id/:token',
    {
      schema: {
        operationId: 'downloadWaybill',
        tags: ['user'],
        summary: 'The waybill PDF, by the link POST /order/waybill/create gave',
        params: Type.Object({
          id: RequiredText({ maxLength: 100 }),
          token: RequiredText({ maxLength: 500 }),
        }),
        querystring: Type.Object({
          lang: Type.Optional(
            Type.Enum(['ru', 'en'] as const, { description: 'the language of the PDF; Russian unless told' }),
          ),
        }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
        produces: ['application/pdf'],
      },
      schemaErrorFormatter: requiredParameterErrors('downloadWaybill'),
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const userId = app.waybills.verify(token, id, app.now());
      if (!userId) throw httpError(404, 'This waybill link is not valid or has expired: create a new one');
      const viewer = await app.users.findById(userId);
      if (!viewer) throw httpError(404, 'No such order');
      const found = await visibleOrder(app, id, {
        id: viewer.id,
        role: viewer.role,
        level: roleLevel(viewer.role),
      });
      const pdf = await app.waybills.render(await app.orders.detail(found), request.query.lang ?? 'ru');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="waybill-${found.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default order;
