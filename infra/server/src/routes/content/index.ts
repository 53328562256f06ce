import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import car from './car';
import city from './city';
import container from './container';
import page from './content/page';
import dadata from './dadata';
import direction from './direction';
import faq from './faq';
import points from './points';
import region from './region';

/** The content service (base /api/content): the fleet, packaging, cities, directions, FAQ, pages, suggestions, regions, pick-up points. */
const content: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(car);
  await app.register(container);
  await app.register(city, { prefix: '/city' });
  await app.register(page, { prefix: '/content' });
  await app.register(direction, { prefix: '/content/direction' });
  await app.register(faq, { prefix: '/content/faq' });
  await app.register(dadata, { prefix: '/dadata' });
  await app.register(region, { prefix: '/region' });
  await app.register(points);
};

export default content;
