import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import remotes from './remotes';

/** The administrators' API (base /api/admin). */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(remotes);
};

export default admin;
