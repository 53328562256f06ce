import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../../../app';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../../test/test-app';
import { createWebFixture, type WebFixture } from '../../../../test/web-fixture';
import { DEFAULT_REMOTES } from '../../../config';
import { COMPRESS_MIN_BYTES } from '../../external/compress';
import { IMMUTABLE, NO_CACHE } from './cache-control';
import { STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { users } from '../../../db/schema';

let database: TestDatabase;
let web: WebFixture;
let app: App;

beforeAll(async () => {
  [database, web] = await Promise.all([createTestDatabase(), createWebFixture()]);
  app = await buildTestApp(database, { webRoot: web.root, indexTemplate: web.template });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await Promise.all([database?.drop(), web?.remove()]);
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

/** The configuration the document hands to the shell. */
function documentConfig(html: string): unknown {
  const found = /<script id="dostavka-config" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!found?.[1]) throw new Error('no dostavka-config script');
  return JSON.parse(found[1]);
}

describe('documents', () => {
  test('a page address answers the shell with the site configuration', async () => {
    const response = await page('/calculator/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).not.toContain('<!--dostavka-config-->');
    expect(documentConfig(response.body)).toEqual({
      api: { user: '/api/user', content: '/api/content', calculator: '/api/calculator', admin: '/api/admin' },
      realtime: { url: '', path: '/socket.io' },
      status: 200,
      lang: 'ru',
      remotes: DEFAULT_REMOTES,
      remoteVersions: Object.fromEntries(Object.keys(DEFAULT_REMOTES).map((name) => [name, 'initial'])),
      remotesTag: expect.stringMatching(/^[\w-]{16}$/),
    });
  });

  test("the head preloads the route's remote (manifest, entry, pages, page chunk), the body opens with the fonts'", async () => {
    const [head = '', body = ''] = (await page('/calculator/')).body.split('</head>');
    const preloadsIn = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(
        ([, href, as]) => `${as} ${href}`,
      );
    expect(preloadsIn(head)).toEqual([
      'fetch /mf/calculator/mf-manifest.json',
      'script /mf/calculator/remoteEntry.1a2b3c.js',
      'script /mf/calculator/static/js/__federation_expose_pages.4d5e6f.js',
      'script /mf/calculator/static/js/src_pages_calculator-page_tsx.7a8b9c.js',
    ]);
    // In the head, a font's preload would hold the first paint until the font came.
    expect(preloadsIn(body.slice(0, body.indexOf('<script')))).toEqual([
      'font /static/media/montserrat-cyrillic-400-normal.0a1b2c3d4e.woff2',
      'font /static/media/montserrat-latin-400-normal.6e7f8a9b0c.woff2',
    ]);
  });

  test.each([
    ['/', 'src_features_home_home-page_tsx.1c2d3e.js'],
    ['/route/moskva/sankt-peterburg/', 'src_features_directions_directions-page_tsx.4f5a6b.js'],
  ])("a content page's chunk is found by the page table's naming (%s)", async (url, chunk) => {
    const head = (await page(url)).body.split('</head>')[0] ?? '';
    const scripts = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map(
      ([, href]) => href,
    );
    expect(scripts).toEqual([
      '/mf/content/remoteEntry.js',
      '/mf/content/static/js/__federation_expose_pages.8a9b0c.js',
      `/mf/content/static/js/${chunk}`,
    ]);
  });

  test.each(['/', '/route/moskva/sankt-peterburg/', '/common/faq/', '/profile/orders/'])(
    '%s is a page',
    async (url) => {
      expect((await page(url)).statusCode).toBe(200);
    },
  );

  test('a path without its trailing slash moves there for good, query kept', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await page('/calculator/truck?from=moskva&to=kazan', method);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/calculator/truck/?from=moskva&to=kazan');
    }
  });

  test('an address no route has is a 404 document', async () => {
    const response = await page('/no/such/deep/page/');
    expect(response.statusCode).toBe(404);
    expect(documentConfig(response.body)).toMatchObject({ status: 404 });
  });

  test('a staff page is a 404 document unless the staff cookie names someone its flag is on for', async () => {
    const token = async (email: string, role: 'USER' | 'EMPLOYEE') => {
      const [user] = await app.db.insert(users).values({ email, role }).returning();
      return app.accessTokens.issue({ sub: user!.id, role, ver: 0 }, app.now());
    };
    const staffPage = (cookie?: string) =>
      app.inject({
        url: '/staff/orders/',
        headers: { accept: 'text/html', ...(cookie ? { cookie: `${STAFF_TOKEN_COOKIE}=${cookie}` } : {}) },
      });
    const guest = await staffPage();
    expect(guest.statusCode).toBe(404);
    expect(documentConfig(guest.body)).toMatchObject({ status: 404 });
    expect((await staffPage(await token('web-customer@mail.ru', 'USER'))).statusCode).toBe(404);
    const staff = await staffPage(await token('web-employee@dostavka.ru', 'EMPLOYEE'));
    expect(staff.statusCode).toBe(200);
    expect(documentConfig(staff.body)).toMatchObject({ status: 200 });
  });

  test('the inbox is a document for EMPLOYEE and above, the flags page for ADMIN only', async () => {
    const token = async (email: string, role: 'USER' | 'EMPLOYEE' | 'ADMIN') => {
      const [user] = await app.db.insert(users).values({ email, role }).returning();
      return app.accessTokens.issue({ sub: user!.id, role, ver: 0 }, app.now());
    };
    const status = async (url: string, cookie?: string) =>
      (
        await app.inject({
          url,
          headers: { accept: 'text/html', ...(cookie ? { cookie: `${STAFF_TOKEN_COOKIE}=${cookie}` } : {}) },
        })
      ).statusCode;
    const [customer, employee, admin] = await Promise.all([
      token('console-customer@mail.ru', 'USER'),
      token('console-employee@dostavka.ru', 'EMPLOYEE'),
      token('console-admin@dostavka.ru', 'ADMIN'),
    ]);
    expect(await status('/staff/inbox/')).toBe(404);
    expect(await status('/staff/inbox/', customer)).toBe(404);
    expect(await status('/staff/inbox/', employee)).toBe(200);
    expect(await status('/staff/flags/', employee)).toBe(404);
    expect(await status('/staff/flags/', admin)).toBe(200);
  });

  test('a catch-all address exists only when the content service has the page', async () => {
    expect((await page('/gruzoperevozki/')).statusCode).toBe(200);
    expect((await page('/kalkulyator-gruzoperevozok/furami/')).statusCode).toBe(200);
    const unknown = await page('/perevozka-slonov/');
    expect(unknown.statusCode).toBe(404);
    expect(documentConfig(unknown.body)).toMatchObject({ status: 404 });
    expect((await page('/gruzoperevozki/slony/')).statusCode).toBe(404);
  });

  test('a client that does not take HTML gets no document', async () => {
    const response = await app.inject({ url: '/calculator/', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  test('a protocol-relative path is never redirected to another host', async () => {
    for (const url of ['//evil.example', '//evil']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  test('documents are compressed', async () => {
    const response = await app.inject({
      url: '/calculator/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('an answer below the threshold is sent as it is', async () => {
    const response = await app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('built files', () => {
  test.each([
    ['/main.3f2a9c1b.js', IMMUTABLE],
    ['/static/media/logo.svg', IMMUTABLE],
    ['/mf/content/static/js/417.0a1b2c3d.js', IMMUTABLE],
    ['/remoteEntry.js', NO_CACHE],
    ['/favicon.svg', NO_CACHE],
    ['/mf/content/mf-manifest.json', NO_CACHE],
    ['/mf/content/remoteEntry.js', NO_CACHE],
    ['/mf/calculator/mf-manifest.json', NO_CACHE],
  ])('%s: %s', async (url, cacheControl) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  test.each([
    '/nothing.js',
    '/index.html',
    '/mf/content/nothing.js',
    '/mf/account/remoteEntry.js',
    '/mf/unknown/x',
    '/mf/content/',
  ])('%s is a plain 404', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gets the build copy %s of a script', async (acceptEncoding, encoding) => {
    const response = await app.inject({
      url: '/main.3f2a9c1b.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    const file = path.join(web.root, 'shell/dist/main.3f2a9c1b.js');
    const expected = await readFile(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  test('a file without compressed copies is never compressed per request', async () => {
    const response = await app.inject({
      url: '/static/js/plain.0a1b2c3d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toMatch(/^console.log\('plain'\)/);
  });

  test.each(['/main.3f2a9c1b.js.map', '/mf/content/static/js/417.0a1b2c3d.js.map'])(
    'the source map %s is not served',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    },
  );
});

test('/remotes.json is the remote registry, revalidated on every use', async () => {
  const response = await app.inject({ url: '/remotes.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe(NO_CACHE);
  expect(response.json()).toEqual(DEFAULT_REMOTES);
});

test.each(['/calculator/', '/api/content/city/popular'])('%s carries the security headers', async (url) => {
  const response = await page(url);
  const csp = String(response.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(csp).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

describe('before the site is built', () => {
  let unbuilt: App;
  beforeAll(async () => {
    // The same database; a web root without any build.
    await app.close();
    unbuilt = await buildTestApp(database, { webRoot: `${web.root}/nowhere` });
  }, 60_000);
  afterAll(() => unbuilt?.close());

  test('documents say how to build it', async () => {
    const response = await unbuilt.inject({ url: '/calculator/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('The site is not built: run npm run build');
  });

  test('the API works', async () => {
    expect((await unbuilt.inject({ url: '/api/calculator/helthcheck' })).statusCode).toBe(200);
  });
});
