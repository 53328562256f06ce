import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roleIs, roleLevel, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { users } from '../../../db/schema';
import { createAccessTokens, InvalidAccessToken, type AccessTokens } from './access-tokens';
import { loadJwtSecret } from './jwt-secret';
import { httpError } from '../../../http-error';

/** The signed-in user of a request, from its bearer token. */
export interface RequestUser {
  id: string;
  role: RoleSlug;
  level: number;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's signing secret; other signers (quotes) derive their own keys from it. */
    serverSecret: Uint8Array;
    accessTokens: AccessTokens;
    /**
     * The user an access token was issued to, with the role the user has now; rejects a forged,
     * expired or foreign token, and one issued before the user's last sign-out everywhere (its
     * token version).
     */
    identify(token: string): Promise<RequestUser>;
    /** preHandler: a valid bearer access token is required (401 otherwise); sets request.user. */
    authenticate: PreHandler;
    /** preHandler: signed in with at least this role (401 without a token, 403 below the role). */
    requireRole(role: RoleSlug): PreHandler;
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string | undefined;
  dataDir: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Access tokens and the guards that check them; the sign-in flows issue tokens through it. */
export default fp<AuthPluginOptions>(
  async (app, { jwtSecret, dataDir }) => {
    const secret = await loadJwtSecret(jwtSecret, dataDir);
    const tokens = createAccessTokens(secret);
    app.decorate('serverSecret', secret);
    app.decorate('accessTokens', tokens);
    app.decorate('identify', async (token: string): Promise<RequestUser> => {
      const claims = await tokens.verify(token);
      if (!UUID.test(claims.sub)) throw new InvalidAccessToken('The token names no user');
      // One primary-key read per signed-in request: a sign-out or a role change counts at once.
      const [user] = await app.db
        .select({ role: users.role, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, claims.sub));
      if (!user || user.tokenVersion !== claims.ver)
        throw new InvalidAccessToken('The session was ended: sign in again');
      return { id: claims.sub, role: user.role, level: roleLevel(user.role) };
    });
    app.decorateRequest('user', null);

    const authenticate: PreHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw httpError(401, 'Sign in first: this call needs a bearer access token');
      request.user = await app.identify(token);
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (role: RoleSlug): PreHandler => async (request, reply) => {
      await authenticate(request, reply);
      if (!roleIs.atLeast(request.user?.role, role)) {
        throw httpError(403, `This call is for ${role} and above`);
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
