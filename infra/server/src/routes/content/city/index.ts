import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import popular from './popular';
import search from './search';

const city: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(popular);
  await app.register(search);
};

export default city;
