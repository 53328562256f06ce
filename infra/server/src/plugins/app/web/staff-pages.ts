import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { users } from '../../../db/schema';
import { evaluateFlag } from '../../../flags/evaluate';

/**
 * How old the access token in the staff cookie may be. It only decides whether a staff page's
 * document is a 404 (every call the page then makes checks a fresh token), so an access token
 * that expired since the last visit still counts; the user's role and token version are the
 * database's, so a sign-out everywhere or a role change counts at once.
 */
export const STAFF_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/** The signed-in person the staff cookie names, or null (none, forged, too old, ended). */
async function cookieUser(app: FastifyInstance, cookie: string | undefined) {
  const token = cookieValue(cookie, STAFF_TOKEN_COOKIE);
  if (!token) return null;
  try {
    const { iat } = decodeJwt(token);
    if (typeof iat !== 'number') return null;
    const now = app.now().getTime();
    if (iat * 1000 > now + 60_000 || now - iat * 1000 > STAFF_COOKIE_MAX_AGE_S * 1000) return null;
    // Signature, issuer, audience and type as always; the expiry is judged by the age above.
    const claims = await app.accessTokens.verify(token, new Date(iat * 1000));
    const [user] = await app.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.sub));
    if (!user || user.tokenVersion !== claims.ver) return null;
    return user;
  } catch {
    return null;
  }
}

/** Whether the page behind `flagKey` exists for the visitor of this document request. */
export async function flaggedPageVisible(
  app: FastifyInstance,
  flagKey: string,
  cookie: string | undefined,
): Promise<boolean> {
  const flag = (await app.featureFlags.all()).find((row) => row.key === flagKey);
  if (!flag) return false;
  const user = await cookieUser(app, cookie);
  const visitor = {
    targetingKey: user?.id ?? 'document',
    userId: user?.id ?? null,
    role: user?.role ?? null,
  };
  return evaluateFlag(flag, visitor).value;
}
