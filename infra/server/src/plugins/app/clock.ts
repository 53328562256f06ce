import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; every expiry (codes, tokens, keys, limits) is measured with it. */
    now(): Date;
  }
}

export interface ClockOptions {
  /** Tests move time forward with their own clock. */
  now?: () => Date;
}

export default fp<ClockOptions>(
  async (app, { now }) => {
    app.decorate('now', now ?? (() => new Date()));
  },
  { name: 'clock' },
);
