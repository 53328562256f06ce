import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import car from './car';
import city from './city';
import container from './container';
import page from './content/page';

/** The content service (base /api/content): the fleet, packaging, cities, regions and pages. */
const content: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(car);
  await app.register(container);
  await app.register(city, { prefix: '/city' });
  await app.register(page, { prefix: '/content' });
};

export default content;
