import { lte, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { refreshTokens, signInCodes } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer matter, hourly: expired idempotency keys, captcha solutions, sign-in
 * codes and refresh-token families, and rate-limit events older than the longest window.
 * Every process runs it; the deletes are idempotent.
 */
export default fp(
  async (app) => {
    const sweep = async () => {
      const now = app.now();
      await app.idempotency.prune();
      await app.captcha.prune();
      await app.rateLimiter.prune(HOUR_MS);
      await app.db.delete(signInCodes).where(lte(signInCodes.expiresAt, now));
      await app.db
        .delete(refreshTokens)
        .where(or(lte(refreshTokens.familyExpiresAt, now), lte(refreshTokens.revokedAt, now)));
    };
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
    app.decorate('sweep', sweep);
  },
  { name: 'housekeeping', dependencies: ['db', 'clock', 'idempotency', 'captcha', 'rate-limiter'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the hourly clean-up now (tests). */
    sweep(): Promise<void>;
  }
}
