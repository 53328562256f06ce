import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivateRemoteBody,
  RegisterRemoteVersionBody,
  RegistryAnswer,
  RegistryRemote,
  RemoteNameParams,
  RemoteVersionInfo,
  RemoteVersionParams,
} from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { noStore } from '../../no-store';
import { errorResponses } from '../../schemas/error-response';

const DENIED = [401, 403];

/**
 * The remote registry for administrators: versions, activation, canaries and rollbacks. The role
 * is the staff module's (/staff/remotes/); its flag only hides the page: releases call this API
 * from a pipeline (scripts/release.mjs), which a switched-off page must not stop.
 */
const remotes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.requireRole(STAFF_MODULES.remotes.minRole);
  const actor = (user: { id: string } | null) => user?.id ?? 'unknown';

  app.get(
    '/remotes',
    {
      preHandler: admin,
      schema: {
        operationId: 'getRemoteRegistry',
        tags: ['admin'],
        summary:
          'Every remote with its versions, the active one, the canary, the history and error counts (ADMIN)',
        response: { 200: RegistryAnswer, ...errorResponses(...DENIED) },
      },
    },
    noStore(() => app.remoteRegistry.list()),
  );

  app.post(
    '/remotes/:name/versions',
    {
      preHandler: admin,
      schema: {
        operationId: 'registerRemoteVersion',
        tags: ['admin'],
        summary:
          'Registers a version: the server fetches its manifest, checks what it exposes and its kernel range, and records the SHA-256 of manifest and entry (ADMIN)',
        params: RemoteNameParams,
        body: RegisterRemoteVersionBody,
        response: { 201: RemoteVersionInfo, ...errorResponses(400, ...DENIED, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { version, manifestUrl } = request.body;
      const info = await app.remoteRegistry.register(
        request.params.name,
        version,
        manifestUrl,
        actor(request.user),
      );
      return reply.code(201).send(info);
    },
  );

  app.post(
    '/remotes/:name/activate',
    {
      preHandler: admin,
      schema: {
        operationId: 'activateRemoteVersion',
        tags: ['admin'],
        summary:
          'Makes a registered version active on every server process at once; with canaryPercent only that share of visitors (sticky) gets it (ADMIN)',
        params: RemoteNameParams,
        body: ActivateRemoteBody,
        response: { 200: RegistryRemote, ...errorResponses(400, ...DENIED, 404, 409) },
      },
    },
    async (request) => app.remoteRegistry.activate(request.params.name, request.body, actor(request.user)),
  );

  app.post(
    '/remotes/:name/rollback',
    {
      preHandler: admin,
      schema: {
        operationId: 'rollbackRemote',
        tags: ['admin'],
        summary:
          'Ends the running canary, or else returns to the previous active version, in one call (ADMIN)',
        params: RemoteNameParams,
        response: { 200: RegistryRemote, ...errorResponses(...DENIED, 404, 409) },
      },
    },
    async (request) => app.remoteRegistry.rollback(request.params.name, actor(request.user)),
  );

  app.delete(
    '/remotes/:name/versions/:version',
    {
      preHandler: admin,
      schema: {
        operationId: 'deleteRemoteVersion',
        tags: ['admin'],
        summary:
          'Removes a version that is neither active nor canary (and from the rollback history); its origin leaves the Content-Security-Policy once no version uses it (ADMIN)',
        params: RemoteVersionParams,
        response: { 200: RegistryRemote, ...errorResponses(400, ...DENIED, 404, 409) },
      },
    },
    async (request) =>
      app.remoteRegistry.deleteVersion(request.params.name, request.params.version, actor(request.user)),
  );
};

export default remotes;
