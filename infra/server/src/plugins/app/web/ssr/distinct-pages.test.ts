/**
 * Pages of the sitemap, server-rendered in-process and read as a crawler without JavaScript reads
 * them (issue 20): at least 250 words of visible text in the page's main area, and no two pages
 * sharing more than half of their word shingles. The worst pairs are printed.
 *
 * Every page of the sitemap is checked in Russian, the route, region and city pages (about 3,100,
 * about 2 minutes in-process) as one set. English: the catalogue and information pages whole, the
 * route pages sampled (SAMPLE_PER_KIND of each kind spread evenly over its list, two neighbours at a
 * time, two of every ENGLISH_EVERY of them).
 *
 * Visible text: the `<main>` element (the site's header and footer are the same on every page by
 * design), without scripts and styles. Shingles: 5 consecutive words of the visible text read as
 * one stream, lower-cased. Two pages' overlap is the shingles they share
 * over the shingles of the smaller page.
 */
import { SITEMAP_KINDS, sitemapEntries, type SitemapKind } from '../sitemap';
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';
import { CATALOGUE_GROUPS } from '../../../../db/seed/catalogue';

const server = useSsrApp();

const MIN_WORDS = 250;
const MAX_SHARED = 0.5;
const SHINGLE = 5;
const CONCURRENCY = 2;
/** Route pages per kind the English check samples: 60, DISTINCT_SAMPLE=n for more (DISTINCT_WORST=n prints n worst pairs). */
const SAMPLE_PER_KIND = Math.max(2, Number(process.env.DISTINCT_SAMPLE) || 60);
/** The route, region and city kinds (catalogue and information: their own checks below). */
const CHECKED: readonly SitemapKind[] = ['directions', 'regions', 'cities'];
/** English pages checked: two of every n sampled URLs, with ?lang=en. */
const ENGLISH_EVERY = 8;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#x27': "'",
  '#39': "'",
};

