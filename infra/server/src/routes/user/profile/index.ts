import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { roleLevel } from '@dostavka/shared-kernel/domain';
import type { RequestUser } from '../../../plugins/app/auth';
import { ErrorResponse } from '../../../schemas/error-response';
import { requiredParameterErrors } from '../../../schemas/required-parameter';
import { OrderListPage, PageLimit, PageNumber, ProfileAnswer } from '@dostavka/shared-kernel/contract';
import { httpError } from '../../../http-error';

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
        summary: 'The user’s orders, newest first; next.page is null on the last page',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          page: PageNumber(),
          limit: PageLimit(50, { description: 'the site asks for 10' }),
        }),
        response: {
          200: OrderListPage,
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
