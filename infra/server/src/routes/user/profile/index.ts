import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLE_LEVELS, roleLevel } from '@dostavka/shared-kernel/domain';
import type { RequestUser } from '../../../plugins/app/auth';
import { ErrorResponse } from '../../../schemas/error-response';
import { requiredParameterErrors } from '../../../schemas/required-parameter';
import { OrderListItem } from '../order/schemas';

const ProfileUser = Type.Object({
  uuid: Type.String(),
  email: Type.String(),
  name: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  role: Type.Object({
    slug: Type.Enum(Object.keys(ROLE_LEVELS) as Array<keyof typeof ROLE_LEVELS>),
    level: Type.Integer({ description: 'higher is more rights: USER 1 ... ADMIN 5' }),
  }),
});
const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** The signed-in user and their order history. */
const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getProfile',
        tags: ['user'],
        summary: 'The signed-in user, with role slug and level',
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ user: ProfileUser }), ...errors },
      },
    },
    async (request) => {
      const user = await app.users.findById((request.user as RequestUser).id);
      if (!user) throw Object.assign(new Error('This account no longer exists'), { statusCode: 401 });
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
        summary: 'The user’s orders, newest first; next.page is null on the last page',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, maximum: 100_000 }),
          limit: Type.Integer({ minimum: 1, maximum: 50, description: 'the site asks for 10' }),
        }),
        response: {
          200: Type.Object({
            orders: Type.Array(OrderListItem),
            next: Type.Optional(Type.Union([Type.Object({ page: Type.Integer() }), Type.Null()])),
          }),
          ...errors,
        },
      },
      schemaErrorFormatter: requiredParameterErrors('getOrders'),
    },
    (request) =>
      app.orders.listByUser((request.user as RequestUser).id, request.query.page, request.query.limit),
  );
};

export default profile;
