import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import helmet, { contentSecurityPolicy } from 'helmet';
import fp from 'fastify-plugin';
import { MAP_TILES_URL } from '@dostavka/shared-kernel/domain';

/** The order page's map shows OpenStreetMap tiles (images). */
const MAP_TILES_ORIGIN = new URL(MAP_TILES_URL.replace(/[{}]/g, '')).origin;

export interface HelmetOptions {
  /**
   * Origins of the remotes' files on other origins (the remote registry's): their scripts,
   * manifests, styles, fonts and images are allowed. Asked on every answer, so a registry change
   * shows in the next answer's policy; a changed list is a new array (an answer given again is
   * compared by identity before its text).
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

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[];
type WriteHead = (statusCode: number, reason?: string | Headers, headers?: Headers) => ServerResponse;

/** The security headers' names in lower case, by their place in the headers written (one bit each). */
const SECURITY_NAMES = new Map(
  ['Content-Security-Policy', ...FIXED_HEADERS.map(([name]) => name)].map((name, i) => [
    name.toLowerCase(),
    i,
  ]),
);

/** The bit of a header's name in `SECURITY_NAMES`, 0 for another name. */
function securityBit(name: unknown): number {
  const at = SECURITY_NAMES.get(String(name).toLowerCase());
  return at === undefined ? 0 : 1 << at;
}

/**
 * Headers given to `writeHead` as names and values in turn: Node takes an object, an array of
 * names and values, or an array of pairs.
 */
function pairsOf(headers: Headers | undefined): OutgoingHttpHeader[] {
  if (!headers) return [];
  if (Array.isArray(headers)) return Array.isArray(headers[0]) ? headers.flat() : headers;
  const pairs: OutgoingHttpHeader[] = [];
  for (const name in headers) if (Object.hasOwn(headers, name)) pairs.push(name, headers[name]!);
  return pairs;
}

/**
 * A `writeHead` that writes the security headers (`lines()`: names and values in turn) first,
 * then the headers it is given, as one array: Node validates each once while it writes the head,
 * where setting them one by one on the response (`setHeader`) validated, lower-cased and stored
 * each, and moved Fastify's own headers through `setHeader` too. A header of the same name the
 * answer already has (given, or set on the response) is its own and wins.
 */
function securedWriteHead(lines: () => OutgoingHttpHeader[]) {
  return function writeHead(
    this: ServerResponse,
    statusCode: number,
    reason?: string | Headers,
    given?: Headers,
  ) {
    const pairs = pairsOf(typeof reason === 'string' ? given : reason);
    let own = 0;
    for (const name of this.getHeaderNames()) own |= securityBit(name);
    for (let i = 0; i < pairs.length; i += 2) own |= securityBit(pairs[i]);
    const security = lines();
    const all: OutgoingHttpHeader[] = [];
    for (let i = 0; i < security.length; i += 2)
      if ((own & (1 << (i / 2))) === 0) all.push(security[i]!, security[i + 1]!);
    for (const item of pairs) all.push(item);
    const write = (Object.getPrototypeOf(this) as { writeHead: WriteHead }).writeHead;
    return typeof reason === 'string'
      ? write.call(this, statusCode, reason, all)
      : write.call(this, statusCode, all);
  };
}

/**
 * Security headers. The policy fits this site: everything from our own origin; inline styles
 * because emotion (MUI) injects style tags; data: fonts and images; blob: images; WebSocket
 * connections for socket.io; OpenStreetMap's tile images for the pick-up points' map; blob: workers and WebAssembly for the ALTCHA proof of work (the
 * widget starts its workers from in-bundle code). No upgrade-insecure-requests: the site is also served over plain
 * http (localhost, tests), and where TLS exists the proxy in front redirects to https.
 *
 * Helmet writes the headers once (the policy again only when the remote registry's origins
 * change), and every answer's response writes them with its head (`securedWriteHead`):
 * @fastify/helmet, used before, built helmet's whole middleware chain and parsed the policy again
 * for every request.
 */
export default fp<HelmetOptions>(
  async (app, { remoteOrigins = () => [] }) => {
    let origins: readonly string[] = [];
    let remotes = '';
    let lines = [['Content-Security-Policy', policyFor(remotes)], ...FIXED_HEADERS].flat();
    const writeHead = securedWriteHead(() => lines);
    app.addHook('onRequest', (_request, reply, done) => {
      const now = remoteOrigins();
      if (now !== origins) {
        origins = now;
        const joined = now.join(' ');
        if (joined !== remotes) {
          lines = [['Content-Security-Policy', policyFor(joined)], ...FIXED_HEADERS].flat();
          remotes = joined;
        }
      }
      (reply.raw as { writeHead: unknown }).writeHead = writeHead;
      done();
    });
  },
  { name: 'helmet' },
);
