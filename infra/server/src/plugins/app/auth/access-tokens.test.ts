import { SignJWT, UnsecuredJWT } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_S,
  ACCESS_TOKEN_TYPE,
  createAccessTokens,
  InvalidAccessToken,
} from './access-tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const tokens = createAccessTokens(secret);
const now = new Date('2026-03-01T10:00:00Z');

function forge(
  overrides: { typ?: string; iss?: string; aud?: string; role?: unknown; key?: Uint8Array } = {},
) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: 'role' in overrides ? overrides.role : 'USER' })
    .setProtectedHeader({ alg: 'HS256', typ: overrides.typ ?? ACCESS_TOKEN_TYPE })
    .setSubject('user-1')
    .setIssuer(overrides.iss ?? ACCESS_TOKEN_ISSUER)
    .setAudience(overrides.aud ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 60)
    .sign(overrides.key ?? secret);
}

describe('access tokens', () => {
  it('a token issued for a user verifies to the same user and role', async () => {
    const token = await tokens.issue({ sub: 'user-42', role: 'MANAGER', ver: 3 }, now);
    await expect(tokens.verify(token, now)).resolves.toEqual({ sub: 'user-42', role: 'MANAGER', ver: 3 });
  });

  it('lives 15 minutes', async () => {
    const token = await tokens.issue({ sub: 'u', role: 'USER', ver: 0 }, now);
    const justBefore = new Date(now.getTime() + (ACCESS_TOKEN_TTL_S - 1) * 1000);
    const after = new Date(now.getTime() + (ACCESS_TOKEN_TTL_S + 1) * 1000);
    await expect(tokens.verify(token, justBefore)).resolves.toMatchObject({ sub: 'u' });
    await expect(tokens.verify(token, after)).rejects.toThrow('The access token has expired');
  });

  it.each([
    ['another type', { typ: 'JWT' }],
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'another-app' }],
    ['another key', { key: new TextEncoder().encode('x'.repeat(40)) }],
    ['an unknown role', { role: 'SUPERUSER' }],
    ['no role', { role: undefined }],
  ])('refuses a token with %s', async (_case, overrides) => {
    const token = await forge(overrides);
    const failure = tokens.verify(token, now);
    await expect(failure).rejects.toBeInstanceOf(InvalidAccessToken);
    await expect(failure).rejects.toMatchObject({ name: 'JsonWebTokenError', statusCode: 401 });
  });

  it('refuses an unsigned token (alg none) and garbage', async () => {
    const unsigned = new UnsecuredJWT({ role: 'ADMIN' })
      .setSubject('intruder')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    await expect(tokens.verify(unsigned)).rejects.toBeInstanceOf(InvalidAccessToken);
    await expect(tokens.verify('not.a.token')).rejects.toBeInstanceOf(InvalidAccessToken);
  });

  it('refuses a tampered payload', async () => {
    const token = await tokens.issue({ sub: 'user-1', role: 'USER', ver: 0 }, now);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'user-1', role: 'ADMIN', iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${payload}.${signature}`, now)).rejects.toBeInstanceOf(
      InvalidAccessToken,
    );
  });
});
