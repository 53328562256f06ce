import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ROLE_LEVELS, type RoleSlug } from '@dostavka/shared-kernel/domain';

/** Who an access token speaks for. */
export interface AccessClaims {
  /** The user's id. */
  sub: string;
  role: RoleSlug;
  /** The user's token version when the token was issued (`users.token_version`); 0 when absent. */
  ver: number;
}

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'dostavka';
export const ACCESS_TOKEN_AUDIENCE = 'dostavka-web';
/** RFC 9068 token type: an access token cannot be passed off as another kind of JWT. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
const ALGORITHM = 'HS256';

/**
 * Any token that does not verify. The name is the one the browser's realtime client reacts to
 * (spec section 7: an error named JsonWebTokenError triggers a token refresh).
 */
export class InvalidAccessToken extends Error {
  override readonly name = 'JsonWebTokenError';
  readonly statusCode = 401;
}

export interface AccessTokens {
  issue(claims: AccessClaims, now?: Date): Promise<string>;
  /** The claims of a valid token; throws InvalidAccessToken otherwise. */
  verify(token: string, now?: Date): Promise<AccessClaims>;
}

const isRole = (value: unknown): value is RoleSlug => typeof value === 'string' && value in ROLE_LEVELS;

/** Access tokens: HS256 JWTs of 15 minutes, with issuer, audience and type checked. */
export function createAccessTokens(secret: Uint8Array): AccessTokens {
  return {
    async issue({ sub, role, ver }, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role, ver })
        .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
        .setSubject(sub)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
        .sign(secret);
    },
    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          typ: ACCESS_TOKEN_TYPE,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now,
        });
        if (!payload.sub || !isRole(payload.role))
          throw new InvalidAccessToken('The token names no user or role');
        const ver = payload.ver ?? 0;
        if (typeof ver !== 'number' || !Number.isInteger(ver))
          throw new InvalidAccessToken('The token names no valid version');
        return { sub: payload.sub, role: payload.role, ver };
      } catch (error) {
        if (error instanceof InvalidAccessToken) throw error;
        const expired = error instanceof joseErrors.JWTExpired;
        throw new InvalidAccessToken(
          expired ? 'The access token has expired' : 'The access token is not valid',
          {
            cause: error,
          },
        );
      }
    },
  };
}
