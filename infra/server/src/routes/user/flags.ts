import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createHash } from 'node:crypto';
import {
  FlagDefinition as Definition,
  FlagDefinitionUpdate,
  FlagsAnswer,
} from '@dostavka/shared-kernel/contract';
import type { RoleSlug as Role } from '@dostavka/shared-kernel/domain';
import { evaluateFlag, minRoleProblem } from '../../flags/evaluate';
import type { RequestUser } from '../../plugins/app/auth';
import { ErrorResponse } from '../../schemas/error-response';
import { httpError } from '../../http-error';

const FlagsQuery = Type.Object({
  targetingKey: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: "A guest's stable id for percentage rollouts" }),
  ),
});

/** A strong validator of one visitor's evaluation: the same flags, the same tag. */
const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;

/** Whether the browser's copy (If-None-Match) is the answer's tag. */
const fresh = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);

export const toDefinition = (row: {
  key: string;
  description: string;
  en: { description: string } | null;
  enabled: boolean;
  minRole: string | null;
  rolloutPercent: number;
  userIds: string[];
}) => ({ ...row, en: row.en ?? null, minRole: row.minRole as Role | null });

/**
 * Feature flags: every visitor gets the flags evaluated for them (the token is optional: a guest
 * or a bad token is evaluated as a guest); administrators read and change the definitions (every
 * change audited; the staff flags page, routes/user/staff/flags.ts, does the same behind its flag).
 */
const flags: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/flags',
    {
      schema: {
        operationId: 'getFlags',
        tags: ['user'],
        summary:
          'The feature flags evaluated for this visitor (OpenFeature provider data); an ETag lets the browser ' +
          'ask again on every navigation cheaply (304 while nothing changed for the visitor)',
        querystring: FlagsQuery,
        response: { 200: FlagsAnswer, 304: Type.Null({ description: 'nothing changed for this visitor' }) },
      },
    },
    async (request, reply) => {
      let user: RequestUser | null = null;
      const token = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
      if (token) user = await app.identify(token).catch(() => null);
      const targetingKey = user?.id ?? request.query.targetingKey ?? request.ip;
      const visitor = { targetingKey, userId: user?.id ?? null, role: user?.role ?? null };
      const rows = await app.featureFlags.all();
      const answer = { flags: Object.fromEntries(rows.map((row) => [row.key, evaluateFlag(row, visitor)])) };
      const etag = etagOf(answer);
      reply.header('cache-control', 'private, no-cache');
      reply.header('etag', etag);
      reply.header('vary', 'authorization');
      if (fresh(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return answer;
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
        body: FlagDefinitionUpdate,
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
      const problem = minRoleProblem(request.params.key, request.body.minRole);
      if (problem) throw httpError(400, problem);
      const row = await app.featureFlags.update(request.params.key, request.body, {
        actor: request.user as RequestUser,
        at: app.now(),
      });
      if (!row) throw httpError(404, `No feature flag ${request.params.key}`);
      return toDefinition(row);
    },
  );
};

export default flags;
