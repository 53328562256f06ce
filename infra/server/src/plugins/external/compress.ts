import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Compresses text answers (HTML, JSON, scripts, styles) for clients that accept it. */
export default fp(
  async (app) => {
    await app.register(compress, { global: true });
  },
  { name: 'compress' },
);
