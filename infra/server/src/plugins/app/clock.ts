import fp from 'fastify-plugin';
import { companyToday } from '@dostavka/shared-kernel/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; every expiry (codes, tokens, keys, limits) is measured with it. */
    now(): Date;
    /** The company's calendar date (YYYY-MM-DD) at `now()`: loading dates are checked against it. */
    today(): string;
  }
}

export interface ClockOptions {
  /** Tests move time forward with their own clock. */
  now?: () => Date;
}

export default fp<ClockOptions>(
  async (app, { now = () => new Date() }) => {
    app.decorate('now', now);
    app.decorate('today', () => companyToday(now()));
    // The first time-zone conversion of a process builds its date formatter (milliseconds of
    // CPU): done here, at start, rather than in the first visitor's search.
    companyToday(now());
  },
  { name: 'clock' },
);
