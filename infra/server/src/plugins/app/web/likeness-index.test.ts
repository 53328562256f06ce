/** When the likeness index builds (likeness-index.ts): in the background, after a wait, once per content change. */
import type { Language } from '@dostavka/shared-kernel/i18n';
import { likenessIndex, pauseAfter, type LikenessIndexOptions } from './likeness-index';
import type { RenderedPage } from './ssr/render-page';

const words = (tag: string, count: number) => Array.from({ length: count }, (_, i) => `${tag}${i}`).join(' ');
const rendered = (text: string): RenderedPage => ({
  status: 200,
  head: '',
  app: `<main><p>${text}</p></main>`,
  preloaded: null,
  islands: true,
  personal: false,
  ms: { data: 0, render: 0 },
});

const indexes: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(indexes.splice(0).map((index) => index.close()));
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An index over pages whose texts and content key the test changes; it counts what is read. */
function fixture(options: Partial<LikenessIndexOptions> = {}) {
  const site = {
    key: 'g1',
    texts: new Map<string, string>([
      ['/a/', `${words('same', 300)} a`],
      ['/b/', `${words('same', 300)} b`],
      ['/c/', words('other', 300)],
    ]),
    reads: [] as string[],
    builds: 0,
    /** How long a page takes to read. */
    readMs: 0,
    /** Pages whose render throws. */
    failing: new Set<string>(),
    errors: [] as string[],
    /** Called before each page is read (a test changes the content on the way). */
    onRead: (_count: number) => {},
  };
  const index = likenessIndex({
    on: true,
    delayMs: 0,
    checkEveryMs: 5,
    urls: async () => {
      site.builds += 1;
      return [...site.texts.keys()];
    },
    contentKey: async () => site.key,
    log: { info: () => {}, error: (_object, message) => site.errors.push(message) },
    ...options,
  });
  index.attach(async (pathname: string, lang: Language) => {
    site.onRead(site.reads.length);
    site.reads.push(`${lang} ${pathname}`);
    if (site.readMs) await sleep(site.readMs);
    if (site.failing.has(pathname)) throw new Error('the render failed');
    const text = site.texts.get(pathname);
    return text === undefined ? null : rendered(text);
  });
  indexes.push(index);
  return { site, index };
}

test('off, nothing is read and nothing is below', async () => {
  const { site, index } = fixture({ on: false });
  index.start();
  await index.settled();
  await sleep(30);
  expect(site.reads).toEqual([]);
  expect(index.below('ru', '/a/')).toBe(false);
  expect(index.urls().size).toBe(0);
});

test('every page is read in each language; the alike ones are below in that language and out of the sitemap', async () => {
  const { site, index } = fixture();
  site.texts.set('/d/', 'a page of few words');
  index.start();
  await index.settled();
  expect(site.reads).toEqual(
    ['ru', 'en'].flatMap((lang) => ['/a/', '/b/', '/c/', '/d/'].map((url) => `${lang} ${url}`)),
  );
  expect(index.below('ru', '/a/')).toBe(true);
  expect(index.below('en', '/b/')).toBe(true);
  expect(index.below('ru', '/c/')).toBe(false);
  expect([...index.urls()].sort()).toEqual(['/a/', '/b/']);
  expect(index.version).toBe(1);
});

test('a change during a build abandons it; the next build judges the new content; the last judgement holds meanwhile', async () => {
  const { site, index } = fixture();
  index.start();
  await index.settled();
  expect(index.below('ru', '/a/')).toBe(true);
  const before = site.reads.length;
  // Pages take longer to read than the content key takes to be looked at.
  site.readMs = 20;
  site.key = 'g2';
  // Half-way through the build for g2, the content changes again: /b/ is distinct in g3.
  site.onRead = (count) => {
    if (count !== before + 2) return;
    site.texts.set('/b/', words('third', 300));
    site.key = 'g3';
  };
  await sleep(10);
  // Until a build for the new content is made, the pages found alike stay below.
  expect(index.below('ru', '/a/')).toBe(true);
  await index.settled();
  expect(index.below('ru', '/a/')).toBe(false);
  expect(index.below('ru', '/b/')).toBe(false);
  // One build for g1, one abandoned (g2), one finished (g3): only two made a judgement.
  expect(site.builds).toBe(3);
  expect(index.version).toBe(2);
  expect(site.reads.length - before).toBeLessThan(6 + 6);
});

test('changes in quick succession start one build, after the wait', async () => {
  const { site, index } = fixture({ delayMs: 500 });
  index.start();
  await index.settled();
  expect(site.builds).toBe(1);
  for (const key of ['g2', 'g3', 'g4']) {
    site.key = key;
    await sleep(10);
  }
  expect(site.builds).toBe(1);
  await index.settled();
  expect(site.builds).toBe(2);
});

test('a page that cannot be rendered is left out and logged; the others are judged', async () => {
  const { site, index } = fixture();
  site.failing.add('/b/');
  site.texts.set('/e/', `${words('same', 300)} e`);
  index.start();
  await index.settled();
  expect(site.errors).toEqual([
    'the likeness index could not render a page',
    'the likeness index could not render a page',
  ]);
  expect(index.below('ru', '/a/')).toBe(true);
  expect(index.below('ru', '/e/')).toBe(true);
  expect(index.below('ru', '/b/')).toBe(false);
  expect(index.version).toBe(1);
});

test('a build renders at most its share of a core: after each page a pause in proportion', () => {
  expect(pauseAfter(12, 0.5)).toBe(12);
  expect(pauseAfter(12, 0.25)).toBe(36);
  expect(pauseAfter(12, 1)).toBe(0);
});
