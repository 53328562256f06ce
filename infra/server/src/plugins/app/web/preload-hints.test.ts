/**
 * The first view's chunks written into the document (preload-hints.ts, first-view.ts): the shell's
 * chunks (the shared modules the remote's page consumes among them), from the builds' chunk
 * graphs, each once, as deferred scripts; the remote's own files (entry, exposed module, page
 * chunk) preloaded, never scripts the shell would wait on; a remote on another origin gets none
 * of its files written but its manifest's preload.
 */
import { createWebFixture, type WebFixture } from '../../../../test/web-fixture';
import { readFile } from 'node:fs/promises';
import { renderDocument } from './document';
import { preloadHints } from './preload-hints';

let web: WebFixture;
let bare: WebFixture;
beforeAll(async () => {
  [web, bare] = await Promise.all([createWebFixture({ chunkGraphs: true }), createWebFixture()]);
});
afterAll(() => Promise.all([web?.remove(), bare?.remove()]));

const FOLDERS: ReadonlyArray<[string, string]> = [
  ['/mf/content/', 'mf-content'],
  ['/mf/calculator/', 'mf-calculator'],
];
const LOCAL = {
  mf_content: '/mf/content/mf-manifest.json',
  mf_calculator: '/mf/calculator/mf-manifest.json',
};

const hintsOf = (fixture: WebFixture, cache = true) => {
  const hints = preloadHints({ webRoot: fixture.root, folders: FOLDERS, cache });
  // The head's hints and the body's, one after the other (where each goes: a test of its own).
  return async (...args: Parameters<typeof hints>) => {
    const { head, body } = await hints(...args);
    return head + body;
  };
};
/** The fixture's home page document in Russian, with its hints where the server puts them. */
const homeDocument = async () =>
  renderDocument(
    await readFile(web.template, 'utf8'),
    {
      api: { user: '', content: '', calculator: '', admin: '' },
      realtime: { url: '', path: '' },
      status: 200,
    },
    null,
    await preloadHints({ webRoot: web.root, folders: FOLDERS, cache: true })('/', LOCAL, 'ru'),
  );
const scriptsIn = (html: string) =>
  [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map(([, src]) => src ?? '');
const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);

