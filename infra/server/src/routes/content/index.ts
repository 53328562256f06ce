import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import city from './city';
import page from './content/page';

/** The content service (base /api/content): cities, regions and pages. */
const content: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(city, { prefix: '/city' });
  await app.register(page, { prefix: '/content' });
};

export default content;
