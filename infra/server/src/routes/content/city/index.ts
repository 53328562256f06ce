import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import content from './content';
import distance from './distance';
import list from './list';
import popular from './popular';
import search from './search';

const city: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(list);
  await app.register(content);
  await app.register(distance);
  await app.register(popular);
  await app.register(search);
};

export default city;
