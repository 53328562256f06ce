import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import { lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { captchaSolutions } from '../../db/schema';
import { httpError } from '../../http-error';

/** A challenge must be solved and used within this time. */
export const CAPTCHA_TTL_S = 10 * 60;
const ALGORITHM = 'SHA-256';

export interface Captcha {
  /** A new signed ALTCHA challenge for the widget. */
  challenge(): Promise<Challenge>;
  /** Accepts a solved payload (base64 JSON) once; throws a 400 with the reason otherwise. */
  verify(payload: string): Promise<void>;
  prune(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export interface CaptchaOptions {
  /** Difficulty: the number the solver has to find lies in [maxNumber / 2, maxNumber]. */
  maxNumber: number;
}

const badCaptcha = (message: string) => httpError(400, message);

/**
 * ALTCHA proof of work, self-hosted: challenges are signed with keys derived from the server
 * secret (several processes share them) and each solution is spent once, in the database.
 */
export default fp<CaptchaOptions>(
  async (app, { maxNumber }) => {
    const derive = (label: string) =>
      createHmac('sha256', app.serverSecret).update(`dostavka captcha ${label} v1`).digest('hex');
    const hmacSignatureSecret = derive('challenge');
    const hmacKeySignatureSecret = derive('key');
    // Spent solutions, kept in the database so that every process refuses a replay.
    const store = {
      async get() {
        return undefined;
      },
      async set() {},
      async setIfAbsent(id: string) {
        const expiresAt = new Date(app.now().getTime() + CAPTCHA_TTL_S * 1000);
        const added = await app.db
          .insert(captchaSolutions)
          .values({ id, expiresAt })
          .onConflictDoNothing()
          .returning({ id: captchaSolutions.id });
        return added.length > 0;
      },
    };

    app.decorate('captcha', {
      challenge: () =>
        createChallenge({
          algorithm: ALGORITHM,
          cost: 1,
          counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
          deriveKey,
          expiresAt: Math.floor(app.now().getTime() / 1000) + CAPTCHA_TTL_S,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        }),
      async verify(payload) {
        const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
        if (result.error) {
          if (/already used/.test(result.error))
            throw badCaptcha('This captcha was already used: solve a new one');
          if (/expired/i.test(result.error)) throw badCaptcha('The captcha has expired: solve a new one');
          throw badCaptcha('The captcha was not solved');
        }
        // The library compares the signed expiry with the system clock; the server's clock decides.
        const expiresAt = (result.payload as { challenge?: Challenge } | null)?.challenge?.parameters
          .expiresAt;
        if (!expiresAt || expiresAt * 1000 <= app.now().getTime()) {
          throw badCaptcha('The captcha has expired: solve a new one');
        }
      },
      async prune() {
        await app.db.delete(captchaSolutions).where(lte(captchaSolutions.expiresAt, app.now()));
      },
    });
  },
  { name: 'captcha', dependencies: ['auth', 'db', 'clock'] },
);
