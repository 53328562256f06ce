/**
 * Server rendering follows the remote registry (issue 14, item 5): a registered mf_content version
 * publishes its server build beside its manifest; the server downloads it once, checks it against
 * the integrity recorded at registration and renders that version's pages with it. A build that
 * cannot be had leaves the page to the browser, logged and counted as that version's failure.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KERNEL_VERSION } from '@dostavka/shared-kernel/domain';
import { h1Of, pageOf, useSsrApp } from '../../../../../test/ssr-app';

const server = useSsrApp();

/** A CDN: path -> body; every request counted by path. */
const files = new Map<string, string>();
const requests = new Map<string, number>();
let cdn: Server;
let origin = '';

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const url = request.url ?? '';
    requests.set(url, (requests.get(url) ?? 0) + 1);
    const body = files.get(url);
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => cdn.close(resolve)));

/**
 * A server build as the content remote's build makes one: CommonJS, packages external, its texts
 * added to the page's i18next instance under its own namespace unless they are there already.
 */
const serverBuild = (heading: string) => `
const React = require('react');
exports.serverEntry = {
  async render(input) {
    if (input.page !== 'home') return { status: 404 };
    for (const lng of ['ru', 'en'])
      if (!input.i18n.hasResourceBundle(lng, 'content'))
        input.i18n.addResourceBundle(lng, 'content', { home: { h1: ${JSON.stringify(heading)} } });
    return {
      status: 200,
      element: React.createElement('h1', null, input.i18n.t('content:home.h1')),
      head: { title: 'Версия', description: 'Страница другой версии', breadcrumbs: [] },
      data: null,
    };
  },
};
`;

/** Publishes a version of mf_content: manifest, entry and server build; the manifest's URL. */
function publish(version: string, build: string | null): string {
  files.set(
    `/content/${version}/mf-manifest.json`,
    JSON.stringify({
      name: 'mf_content',
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        dostavka: { kernel: `^${KERNEL_VERSION}` },
      },
      exposes: [{ name: 'pages', path: './pages' }],
    }),
  );
  files.set(`/content/${version}/remoteEntry.js`, `var mf_content_${version.replaceAll('.', '_')};`);
  if (build === null) files.delete(`/content/${version}/server/server.cjs`);
  else files.set(`/content/${version}/server/server.cjs`, build);
  return `${origin}/content/${version}/mf-manifest.json`;
}

const registry = () => server.app.remoteRegistry;
const failures = async (version: string) => {
  const { remotes } = await registry().list();
  return remotes.find((remote) => remote.name === 'mf_content')?.errors.find((e) => e.version === version);
};

afterEach(async () => {
  // Back to the site's own build for the next test.
  const { remotes } = await registry().list();
  if (remotes.find((remote) => remote.name === 'mf_content')?.active !== 'initial')
    await registry().activate('mf_content', { version: 'initial' }, 'test');
});

test("an active version's pages are rendered by that version's server build and texts, downloaded once", async () => {
  // The site's own build has rendered (its texts are loaded) before the new version comes.
  expect(h1Of((await pageOf(server.app, '/?v=0')).body)).toBe('Грузоперевозки по всей России');
  const build = serverBuild('Заголовок версии 2.0.0');
  const info = await registry().register('mf_content', '2.0.0', publish('2.0.0', build), 'test');
  expect(info.serverUrl).toBe(`${origin}/content/2.0.0/server/server.cjs`);
  expect(info.serverIntegrity).toBe(`sha256-${createHash('sha256').update(build).digest('base64')}`);
  requests.clear();

  await registry().activate('mf_content', { version: '2.0.0' }, 'test');
  const first = await pageOf(server.app, '/?v=1');
  expect(first.statusCode).toBe(200);
  expect(h1Of(first.body)).toBe('Заголовок версии 2.0.0');
  // The document names the same version for the browser.
  expect(first.body).toContain('/content/2.0.0/mf-manifest.json');
  const second = await pageOf(server.app, '/?v=2');
  expect(h1Of(second.body)).toBe('Заголовок версии 2.0.0');
  expect(requests.get('/content/2.0.0/server/server.cjs')).toBe(1);

  // Back to the site's own build: its page again.
  await registry().activate('mf_content', { version: 'initial' }, 'test');
  expect(h1Of((await pageOf(server.app, '/?v=3')).body)).toBe('Грузоперевозки по всей России');
});

test('a server build changed since registration is not run: the browser renders, the failure is counted', async () => {
  await registry().register('mf_content', '2.1.0', publish('2.1.0', serverBuild('Настоящая 2.1.0')), 'test');
  // The file on the CDN is replaced after the registry recorded its integrity.
  files.set('/content/2.1.0/server/server.cjs', serverBuild('Подменённая 2.1.0'));
  await registry().activate('mf_content', { version: '2.1.0' }, 'test');

  const response = await pageOf(server.app, '/?v=4');
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain('Подменённая');
  expect(response.body).toContain('<div id="root"></div>');
  expect(await failures('2.1.0')).toMatchObject({ failures: 1 });
  const metrics = await server.app.metrics.registry.metrics();
  expect(metrics).toMatch(
    /dostavka_remote_failures_total\{remote="mf_content",version="2.1.0",kind="server-build"\} 1/,
  );
});

test('a version of the content remote without a server build beside its manifest is refused', async () => {
  const refused = await registry()
    .register('mf_content', '2.2.0', publish('2.2.0', null), 'test')
    .then(
      () => null,
      (error: { statusCode?: number; message: string }) => error,
    );
  expect(refused?.statusCode).toBe(422);
  expect(refused?.message).toMatch(/server build at .*\/content\/2\.2\.0\/server\/server\.cjs answered 404/);
});
