/** The remote registry's ADMIN API (issue 14): versions, activation, canaries, rollback, audit. */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { KERNEL_VERSION, type RoleSlug } from '@dostavka/shared-kernel/domain';
import type { App } from '../../app';
import { DEFAULT_REMOTES } from '../../config';
import { remotes } from '../../db/schema';
import { canaryBucket } from '../../plugins/app/remote-registry';
import { bearerOf, testServer } from '../../../test/test-app';

const server = testServer({ env: { REMOTES: '{"mf_calculator":"/mf/calculator/mf-manifest.json"}' } });

const KERNEL = KERNEL_VERSION;

/** A second origin serving remotes' files, as a CDN would: path -> body (a status number answers that status). */
const files = new Map<string, string | number>();
let cdn: Server;
let origin = '';

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (body === undefined || typeof body === 'number') return response.writeHead(body ?? 404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => cdn.close(resolve)));

const manifest = (overrides: Record<string, unknown> = {}, kernel = `^${KERNEL}`) =>
  JSON.stringify({
    id: 'mf_calculator',
    name: 'mf_calculator',
    metaData: {
      name: 'mf_calculator',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.abc.js', path: '', type: 'global' },
      dostavka: { kernel },
    },
    shared: [],
    exposes: [{ id: 'mf_calculator:pages', name: 'pages', path: './pages' }],
    ...overrides,
  });

/** Publishes a version on the CDN: its manifest and entry; the manifest's URL. */
function publish(version: string, body = manifest(), entry = `var mf_calculator_${version};`): string {
  files.set(`/calc/${version}/mf-manifest.json`, body);
  files.set(`/calc/${version}/remoteEntry.abc.js`, entry);
  return `${origin}/calc/${version}/mf-manifest.json`;
}

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// One real account per role (access tokens of unknown users are refused); the audit names it.
const ACCOUNTS: Record<RoleSlug, string> = {
  USER: '00000000-0000-4000-8000-000000000001',
  MANAGER: '00000000-0000-4000-8000-000000000002',
  EMPLOYEE: '00000000-0000-4000-8000-000000000003',
  MODERATOR: '00000000-0000-4000-8000-000000000004',
  ADMIN: '00000000-0000-4000-8000-000000000005',
};
const ADMIN_ID = ACCOUNTS.ADMIN;
const bearer = async (role: RoleSlug) => ({
  authorization: await bearerOf(server.app, role, ACCOUNTS[role]),
});

const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  role: RoleSlug | null = 'ADMIN',
  app: App = server.app,
) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: role ? await bearer(role) : {},
  });

const register = (version: string, manifestUrl: string, name = 'mf_calculator') =>
  call('POST', `/api/admin/remotes/${name}/versions`, { version, manifestUrl });
const activate = (body: { version: string; canaryPercent?: number }, name = 'mf_calculator') =>
  call('POST', `/api/admin/remotes/${name}/activate`, body);
const rollback = (name = 'mf_calculator') => call('POST', `/api/admin/remotes/${name}/rollback`);
const remove = (version: string, name = 'mf_calculator') =>
  call('DELETE', `/api/admin/remotes/${name}/versions/${encodeURIComponent(version)}`);

const remotesFor = async (visitor?: string) =>
  (
    await server.app.inject({
      url: '/remotes.json',
      headers: visitor ? { cookie: `dostavka_visitor=${visitor}` } : {},
    })
  ).json<Record<string, string>>();

const registry = async () =>
  (await call('GET', '/api/admin/remotes')).json<{
    kernelVersion: string;
    remotes: Array<{
      name: string;
      active: string;
      canary: { version: string; percent: number } | null;
      versions: Array<{ version: string; manifestIntegrity: string | null; entryIntegrity: string | null }>;
      history: Array<{
        action: string;
        from: string | null;
        to: string | null;
        by: string | null;
        byEmail: string | null;
      }>;
    }>;
  }>();
const calculator = async () => (await registry()).remotes.find((remote) => remote.name === 'mf_calculator')!;

/** A visitor id (uuid) whose bucket for the calculator's canary is below or above 50. */
function visitorIn(side: 'canary' | 'active'): string {
  for (let i = 0; ; i += 1) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (canaryBucket(id, 'mf_calculator') < 50 === (side === 'canary')) return id;
  }
}

