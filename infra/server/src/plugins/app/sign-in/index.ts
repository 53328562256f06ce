import fp from 'fastify-plugin';
import { CODE_UNUSABLE, CODE_WRONG, NO_REFRESH_TOKEN } from '@dostavka/shared-kernel/contract';
import { isValidEmail, pluralRu, type AuthTokens } from '@dostavka/shared-kernel/domain';
import type { Language } from '@dostavka/shared-kernel/i18n';
import { createRefreshTokens, type Rotation } from './refresh-tokens';
import { CODE_TTL_MS, createSignInCodes } from './sign-in-codes';
import { createUsers, type Users } from './users';
import { httpError } from '../../../http-error';
import { tooMany } from '../rate-limiter';
import { documentLanguage } from '../web/ssr/language';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Codes one e-mail address gets. Anyone may ask a code for any address, so no window of these
 * limits is longer than 2 minutes: whatever a stranger asked for the address, its owner (who
 * solves the captcha the form shows) waits at most 2 minutes for a code. Mail floods are still
 * bounded: a few codes at once, CODES_WITHOUT_CAPTCHA an hour without a captcha, and past those
 * one per CAPTCHA_CODE_SPACING (each with a solved captcha), at most 4 + 30 = 34 an hour.
 */
export const CODE_BURST = { limit: 3, windowMs: 2 * MINUTE_MS } as const;
/** Codes an address gets in an hour without a solved captcha. */
export const CODES_WITHOUT_CAPTCHA = 4;
/** Past the free codes, one code per address in this window, each with a solved captcha. */
export const CAPTCHA_CODE_SPACING = { limit: 1, windowMs: 2 * MINUTE_MS } as const;

/** The code's lifetime in whole minutes, as the e-mails and the sign-in form say it. */
const CODE_TTL_MINUTES = Math.round(CODE_TTL_MS / MINUTE_MS);
const RU_MINUTES = `${CODE_TTL_MINUTES} ${pluralRu(CODE_TTL_MINUTES, ['минуту', 'минуты', 'минут'])}`;
const EN_MINUTES = `${CODE_TTL_MINUTES} minute${CODE_TTL_MINUTES === 1 ? '' : 's'}`;

/** The code's e-mail in the visitor's language (the request's, as the order e-mails take it). */
const CODE_MAIL: Record<Language, { subject: (code: string) => string; text: (code: string) => string }> = {
  ru: {
    subject: (code) => `Код для входа: ${code}`,
    text: (code) =>
      `Ваш код для входа на сайт Dostavka: ${code}\n\nКод действует ${RU_MINUTES}. Если вы не запрашивали его, просто удалите это письмо.`,
  },
  en: {
    subject: (code) => `Your sign-in code: ${code}`,
    text: (code) =>
      `Your code to sign in to the Dostavka website: ${code}\n\nThe code is valid for ${EN_MINUTES}. If you did not ask for it, simply delete this e-mail.`,
  },
};

export interface SignIn {
  /** How long a code is valid, in minutes (its e-mails and the API's description say so). */
  readonly codeTtlMinutes: number;
  /** Codes an address gets in an hour before a captcha is asked. */
  readonly codesWithoutCaptcha: number;
  /**
   * Mails a code to the address; the answer never tells whether the address has an account.
   * Past CODES_WITHOUT_CAPTCHA codes an hour, only with a solved captcha.
   */
  /** `headers`: the request's, whose language (cookie, Accept-Language) the e-mail is written in. */
  requestCode(
    email: string,
    ip: string,
    captcha?: string,
    headers?: { cookie?: string; 'accept-language'?: string },
  ): Promise<{ expiresIn: number }>;
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
    const refreshTokens = createRefreshTokens(app.db, app.serverSecret, now);
    const users = createUsers(app.db, adminEmails);
    app.decorate('users', users);

    const normalise = (email: string) => {
      const address = email.trim().toLowerCase();
      if (!isValidEmail(address)) throw httpError(400, 'This is not an e-mail address');
      return address;
    };

    app.decorate('signIn', {
      codeTtlMinutes: CODE_TTL_MINUTES,
      codesWithoutCaptcha: CODES_WITHOUT_CAPTCHA,
      async requestCode(email, ip, captcha, headers = {}) {
        const language = documentLanguage('/', new URLSearchParams(), headers);
        const address = normalise(email);
        const limits = [
          { key: `sign-in-code:address:${address}`, ...CODE_BURST },
          { key: `sign-in-code:ip:${ip}`, limit: codesPerIpPerHour, windowMs: HOUR_MS },
        ];
        const free = { key: `sign-in-code:free:${address}`, limit: CODES_WITHOUT_CAPTCHA, windowMs: HOUR_MS };
        let result = await app.rateLimiter.hit([...limits, free]);
        // The captcha is checked only when it is needed: a stale token the form resends is harmless.
        const needsCaptcha = !result.allowed && result.refusedKey === free.key;
        if (needsCaptcha && captcha) {
          await app.captcha.verify(captcha);
          result = await app.rateLimiter.hit([
            ...limits,
            { key: `sign-in-code:captcha:${address}`, ...CAPTCHA_CODE_SPACING },
          ]);
        }
        if (!result.allowed) {
          app.metrics.signInCodes.inc({ outcome: 'limited' });
          throw tooMany(
            needsCaptcha && !captcha
              ? 'Several codes were already sent to this address: solve the captcha to get another one, or wait'
              : 'Too many codes were requested',
            result.retryAfterS,
          );
        }
        const code = await codes.issue(address);
        try {
          await app.mailer.send({
            to: address,
            subject: CODE_MAIL[language].subject(code),
            text: CODE_MAIL[language].text(code),
            // The company's signature under it follows the mail's language.
            lang: language,
          });
        } catch (error) {
          app.metrics.signInCodes.inc({ outcome: 'failed' });
          app.log.error({ err: error }, 'sign-in code not sent');
          throw httpError(503, 'The code could not be sent just now: try again in a minute', {
            expose: true,
          });
        }
        app.metrics.signInCodes.inc({ outcome: 'sent' });
        return { expiresIn: CODE_TTL_MS / 1000 };
      },

      async confirm(email, code) {
        const address = normalise(email);
        const result = await codes.check(address, code.trim());
        if (result === 'wrong') throw httpError(400, CODE_WRONG);
        if (result === 'unusable') throw httpError(400, CODE_UNUSABLE);
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
          if (rotation.reason === 'reused') {
            // The token leaked: whoever holds its family's access tokens is cut off at once, as
            // by a sign-out (the user's other sign-ins refresh on with their own tokens).
            await users.raiseTokenVersion(rotation.userId);
            app.log.warn('a spent refresh token came back: family revoked, access tokens ended');
          }
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
  { name: 'sign-in', dependencies: ['db', 'auth', 'clock', 'mail', 'rate-limiter', 'captcha', 'metrics'] },
);
