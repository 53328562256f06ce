import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { MAP_TILES_URL } from '@dostavka/shared-kernel/domain';

/** The order page's map shows OpenStreetMap tiles (images). */
const MAP_TILES_ORIGIN = new URL(MAP_TILES_URL.replace(/[{}]/g, '')).origin;

export interface HelmetOptions {
  /**
   * Origins of the remotes' files on other origins (the remote registry's): their scripts,
   * manifests, styles, fonts and images are allowed. Asked on every answer, so a registry change
   * shows in the next answer's policy.
   */
  remoteOrigins?: () => readonly string[];
}

/**
 * Helmet's other headers, as its defaults set them (helmet 8, which @fastify/helmet 13 ran on
 * every answer until the headers were computed once): names as helmet writes them, in its order.
 * Helmet also removed X-Powered-By, which nothing here sets (helmet.test.ts checks it stays out).
 */
const FIXED_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * The Content-Security-Policy with these remote origins, written by helmet's own directive
 * parser and checks (a bad origin throws). The remotes' entry is the origins joined, kept when
 * there are none: the policy stays as helmet wrote it when that entry was a function.
 */
function policyFor(remotes: string): string {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", remotes],
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'", remotes],
    fontSrc: ["'self'", 'data:', remotes],
    imgSrc: ["'self'", 'data:', 'blob:', MAP_TILES_ORIGIN, remotes],
    connectSrc: ["'self'", 'ws:', 'wss:', remotes],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
  let policy = '';
  const writer = {
    setHeader: (_name: string, value: string) => {
      policy = value;
    },
  } as unknown as ServerResponse;
  fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })(
    undefined as never,
    writer,
    (error) => {
      if (error) throw error;
    },
  );
  return policy;
}

/**
 * Security headers. The policy fits this site: everything from our own origin; inline styles
 * because emotion (MUI) injects style tags; data: fonts and images; blob: images; WebSocket
 * connections for socket.io; OpenStreetMap's tile images for the pick-up points' map; blob: workers and WebAssembly for the ALTCHA proof of work (the
 * widget starts its workers from in-bundle code). No upgrade-insecure-requests: the site is also served over plain
 * http (localhost, tests), and where TLS exists the proxy in front redirects to https.
 *
 * The headers are written once (the policy again only when the remote registry's origins
 * change) and copied onto every answer's response, where helmet put them: @fastify/helmet built
 * helmet's whole middleware chain and parsed the policy again for every request.
 */
export default fp<HelmetOptions>(
  async (app, { remoteOrigins = () => [] }) => {
    let remotes = '';
    let policy = policyFor(remotes);
    app.addHook('onRequest', (_request, reply, done) => {
      const origins = remoteOrigins().join(' ');
      if (origins !== remotes) {
        policy = policyFor(origins);
        remotes = origins;
      }
      const response = reply.raw;
      response.setHeader('Content-Security-Policy', policy);
      for (const [name, value] of FIXED_HEADERS) response.setHeader(name, value);
      done();
    });
  },
  { name: 'helmet' },
);