describe('the registry', () => {
  test('is for administrators: 401 without a token, 403 below ADMIN, on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/remotes'],
      ['POST', '/api/admin/remotes/mf_calculator/versions'],
      ['POST', '/api/admin/remotes/mf_calculator/activate'],
      ['POST', '/api/admin/remotes/mf_calculator/rollback'],
      ['DELETE', '/api/admin/remotes/mf_calculator/versions/initial'],
    ] as const) {
      const body = method === 'POST' ? { version: '1.0.0', manifestUrl: 'http://x/m.json' } : undefined;
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, 'MANAGER')).statusCode).toBe(403);
    }
  });

  test('is seeded at the first start from REMOTES over the defaults: one named remote keeps the others', async () => {
    const answer = await registry();
    expect(answer.kernelVersion).toBe(KERNEL);
    expect(answer.remotes.map((remote) => remote.name)).toEqual(Object.keys(DEFAULT_REMOTES).sort());
    for (const remote of answer.remotes) {
      expect(remote.active).toBe('initial');
      expect(remote.history).toEqual([
        expect.objectContaining({ action: 'seed', from: null, to: 'initial', by: null }),
      ]);
    }
    expect(await remotesFor()).toEqual(DEFAULT_REMOTES);
    expect((await call('GET', '/api/admin/remotes')).headers['cache-control']).toBe('no-store');
  });

  test('registering checks the manifest and records the integrity of manifest and entry', async () => {
    const body = manifest();
    const url = publish('1.4.2', body, 'var mf_calculator;');
    const response = await register('1.4.2', url);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      version: '1.4.2',
      manifestUrl: url,
      entryUrl: `${origin}/calc/1.4.2/remoteEntry.abc.js`,
      manifestIntegrity: sri(body),
      entryIntegrity: sri('var mf_calculator;'),
      kernelRange: `^${KERNEL}`,
      registeredBy: ADMIN_ID,
      registeredByEmail: `${ADMIN_ID}@dostavka.test`,
    });
    const remote = await calculator();
    expect(remote.active).toBe('initial');
    // The history names the administrator by e-mail as well as by id.
    expect(remote.history[0]).toMatchObject({
      action: 'register',
      to: '1.4.2',
      by: ADMIN_ID,
      byEmail: `${ADMIN_ID}@dostavka.test`,
    });
    // Registered is not active: visitors still get the seeded version.
    expect((await remotesFor()).mf_calculator).toBe('/mf/calculator/mf-manifest.json');
  });

  test.each([
    ['the manifest answers 404', () => `${origin}/calc/none/mf-manifest.json`, /answered 404/],
    [
      'the manifest is not JSON',
      () => (files.set('/bad/mf-manifest.json', '<html>'), `${origin}/bad/mf-manifest.json`),
      /not JSON/,
    ],
    ['it is not a manifest', () => publish('x1', '{"hello":1}'), /not a Module Federation manifest/],
    [
      'it is another remote',
      () => publish('x2', manifest({ name: 'mf_order' })),
      /of remote "mf_order", not of mf_calculator/,
    ],
    [
      'it does not expose ./pages',
      () => publish('x3', manifest({ exposes: [] })),
      /does not expose \.\/pages/,
    ],
    [
      'its kernel range refuses the kernel',
      () => publish('x4', manifest({}, '^9.0.0')),
      /built for kernel \^9\.0\.0, the site runs kernel/,
    ],
    [
      'it requires another major of a singleton the shell provides',
      () =>
        publish(
          'x6',
          manifest({
            shared: [
              { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
              { name: 'mobx', version: '7.1.3', requiredVersion: '^7.1.3', singleton: true },
            ],
          }),
        ),
      /shared packages do not match the site's: react: it requires \^20\.0\.0, the site runs 19\./,
    ],
    [
      "it needs a shared module the shell's build does not provide",
      () =>
        publish(
          'x7',
          manifest({
            shared: [
              { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
              {
                name: '@mui/material/SpeedDial',
                version: '9.5.0',
                requiredVersion: '^9.5.0',
                singleton: true,
              },
            ],
          }),
        ),
      /shell does not provide: @mui\/material\/SpeedDial; deploy a shell built with them first/,
    ],
    [
      'its entry is missing',
      () => (
        publish('x5'),
        files.delete('/calc/x5/remoteEntry.abc.js'),
        `${origin}/calc/x5/mf-manifest.json`
      ),
      /remote entry at .* answered 404/,
    ],
    ['nothing answers there', () => 'http://127.0.0.1:1/mf-manifest.json', /could not be fetched/],
  ])('a version is refused with 422 when %s', async (_case, url, message) => {
    const response = await register('9.9.9', url());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(message);
    expect((await calculator()).versions.map((v) => v.version)).not.toContain('9.9.9');
  });

  test('bad requests are refused with a clear 4xx', async () => {
    expect((await register('1.4.2', publish('1.4.2'))).statusCode).toBe(409);
    expect((await register('1.0.0', publish('1.0.0'), 'mf_blog')).statusCode).toBe(404);
    const relative = await register('1.0.0', '/mf/calculator/mf-manifest.json');
    expect(relative.statusCode).toBe(400);
    expect(relative.json().message).toMatch(/manifestUrl/);
    expect((await register('has space', publish('1.0.1'))).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/remotes/mf_calculator/versions', { version: '1.0.0' })).statusCode,
    ).toBe(400);
    expect((await activate({ version: '7.7.7' })).statusCode).toBe(404);
    expect((await activate({ version: '1.4.2' }, 'mf_blog')).statusCode).toBe(404);
    expect((await activate({ version: '1.4.2', canaryPercent: 0 })).statusCode).toBe(400);
    expect((await activate({ version: '1.4.2', canaryPercent: 101 })).statusCode).toBe(400);
    expect((await activate({ version: 'initial' })).statusCode).toBe(409);
    expect((await rollback('mf_blog')).statusCode).toBe(404);
    expect((await rollback()).json().message).toMatch(/no earlier version/);
  });

  test('a canary gives its share of visitors the new version, each visitor keeping theirs', async () => {
    const response = await activate({ version: '1.4.2', canaryPercent: 50 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: 'initial', canary: { version: '1.4.2', percent: 50 } });

    const canaryUrl = `${origin}/calc/1.4.2/mf-manifest.json`;
    const canaryVisitor = visitorIn('canary');
    const activeVisitor = visitorIn('active');
    for (let i = 0; i < 3; i += 1) {
      expect((await remotesFor(canaryVisitor)).mf_calculator).toBe(canaryUrl);
      expect((await remotesFor(activeVisitor)).mf_calculator).toBe('/mf/calculator/mf-manifest.json');
    }
    // The other remotes are untouched.
    expect((await remotesFor(canaryVisitor)).mf_order).toBe(DEFAULT_REMOTES.mf_order);

    // A fresh visitor gets an id to stay on their side.
    const fresh = await server.app.inject({ url: '/remotes.json' });
    expect(String(fresh.headers['set-cookie'])).toMatch(/^dostavka_visitor=[0-9a-f-]{36};.*HttpOnly/);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1)
      seen.add(
        (await server.app.inject({ url: '/remotes.json' })).json<Record<string, string>>().mf_calculator!,
      );
    expect(seen).toEqual(new Set([canaryUrl, '/mf/calculator/mf-manifest.json']));

    const history = (await calculator()).history[0];
    expect(history).toMatchObject({ action: 'canary', from: 'initial', to: '1.4.2', by: ADMIN_ID });
  });

  test('/remotes.json answers 304 while what the visitor gets holds', async () => {
    const visitor = visitorIn('canary');
    const cookie = `dostavka_visitor=${visitor}`;
    const first = await server.app.inject({ url: '/remotes.json', headers: { cookie } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await server.app.inject({
      url: '/remotes.json',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const other = await server.app.inject({
      url: '/remotes.json',
      headers: { cookie: `dostavka_visitor=${visitorIn('active')}`, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  test('the Content-Security-Policy allows the registered origins', async () => {
    const csp = String(
      (await server.app.inject({ url: '/api/content/city/popular' })).headers['content-security-policy'],
    );
    for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).not.toMatch(/default-src [^;]*127\.0\.0\.1/);
  });

  test("failure reports are counted per version: the canary's error rate beside the active one's", async () => {
    const report = (manifestUrl: string, kind = 'mount') =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/remote-failures',
        payload: { remote: 'mf_calculator', manifestUrl, kind, message: 'Error: mount failed' },
      });
    await server.app.inject({
      url: '/calculator/',
      headers: { accept: 'text/html', cookie: `dostavka_visitor=${visitorIn('canary')}` },
    });
    expect((await report(`${origin}/calc/1.4.2/mf-manifest.json`)).statusCode).toBe(204);
    expect((await report(`${origin}/calc/1.4.2/mf-manifest.json`, 'render')).statusCode).toBe(204);
    expect((await report('/mf/calculator/mf-manifest.json', 'load')).statusCode).toBe(204);
    const errors = (await call('GET', '/api/admin/remotes'))
      .json()
      .remotes.find((remote: { name: string }) => remote.name === 'mf_calculator').errors;
    // Every registered version has its figures, the active and the canary among them.
    expect(errors).toEqual(
      expect.arrayContaining([
        { version: 'initial', failures: 1, views: expect.any(Number) },
        { version: '1.4.2', failures: 2, views: expect.any(Number) },
      ]),
    );

    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/user/remote-failures',
      payload: { remote: 'mf_calculator', manifestUrl: '', kind: 'explode', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    const refused = [];
    for (let i = 0; i < 30; i += 1) refused.push((await report('/x')).statusCode);
    expect(refused.filter((status) => status === 429).length).toBe(3);
  });

  test('rollback ends the canary, activation moves everyone, rollback returns to the previous version', async () => {
    const ended = await rollback();
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ active: 'initial', canary: null });
    expect((await remotesFor(visitorIn('canary'))).mf_calculator).toBe('/mf/calculator/mf-manifest.json');

    const promoted = await activate({ version: '1.4.2' });
    expect(promoted.json()).toMatchObject({ active: '1.4.2', canary: null });
    expect((await remotesFor(visitorIn('active'))).mf_calculator).toBe(
      `${origin}/calc/1.4.2/mf-manifest.json`,
    );

    const back = await rollback();
    expect(back.json()).toMatchObject({ active: 'initial', canary: null });
    expect((await remotesFor()).mf_calculator).toBe('/mf/calculator/mf-manifest.json');
    expect(
      (await calculator()).history.slice(0, 4).map(({ action, from, to }) => `${action} ${from}->${to}`),
    ).toEqual([
      'rollback 1.4.2->initial',
      'activate initial->1.4.2',
      'rollback 1.4.2->initial',
      'canary initial->1.4.2',
    ]);
  });

  test('a version whose kernel range no longer accepts the kernel is not activated', async () => {
    await server.app.db.execute(
      sql`update remote_versions set kernel_range = '^9.0.0' where remote = 'mf_calculator' and version = '1.4.2'`,
    );
    const response = await activate({ version: '1.4.2', canaryPercent: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/cannot be activated: it was built for kernel \^9\.0\.0/);
    expect((await calculator()).canary).toBeNull();
  });

  test('a version neither active nor canary can be deleted, and its origin leaves the CSP', async () => {
    // A version on an origin of its own: the same CDN under another host name.
    const other = origin.replace('127.0.0.1', 'localhost');
    publish('2.0.0');
    expect((await register('2.0.0', `${other}/calc/2.0.0/mf-manifest.json`)).statusCode).toBe(201);
    const csp = async () =>
      String(
        (await server.app.inject({ url: '/api/content/city/popular' })).headers['content-security-policy'],
      );
    expect(await csp()).toContain(other);

    expect((await activate({ version: '2.0.0', canaryPercent: 10 })).statusCode).toBe(200);
    const canary = await remove('2.0.0');
    expect(canary.statusCode).toBe(409);
    expect(canary.json().message).toMatch(/is the canary/);
    expect((await rollback()).statusCode).toBe(200);
    const active = await remove('initial');
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toMatch(/is active/);
    // Once active and left again, it is a rollback's target: deleting it takes it from there too.
    expect((await activate({ version: '2.0.0' })).statusCode).toBe(200);
    expect((await activate({ version: 'initial' })).statusCode).toBe(200);

    const removed = await remove('2.0.0');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().versions.map((entry: { version: string }) => entry.version)).not.toContain('2.0.0');
    expect(removed.json().history[0]).toMatchObject({
      action: 'delete',
      from: '2.0.0',
      to: null,
      by: ADMIN_ID,
      byEmail: `${ADMIN_ID}@dostavka.test`,
    });
    const [row] = await server.app.db.select().from(remotes).where(eq(remotes.name, 'mf_calculator'));
    expect(row?.previous).not.toContain('2.0.0');
    expect(await csp()).not.toContain(other);
    // The registered origin still used by 1.4.2 stays.
    expect(await csp()).toContain(origin);

    expect((await remove('2.0.0')).statusCode).toBe(404);
    expect((await remove('1.0.0', 'mf_blog')).statusCode).toBe(404);
    expect((await remove('has space')).statusCode).toBe(400);
  });

  test('the calls are in the OpenAPI document', async () => {
    const document = (await server.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/remotes',
        '/api/admin/remotes/{name}/versions',
        '/api/admin/remotes/{name}/activate',
        '/api/admin/remotes/{name}/rollback',
        '/api/admin/remotes/{name}/versions/{version}',
      ]),
    );
  });
});
