import fp from 'fastify-plugin';
import { NO_REFRESH_TOKEN } from '@dostavka/shared-kernel/contract';
import { isValidEmail, type AuthTokens } from '@dostavka/shared-kernel/domain';
import { createRefreshTokens, type Rotation } from './refresh-tokens';
import { CODE_TTL_MS, createSignInCodes } from './sign-in-codes';
import { createUsers, type Users } from './users';
import { httpError } from '../../../http-error';

const HOUR_MS = 60 * 60 * 1000;
export const CODES_PER_ADDRESS_PER_HOUR = 5;

export interface SignIn {
  /** Mails a code to the address; the answer never tells whether the address has an account. */
  requestCode(email: string, ip: string): Promise<{ expiresIn: number }>;
  confirm(email: string, code: string): Promise<AuthTokens>;
  refresh(refreshToken: string | undefined): Promise<AuthTokens>;
  /**
   * Sign-out: ends the refresh token's family and raises the user's token version, so every
   * access token issued before is refused at its next request (other sign-ins refresh on).
   */
  logout(refreshToken: string | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: Users;
    signIn: SignIn;
  }
}

export interface SignInOptions {
  adminEmails: readonly string[];
  codesPerIpPerHour: number;
}

const REFUSED_REFRESH: Record<Extract<Rotation, { ok: false }>['reason'], string> = {
  unknown: 'The refresh token is not valid: sign in again',
  reused: 'The refresh token was already used, so the session was ended for safety: sign in again',
  revoked: 'The session was ended: sign in again',
  expired: 'The session has expired: sign in again',
};

/** Passwordless sign-in: e-mailed codes, then access tokens with rotating refresh tokens. */
export default fp<SignInOptions>(
  async (app, { adminEmails, codesPerIpPerHour }) => {
    const now = () => app.now();
    const codes = createSignInCodes(app.db, app.serverSecret, now);
    const refreshTokens = createRefreshTokens(app.db, now);
    const users = createUsers(app.db, adminEmails);
    app.decorate('users', users);

    const normalise = (email: string) => {
      const address = email.trim().toLowerCase();
      if (!isValidEmail(address)) throw httpError(400, 'This is not an e-mail address');
      return address;
    };

    app.decorate('signIn', {
      async requestCode(email, ip) {
        const address = normalise(email);
        const { allowed, retryAfterS } = await app.rateLimiter.hit([
          { key: `sign-in-code:address:${address}`, limit: CODES_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
          { key: `sign-in-code:ip:${ip}`, limit: codesPerIpPerHour, windowMs: HOUR_MS },
        ]);
        if (!allowed) {
          const minutes = Math.ceil(retryAfterS / 60);
          throw httpError(429, `Too many codes were requested: try again in ${minutes} min`, {
            headers: { 'retry-after': String(retryAfterS) },
          });
        }
        const code = await codes.issue(address);
        try {
          await app.mailer.send({
            to: address,
            subject: `Код для входа: ${code}`,
            text: `Ваш код для входа на сайт Dostavka: ${code}\n\nКод действует 10 минут. Если вы не запрашивали его, просто удалите это письмо.`,
          });
        } catch (error) {
          app.log.error({ err: error }, 'sign-in code not sent');
          throw httpError(503, 'The code could not be sent just now: try again in a minute', {
            expose: true,
          });
        }
        return { expiresIn: CODE_TTL_MS / 1000 };
      },

      async confirm(email, code) {
        const address = normalise(email);
        const result = await codes.check(address, code.trim());
        if (result === 'wrong') throw httpError(400, 'The code is wrong');
        if (result === 'unusable') {
          throw httpError(400, 'The code has expired or was used up: request a new one');
        }
        const user = await users.signedIn(address);
        const [accessToken, refreshToken] = await Promise.all([
          app.accessTokens.issue({ sub: user.id, role: user.role, ver: user.tokenVersion }),
          refreshTokens.start(user.id),
        ]);
        return { accessToken, refreshToken };
      },

      async refresh(token) {
        if (!token) throw httpError(401, NO_REFRESH_TOKEN);
        const rotation = await refreshTokens.rotate(token);
        if (!rotation.ok) {
          if (rotation.reason === 'reused') app.log.warn('a spent refresh token came back: family revoked');
          throw httpError(401, REFUSED_REFRESH[rotation.reason]);
        }
        const user = await users.findById(rotation.userId);
        if (!user) throw httpError(401, REFUSED_REFRESH.unknown);
        const accessToken = await app.accessTokens.issue({
          sub: user.id,
          role: user.role,
          ver: user.tokenVersion,
        });
        return { accessToken, refreshToken: rotation.refreshToken };
      },

      async logout(token) {
        if (!token) throw httpError(401, NO_REFRESH_TOKEN);
        const userId = await refreshTokens.revokeFamily(token);
        if (userId) await users.raiseTokenVersion(userId);
      },
    });
  },
  { name: 'sign-in', dependencies: ['db', 'auth', 'clock', 'mail', 'rate-limiter'] },
);
