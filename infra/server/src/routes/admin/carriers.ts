/**
 * The staff console's carriers module (/staff/carriers/, MODERATOR+, flag staff-carriers): each
 * carrier API's state (on/off, circuit, error rate, p95 latency, last success and fault, last
 * points sync) and a points sync on request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CarrierSlugParams, CarrierStatus, CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { staffModuleGuard } from '../../flags/staff-access';
import { httpError } from '../../http-error';
import { noStore } from '../../no-store';
import { errorResponses } from '../../schemas/error-response';

const carriers: FastifyPluginAsyncTypebox = async (app) => {
  // Its flag and lowest role are the staff module's (kernel's STAFF_MODULES), as its page's.
  const module = staffModuleGuard(app, STAFF_MODULES.carriers, 'The carriers module is switched off for you');
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/carriers',
    {
      preHandler: module,
      schema: {
        ...common,
        summary:
          'Every carrier API with its state, faults and last points sync (MODERATOR+, flag staff-carriers)',
        response: { 200: Type.Array(CarrierStatus), ...errorResponses(401, 403) },
      },
    },
    noStore(() => app.carriers.status()),
  );

  app.post(
    '/carriers/:slug/sync',
    {
      preHandler: module,
      schema: {
        ...common,
        summary: "Syncs a carrier's points of every city now and forgets its kept answers (MODERATOR+)",
        params: CarrierSlugParams,
        response: { 200: CarrierSyncOutcome, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const outcome = await app.carriers.sync(request.params.slug);
      if (!outcome) throw httpError(404, `No carrier ${request.params.slug} is on`);
      request.log.info(
        { carrier: request.params.slug, by: request.user?.id, ...outcome },
        'carrier points synced by staff',
      );
      return outcome;
    },
  );
};

export default carriers;
