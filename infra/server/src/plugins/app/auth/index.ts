import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roleIs, roleLevel, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { createAccessTokens, type AccessClaims, type AccessTokens } from './access-tokens';
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
    /** The user an access token was issued to; rejects a forged, expired or foreign token. */
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

function userOf(claims: AccessClaims): RequestUser {
  return { id: claims.sub, role: claims.role, level: roleLevel(claims.role) };
}

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
    app.decorate('identify', async (token: string) => userOf(await tokens.verify(token)));
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
  { name: 'auth' },
);
