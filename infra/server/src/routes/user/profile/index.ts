import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCalendarDate, isOrderStatus, roleLevel, type OrderStatus } from '@dostavka/shared-kernel/domain';
import type { RequestUser } from '../../../plugins/app/auth';
import { errorResponses } from '../../../schemas/error-response';
import { requiredParameterErrors } from '../../../schemas/required-parameter';
import { OrderListPage, ProfileAnswer, UserOrdersQuery } from '@dostavka/shared-kernel/contract';
import { httpError } from '../../../http-error';
import { HISTORY_EARLIEST_DATE } from '@dostavka/shared-kernel/rules';
import contacts from './contacts';

const errors = errorResponses(400, 401);

/** The signed-in user, their order history and their address book. */
const profile: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(contacts, { prefix: '/contacts' });

  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getProfile',
        tags: ['user'],
        summary: 'The signed-in user, with role slug and level',
        security: [{ bearer: [] }],
        response: { 200: ProfileAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await app.users.findById((request.user as RequestUser).id);
      if (!user) throw httpError(401, 'This account no longer exists');
      return {
        user: {
          uuid: user.id,
          email: user.email,
          ...(user.name ? { name: user.name } : {}),
          ...(user.phone ? { phone: user.phone } : {}),
          role: { slug: user.role, level: roleLevel(user.role) },
        },
      };
    },
  );

  app.get(
    '/orders',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOrders',
        tags: ['user'],
        summary:
          'The user’s orders, newest first, of some statuses and placed in a period; next.page is null on the last page',
        security: [{ bearer: [] }],
        querystring: UserOrdersQuery,
        response: {
          200: OrderListPage,
          ...errors,
        },
      },
      schemaErrorFormatter: requiredParameterErrors('getOrders'),
    },
    (request) => {
      const { page, limit, status, from, to } = request.query;
      const statuses = (status ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = statuses.find((s) => !isOrderStatus(s));
      if (unknown !== undefined) throw httpError(400, `status: ${unknown} is not an order status`);
      for (const [name, value] of [
        ['from', from],
        ['to', to],
      ] as const)
        if (value && (!isCalendarDate(value) || value < HISTORY_EARLIEST_DATE))
          throw httpError(400, `${name}: the date must be YYYY-MM-DD, ${HISTORY_EARLIEST_DATE} or later`);
      if (from && to && from > to) throw httpError(400, 'from: the period starts after it ends');
      return app.orders.listByUser((request.user as RequestUser).id, page, limit, {
        status: statuses as OrderStatus[],
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
    },
  );
};

export default profile;
