import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { helthcheck } from '../helthcheck';
import flags from './flags';

/** The user service (base /api/user); auth, profile, orders and feedback routes join it. */
const user: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(helthcheck('user'));
  await app.register(flags);
};

export default user;
