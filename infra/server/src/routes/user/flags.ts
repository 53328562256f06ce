import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FlagsAnswer, RoleSlug } from '@dostavka/shared-kernel/contract';
import type { RoleSlug as Role } from '@dostavka/shared-kernel/domain';
import { evaluateFlag } from '../../flags/evaluate';
import type { RequestUser } from '../../plugins/app/auth';
import { ErrorResponse } from '../../schemas/error-response';
import { httpError } from '../../http-error';

const FlagsQuery = Type.Object({
  targetingKey: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: "A guest's stable id for percentage rollouts" }),
  ),
});

const Definition = Type.Object({
  key: Type.String(),
  description: Type.String(),
  enabled: Type.Boolean(),
  minRole: Type.Union([RoleSlug, Type.Null()]),
  rolloutPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  userIds: Type.Array(Type.String()),
});

const DefinitionUpdate = Type.Partial(
  Type.Object({
    description: Type.String({ minLength: 1, maxLength: 300 }),
    enabled: Type.Boolean(),
    minRole: Type.Union([RoleSlug, Type.Null()]),
    rolloutPercent: Type.Integer({ minimum: 0, maximum: 100 }),
    userIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }),
  }),
  { additionalProperties: false, minProperties: 1 },
);

const toDefinition = (row: {
  key: string;
  description: string;
  enabled: boolean;
  minRole: string | null;
  rolloutPercent: number;
  userIds: string[];
}) => ({ ...row, minRole: row.minRole as Role | null });

/**
 * Feature flags: every visitor gets the flags evaluated for them (the token is optional: a guest
 * or a bad token is evaluated as a guest); administrators read and change the definitions.
 */
const flags: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/flags',
    {
      schema: {
        operationId: 'getFlags',
        tags: ['user'],
        summary: 'The feature flags evaluated for this visitor (OpenFeature provider data)',
        querystring: FlagsQuery,
        response: { 200: FlagsAnswer },
      },
    },
    async (request, reply) => {
      let user: RequestUser | null = null;
      const token = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
      if (token) user = await app.identify(token).catch(() => null);
      const targetingKey = user?.id ?? request.query.targetingKey ?? request.ip;
      const visitor = { targetingKey, userId: user?.id ?? null, role: user?.role ?? null };
      const rows = await app.featureFlags.all();
      reply.header('cache-control', 'private, no-cache');
      return { flags: Object.fromEntries(rows.map((row) => [row.key, evaluateFlag(row, visitor)])) };
    },
  );

  app.get(
    '/flags/definitions',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        operationId: 'getFlagDefinitions',
        tags: ['user'],
        summary: 'Every feature flag as defined (ADMIN)',
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Definition), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => (await app.featureFlags.all()).map(toDefinition),
  );

  app.put(
    '/flags/definitions/:key',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        operationId: 'updateFlagDefinition',
        tags: ['user'],
        summary: 'Switch a feature flag, change its role, rollout or listed users (ADMIN)',
        security: [{ bearer: [] }],
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: DefinitionUpdate,
        response: {
          200: Definition,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const row = await app.featureFlags.update(request.params.key, request.body);
      if (!row) throw httpError(404, `No feature flag ${request.params.key}`);
      return toDefinition(row);
    },
  );
};

export default flags;
