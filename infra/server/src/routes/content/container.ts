import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PackagingPresets } from '@dostavka/shared-kernel/contract';
import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';

/** GET /container: the packaging presets of the consolidated calculator. */
const container: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/container',
    {
      schema: {
        operationId: 'getContainers',
        tags: ['content'],
        summary: 'Packaging presets: box, bag, pallet, envelope, small box, custom',
        response: { 200: PackagingPresets },
      },
    },
    async () => ({ data: { data: [...PACKAGING_PRESETS] } }),
  );
};

export default container;