/** The blocks of visible text of a document's main area. */
export function visibleBlocks(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&([#\w]+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .split('\n')
    .map((block) => block.trim())
    .filter(Boolean);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Shingles over the page's text as one stream (a table row reads on into its price). */
function shingles(blocks: string[]): Set<string> {
  const words = wordsOf(blocks.join(' '));
  const set = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i += 1) set.add(words.slice(i, i + SHINGLE).join(' '));
  return set;
}

interface Page {
  url: string;
  words: number;
  /** Of the words, the share with a Cyrillic letter (an English page's names only). */
  cyrillic: number;
  shingles: number[];
}

/** Pairs of pages whose shared shingles exceed `limit` of the smaller one, worst first. */
function overlaps(pages: Page[], limit: number): Array<{ a: string; b: string; share: number }> {
  const byShingle = new Map<number, number[]>();
  pages.forEach((page, index) => {
    for (const id of page.shingles) {
      const list = byShingle.get(id);
      if (list) list.push(index);
      else byShingle.set(id, [index]);
    }
  });
  const found: Array<{ a: string; b: string; share: number }> = [];
  const counts = new Int32Array(pages.length);
  pages.forEach((page, index) => {
    const touched: number[] = [];
    for (const id of page.shingles) {
      for (const other of byShingle.get(id)!) {
        if (other <= index) continue;
        if (counts[other] === 0) touched.push(other);
        counts[other] = counts[other]! + 1;
      }
    }
    for (const other of touched) {
      const smaller = Math.min(page.shingles.length, pages[other]!.shingles.length);
      const share = counts[other]! / smaller;
      if (share > limit) found.push({ a: page.url, b: pages[other]!.url, share });
      counts[other] = 0;
    }
  });
  return found.sort((x, y) => y.share - x.share);
}

async function crawl(urls: string[]): Promise<Page[]> {
  const ids = new Map<string, number>();
  const pages: Page[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await pageOf(server.app, url);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      const blocks = visibleBlocks(response.body);
      const ids_ = [...shingles(blocks)].map((text) => {
        let id = ids.get(text);
        if (id === undefined) {
          id = ids.size;
          ids.set(text, id);
        }
        return id;
      });
      const words = wordsOf(blocks.join(' '));
      const cyrillic = words.filter((word) => /[а-яё]/.test(word)).length / Math.max(1, words.length);
      pages.push({ url, words: words.length, cyrillic, shingles: ids_ });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return pages;
}

function report(pages: Page[], label: string) {
  const thin = pages.filter((page) => page.words < MIN_WORDS).sort((a, b) => a.words - b.words);
  const alike = overlaps(pages, MAX_SHARED);
  const worst = overlaps(pages, 0).slice(0, Number(process.env.DISTINCT_WORST) || 5);
  console.log(
    [
      `${label}: ${pages.length} pages, fewest words ${Math.min(...pages.map((p) => p.words))}`,
      `worst pairs: ${worst.map((pair) => `${(pair.share * 100).toFixed(0)}% ${pair.a} ~ ${pair.b}`).join('; ')}`,
      `under ${MIN_WORDS} words: ${thin.length} (${thin
        .slice(0, 10)
        .map((p) => `${p.url} ${p.words}`)
        .join(', ')})`,
      `pairs over ${MAX_SHARED * 100}%: ${alike.length} (${alike
        .slice(0, 10)
        .map((pair) => `${(pair.share * 100).toFixed(0)}% ${pair.a} ~ ${pair.b}`)
        .join(', ')})`,
    ].join('\n'),
  );
  return { thin, alike };
}

/** Up to `limit` URLs spread evenly over the list, two neighbours at a time. */
function spread(list: string[], limit: number): string[] {
  if (list.length <= limit) return list;
  const pairs = Math.floor(limit / 2);
  const step = list.length / pairs;
  return Array.from({ length: pairs }, (_, i) => Math.floor(i * step)).flatMap((at) =>
    list.slice(at, at + 2),
  );
}

let byKind = {} as Record<SitemapKind, string[]>;
/** Every route, region and city page (a sample on PostgreSQL), and the English check's sample of them. */
let urls: string[] = [];
let sampled: string[] = [];
beforeAll(async () => {
  const sections = await sitemapEntries(server.app);
  byKind = Object.fromEntries(
    SITEMAP_KINDS.map((kind) => [kind, sections[kind].map((entry) => entry.url)]),
  ) as Record<SitemapKind, string[]>;
  sampled = CHECKED.flatMap((kind) => spread(byKind[kind], SAMPLE_PER_KIND));
  // The texts are the same on either database: the whole set is rendered once, on the embedded one
  // (`npm test` runs the server's suites again on PostgreSQL, where the sample is enough).
  urls = process.env.DATABASE_URL ? sampled : CHECKED.flatMap((kind) => byKind[kind]);
});

test('visible text is read from the main area, blocks apart', () => {
  expect(
    visibleBlocks(
      '<header>Menu</header><main><h1>A &amp; B</h1><script>x=1</script><p>one two</p></main><footer>F</footer>',
    ),
  ).toEqual(['A & B', 'one two']);
});

test('every route, region and city page has 250 words of its own; no two share over half their shingles', async () => {
  const started = Date.now();
  const pages = await crawl(urls);
  const { thin, alike } = report(pages, `Russian, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  expect(pages).toHaveLength(urls.length);
  expect(thin.map((page) => `${page.url} ${page.words}`)).toEqual([]);
  // Listed when over: the pairs, worst first.
  expect(alike.map((pair) => `${(pair.share * 100).toFixed(0)}% ${pair.a} ~ ${pair.b}`)).toEqual([]);
}, 1_800_000);

test('English pages (every fourth of a sample) in English, with their own 250 words', async () => {
  const sample = sampled.filter((_, index) => index % ENGLISH_EVERY < 2).map((url) => `${url}?lang=en`);
  const pages = await crawl(sample);
  const { thin, alike } = report(pages, 'English sample');
  expect(thin.map((page) => `${page.url} ${page.words}`)).toEqual([]);
  expect(alike.map((pair) => `${(pair.share * 100).toFixed(0)}% ${pair.a} ~ ${pair.b}`)).toEqual([]);
  // English: Cyrillic words are names only (carriers, a few cities), never most of the text.
  for (const url of sample.slice(0, 50)) {
    const text = visibleBlocks((await pageOf(server.app, url)).body).join(' ');
    const words = wordsOf(text);
    const cyrillic = words.filter((word) => /[а-яё]/.test(word));
    expect({ url, share: cyrillic.length / words.length < 0.15 }).toEqual({ url, share: true });
  }
}, 600_000);

test('the twelve catalogue groups’ own pages have 250 words each, in Russian and English', async () => {
  const roots = CATALOGUE_GROUPS.map((group) => group.root);
  const pages = await crawl([...roots, ...roots.map((url) => `${url}?lang=en`)]);
  report(pages, 'catalogue groups');
  expect(pages).toHaveLength(24);
  expect(pages.filter((page) => page.words < MIN_WORDS).map((page) => `${page.url} ${page.words}`)).toEqual(
    [],
  );
}, 600_000);

/**
 * The catalogue and information kinds, each on its own (catalogue topic, group and city pages; the
 * FAQ and its questions, payment, company, offer, the home page and lists), Russian and English:
 * the rules of the route checks, and an English page's words under 15 % Cyrillic (names only).
 */
async function checkKind(kind: SitemapKind, lang: 'ru' | 'en') {
  const sample = byKind[kind].map((url) => (lang === 'en' ? `${url}?lang=en` : url));
  const pages = await crawl(sample);
  const { thin, alike } = report(pages, `${kind}, ${lang === 'en' ? 'English' : 'Russian'}`);
  expect(pages).toHaveLength(sample.length);
  expect(thin.map((page) => `${page.url} ${page.words}`)).toEqual([]);
  expect(alike.map((pair) => `${(pair.share * 100).toFixed(0)}% ${pair.a} ~ ${pair.b}`)).toEqual([]);
  if (lang === 'en')
    expect(pages.filter((page) => page.cyrillic >= 0.15).map((page) => page.url)).toEqual([]);
}

test(
  'information pages have 250 words of their own, no two share over half their shingles',
  () => checkKind('information', 'ru'),
  600_000,
);

test(
  'information pages in English: in English, with their own 250 words',
  () => checkKind('information', 'en'),
  600_000,
);

test(
  'catalogue pages have 250 words of their own, no two share over half their shingles',
  () => checkKind('catalogue', 'ru'),
  600_000,
);

test(
  'catalogue pages in English: in English, with their own 250 words',
  () => checkKind('catalogue', 'en'),
  600_000,
);
