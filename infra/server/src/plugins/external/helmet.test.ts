import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { App } from '../../app';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { searchData } from '../../../test/tariff-search';
import { createWebFixture, type WebFixture } from '../../../test/web-fixture';
import helmet from './helmet';

// The security headers every answer carries, as @fastify/helmet 13 (helmet 8) sent them with the
// site's options, names as written on the wire. The directives that list the remote registry's
// origins end in a space when there are none (helmet joins an empty origin list as one entry).
const POLICY_WITHOUT_REMOTES = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval' ",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline' ",
  "font-src 'self' data: ",
  "img-src 'self' data: blob: https://tile.openstreetmap.org ",
  "connect-src 'self' ws: wss: ",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': POLICY_WITHOUT_REMOTES,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

const WANTED = new Set([...Object.keys(SECURITY_HEADERS), 'X-Powered-By'].map((name) => name.toLowerCase()));

interface Asked {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * Asks a listening server over HTTP: the status, the ETag and the security headers by their names
 * as written on the wire (X-Powered-By too, were it sent).
 */
function ask(port: number, { method = 'GET', url, headers = {}, payload }: Asked) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise<{ status: number; etag?: string; security: Record<string, string> }>(
    (resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        },
        (response) => {
          const security: Record<string, string> = {};
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2)
            if (WANTED.has(raw[i]!.toLowerCase())) security[raw[i]!] = raw[i + 1]!;
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, etag: response.headers.etag, security }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(body);
    },
  );
}

describe('every kind of answer carries the same security headers', () => {
  let database: TestDatabase;
  let web: WebFixture;
  let app: App;
  let port: number;

  beforeAll(async () => {
    [database, web] = await Promise.all([createTestDatabase(), createWebFixture()]);
    app = await buildTestApp(database, { webRoot: web.root, indexTemplate: web.template });
    app.get('/api/test/fails', async () => {
      throw new Error('a handler that fails');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all([database?.drop(), web?.remove()]);
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  test.each([
    ['an API answer', { url: '/api/calculator/helthcheck' }, 200],
    ['a quote', { method: 'POST', url: '/api/calculator/consolidated', payload: searchData() }, 200],
    ['a document', { url: '/calculator/', headers: html }, 200],
    ['a document asked with HEAD', { method: 'HEAD', url: '/calculator/', headers: html }, 200],
    ['a static file', { url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'br' } }, 200],
    ['a static file not found', { url: '/static/js/nothing.0a1b2c3d.js' }, 404],
    ['a 404 document', { url: '/no/such/page/', headers: html }, 404],
    ['an API address no route has', { url: '/api/calculator/nothing' }, 404],
    [
      'a request the schema refuses',
      { method: 'POST', url: '/api/calculator/consolidated', payload: {} },
      400,
    ],
    ['a handler that throws', { url: '/api/test/fails' }, 500],
  ])('%s', async (_kind, request: Asked, status) => {
    const answer = await ask(port, request);
    expect(answer.status).toBe(status);
    expect(answer.security).toEqual(SECURITY_HEADERS);
  });

  test('a not-modified static file', async () => {
    const first = await ask(port, { url: '/main.3f2a9c1b.js' });
    const again = await ask(port, {
      url: '/main.3f2a9c1b.js',
      headers: { 'if-none-match': String(first.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.security).toEqual(SECURITY_HEADERS);
  });
});

describe("an answer's own header of a security header's name", () => {
  test('wins, and the header is written once', async () => {
    const app = Fastify();
    await app.register(helmet);
    app.get('/fastify', async (_request, reply) =>
      reply.header('content-security-policy', 'sandbox').send('a'),
    );
    app.get('/raw', async (_request, reply) => {
      reply.raw.setHeader('X-Frame-Options', 'DENY');
      return 'a';
    });
    app.get('/hijacked', (_request, reply) => {
      reply.hijack();
      reply.raw
        .writeHead(200, 'Fine', { 'Referrer-Policy': 'origin', 'content-type': 'text/plain' })
        .end('a');
    });
    app.get('/hijacked-array', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, ['X-Frame-Options', 'DENY', 'content-type', 'text/plain']).end('a');
    });
    app.get('/hijacked-pairs', (_request, reply) => {
      reply.hijack();
      reply.raw
        .writeHead(200, [
          ['x-xss-protection', '1'],
          ['content-type', 'text/plain'],
        ])
        .end('a');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    /** The answer's header lines whose names are security headers', as [name in lower case, value]. */
    const securityLines = (url: string) =>
      new Promise<Array<[string, string]>>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: url }, (response) => {
          const found: Array<[string, string]> = [];
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2)
            if (WANTED.has(raw[i]!.toLowerCase())) found.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
          response.resume();
          response.on('end', () => resolve(found));
        })
          .on('error', reject)
          .end();
      });
    const expected = (name: string, value: string) =>
      Object.entries(SECURITY_HEADERS)
        .map(([key, standard]): [string, string] => [
          key.toLowerCase(),
          key.toLowerCase() === name ? value : standard,
        ])
        .sort();
    try {
      expect((await securityLines('/fastify')).sort()).toEqual(
        expected('content-security-policy', 'sandbox'),
      );
      expect((await securityLines('/raw')).sort()).toEqual(expected('x-frame-options', 'DENY'));
      expect((await securityLines('/hijacked')).sort()).toEqual(expected('referrer-policy', 'origin'));
      expect((await securityLines('/hijacked-array')).sort()).toEqual(expected('x-frame-options', 'DENY'));
      expect((await securityLines('/hijacked-pairs')).sort()).toEqual(expected('x-xss-protection', '1'));
    } finally {
      await app.close();
    }
  });
});

describe('the remote registry’s origins', () => {
  test('are in the policy of the next answer after they change', async () => {
    let origins: string[] = [];
    const app = Fastify();
    await app.register(helmet, { remoteOrigins: () => origins });
    app.get('/', async () => ({ status: 'ok' }));
    try {
      const policy = async () => String((await app.inject({ url: '/' })).headers['content-security-policy']);
      expect(await policy()).toBe(POLICY_WITHOUT_REMOTES);
      origins = ['https://cdn.example', 'https://other.example'];
      expect(await policy()).toBe(
        POLICY_WITHOUT_REMOTES.split(';')
          .map((directive) =>
            directive.endsWith(' ') ? `${directive}https://cdn.example https://other.example` : directive,
          )
          .join(';'),
      );
      origins = ['https://cdn.example'];
      expect(await policy()).toContain("script-src 'self' 'wasm-unsafe-eval' https://cdn.example;");
      origins = [];
      expect(await policy()).toBe(POLICY_WITHOUT_REMOTES);
    } finally {
      await app.close();
    }
  });
});
