import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import { Type } from 'typebox';

const Size = Type.Object({ length: Type.Number(), width: Type.Number(), height: Type.Number() });
const Weight = Type.Object({ value: Type.Number(), unit: Type.Enum(['g', 'kg', 't']) });

const Preset = Type.Object(
  {
    name: Type.String({ description: 'Translation key' }),
    slug: Type.Enum(['big_box', 'bag', 'pallet', 'mail', 'box', 'custom']),
    icon: Type.String(),
    sizes: Type.Array(Size, { description: 'cm' }),
    weights: Type.Array(Weight),
    can: Type.Object({ rotate: Type.Boolean(), stack: Type.Boolean() }),
  },
  { description: 'A packaging preset (spec section 9)' },
);

/** GET /container: the packaging presets of the consolidated calculator. */
const container: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/container',
    {
      schema: {
        operationId: 'getContainers',
        tags: ['content'],
        summary: 'Packaging presets: box, bag, pallet, envelope, small box, custom',
        response: { 200: Type.Object({ data: Type.Object({ data: Type.Array(Preset) }) }) },
      },
    },
    async () => ({ data: { data: [...PACKAGING_PRESETS] } }),
  );
};

export default container;