describe("the first view's scripts in the document", () => {
  test("a content page: the shell's chunks and the shared modules as scripts, the remote's files preloaded", async () => {
    const html = await hintsOf(web)('/', LOCAL, 'ru');
    expect(scriptsIn(html)).toEqual([
      '/static/js/src_bootstrap_tsx.1a2b3c.js',
      '/static/js/node_modules_react_index_js.2b3c4d.js',
      '/static/js/node_modules_mui_material_Card_index_mjs.3c4d5e.js',
      '/static/js/locale-ru-common-json.5e6f7a.js',
    ]);
    // The remote's files are its runtime's to load (a slow remote must not hold the shell back).
    expect(preloadsIn(html)).toEqual([
      'fetch /mf/content/mf-manifest.json',
      'script /mf/content/remoteEntry.js',
      'script /mf/content/static/js/__federation_expose_pages.8a9b0c.js',
      'script /mf/content/static/js/src_features_home_home-page_tsx.1c2d3e.js',
      'font /static/media/montserrat-cyrillic-400-normal.0a1b2c3d4e.woff2',
      'font /static/media/montserrat-latin-400-normal.6e7f8a9b0c.woff2',
    ]);
  });

  test('a page in English: its texts and the fallback Russian ones, both of which i18next starts with', async () => {
    const hints = hintsOf(web);
    const [russian, english] = [await hints('/', LOCAL, 'ru'), await hints('/', LOCAL, 'en')];
    expect(scriptsIn(english)).toEqual(
      expect.arrayContaining([
        '/static/js/locale-ru-common-json.5e6f7a.js',
        '/static/js/locale-en-common-json.6f7a8b.js',
      ]),
    );
    // Each language is remembered apart: the English page did not change the Russian one.
    expect(await hints('/', LOCAL, 'ru')).toBe(russian);
    expect(russian).not.toContain('locale-en-common-json');
  });

  test("in the document they run before the shell's main.js (deferred scripts run in order)", async () => {
    const html = await homeDocument();
    const scripts = scriptsIn(html);
    expect(scripts.at(-1)).toBe('/main.3f2a9c1b.js');
    expect(scripts).toHaveLength(5);
  });

  test("the fonts' preloads open the body, the rest is in the head: a font preloaded in the head holds the first paint", async () => {
    const html = await homeDocument();
    const [head = '', body = ''] = html.split(/<body[^>]*>/);
    expect(preloadsIn(head).filter((line) => line.startsWith('font '))).toEqual([]);
    expect(preloadsIn(head)).toContain('fetch /mf/content/mf-manifest.json');
    expect(scriptsIn(head)).toHaveLength(4);
    // First in the body, before the configuration and the page: the preload scanner meets them at once.
    expect(body.trimStart()).toMatch(
      /^(<link rel="preload" href="[^"]+" as="font" crossorigin>){2}<script id="dostavka-config"/,
    );
  });

  test("no file twice: not as a script and a preload, not the template's own main.js, not on a second call", async () => {
    const hints = hintsOf(web);
    await hints('/route/moskva/sankt-peterburg/', LOCAL, 'ru');
    const html = await hints('/route/moskva/sankt-peterburg/', LOCAL, 'ru');
    const scripts = scriptsIn(html);
    const preloaded = preloadsIn(html).map((line) => line.split(' ')[1]);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(scripts.filter((src) => preloaded.includes(src))).toEqual([]);
    expect(scripts).not.toContain('/main.3f2a9c1b.js');
    expect(preloaded).toContain(
      '/mf/content/static/js/src_features_directions_directions-page_tsx.4f5a6b.js',
    );
    // Neither the other page, nor the sign-in modal (on demand), nor the remote's own react.
    expect([...scripts, ...preloaded].join(' ')).not.toMatch(/home-page|auth-modal|9f8e7d/);
  });

  test("a remote on another origin: the shell's chunks only, the remote's manifest preloaded", async () => {
    const html = await hintsOf(web)(
      '/',
      {
        ...LOCAL,
        mf_content: 'https://cdn.example/content/mf-manifest.json',
      },
      'ru',
    );
    expect(scriptsIn(html)).toEqual([
      '/static/js/src_bootstrap_tsx.1a2b3c.js',
      '/static/js/node_modules_react_index_js.2b3c4d.js',
      '/static/js/node_modules_mui_material_Card_index_mjs.3c4d5e.js',
      '/static/js/locale-ru-common-json.5e6f7a.js',
    ]);
    expect(html).not.toMatch(/<script[^>]*cdn\.example/);
    expect(preloadsIn(html)[0]).toBe('fetch https://cdn.example/content/mf-manifest.json');
  });

  test("another version of the remote on this server: its files are not the chunk graph's, so only preloads", async () => {
    const html = await hintsOf(web)(
      '/',
      { ...LOCAL, mf_content: '/mf/content/2.0.0/mf-manifest.json' },
      'ru',
    );
    expect(scriptsIn(html).filter((src) => src.startsWith('/mf/'))).toEqual([]);
  });

  test('while developing (nothing cached), no scripts: dist holds development builds the graphs do not name', async () => {
    const html = await hintsOf(web, false)('/', LOCAL, 'ru');
    expect(scriptsIn(html)).toEqual([]);
    expect(preloadsIn(html)).toContain(
      'script /mf/content/static/js/src_features_home_home-page_tsx.1c2d3e.js',
    );
  });

  test('a build without chunk graphs: no scripts, the remote preloaded from its manifest as before', async () => {
    const html = await hintsOf(bare)('/', LOCAL, 'ru');
    expect(scriptsIn(html)).toEqual([]);
    expect(preloadsIn(html)).toContain(
      'script /mf/content/static/js/src_features_home_home-page_tsx.1c2d3e.js',
    );
  });
});
