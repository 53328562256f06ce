import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { helthcheck } from '../helthcheck';
import analytics from './analytics';
import rateCards from './rate-cards';
import tariffs from './tariffs';

/** The calculator service (base /api/calculator): tariffs, staff analytics and rate cards. */
const calculator: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(helthcheck('calculator'));
  await app.register(tariffs);
  await app.register(analytics);
  await app.register(rateCards);
};

export default calculator;
