import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { contentSecurityPolicy } from 'helmet';
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

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a helmet middleware sets, in its order and with its names' case, read once from a
 * response that only records them (a bad option throws).
 */
function headersOf(middleware: Middleware): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, recorder, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's other headers, as its defaults set them (the policy is written apart, below). */
const FIXED_HEADERS = headersOf(helmet({ contentSecurityPolicy: false }));

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
  const [[, policy] = ['', '']] = headersOf(contentSecurityPolicy({ useDefaults: false, directives }));
  return policy;
}

/**
 * Security headers. The policy fits this site: everything from our own origin; inline styles
 * because emotion (MUI) injects style tags; data: fonts and images; blob: images; WebSocket
 * connections for socket.io; OpenStreetMap's tile images for the pick-up points' map; blob: workers and WebAssembly for the ALTCHA proof of work (the
 * widget starts its workers from in-bundle code). No upgrade-insecure-requests: the site is also served over plain
 * http (localhost, tests), and where TLS exists the proxy in front redirects to https.
 *
 * Helmet writes the headers once (the policy again only when the remote registry's origins
 * change), and they are copied onto every answer's response: @fastify/helmet, used before, built
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
