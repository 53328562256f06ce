import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import carriers from './carriers';
import remotes from './remotes';

/** The administrators' API (base /api/admin). */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(remotes);
  await app.register(carriers);
};

export default admin;
