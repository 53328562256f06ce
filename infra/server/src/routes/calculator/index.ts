import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { helthcheck } from '../helthcheck';

/** The calculator service (base /api/calculator); tariff routes join it with the tariff engine. */
const calculator: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(helthcheck('calculator'));
};

export default calculator;
