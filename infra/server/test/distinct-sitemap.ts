/**
 * Pages of the sitemap, server-rendered in-process and read as a crawler without JavaScript reads
 * them (issue 20): at least 250 words of visible text in the page's main area, and no two pages
 * sharing more than half of their word shingles, all kinds of the sitemap as one set (route, region,
 * city, catalogue and information pages: about 3,500, about 2 minutes in-process a language). The
 * worst pairs are printed. `distinct-pages.test.ts` checks the Russian pages and
 * `distinct-pages-en.test.ts` the English ones (the `?lang=en` alternates the sitemap lists): two
 * files, so that Jest's two workers render them side by side.
 *
 * On PostgreSQL (`npm test` runs the server's suites again there) the route kinds are sampled,
 * SAMPLE_PER_KIND of each spread evenly over its list, two neighbours at a time: the texts are the
 * same on either database, and the whole sitemap is rendered on the embedded one.
 *
 * Visible text: the `<main>` element (the site's header and footer are the same on every page by
 * design), without scripts and styles. Shingles: 5 consecutive words of the visible text read as
 * one stream, lower-cased. Two pages' overlap is the shingles they share over the shingles of the
 * smaller page.
 */
import { matchRoute } from '@dostavka/shared-kernel/routing';
import type { App } from '../src/app';
import { SITEMAP_KINDS, sitemapEntries, type SitemapKind } from '../src/plugins/app/web/sitemap';
import { INDEX_BAR, namesRoute, pricedRows } from '../src/plugins/app/web/index-bar';
import { visibleBlocks, wordsOf } from '../src/plugins/app/web/visible-text';
import { pageOf } from './ssr-app';

export const MIN_WORDS = INDEX_BAR.minWords;
const MAX_SHARED = INDEX_BAR.maxShared;
const SHINGLE = INDEX_BAR.shingle;
const CONCURRENCY = 2;
/** Route pages per kind sampled on PostgreSQL: 60, DISTINCT_SAMPLE=n for more (DISTINCT_WORST=n prints n worst pairs). */
const SAMPLE_PER_KIND = Math.max(2, Number(process.env.DISTINCT_SAMPLE) || 60);
/** The kinds sampled on PostgreSQL (the route pages, about 3,100). */
const SAMPLED: readonly SitemapKind[] = ['directions', 'regions', 'cities'];

/** Shingles over the page's text as one stream (a table row reads on into its price). */
function shingles(blocks: string[]): Set<string> {
  const words = wordsOf(blocks.join(' '));
  const set = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i += 1) set.add(words.slice(i, i + SHINGLE).join(' '));
  return set;
}

interface Page {
  url: string;
  /** What a search engine reads first: the head's title, description and canonical link, the h1s. */
  title?: string;
  description?: string;
  canonical?: string;
  h1s: number;
  words: number;
  /** Of the words, the share with a Cyrillic letter (an English page's names only). */
  cyrillic: number;
  shingles: number[];
  /** A route page's priced table rows (null for a page naming no route). */
  pricedRows: number | null;
  /** The answer's X-Robots-Tag. */
  robots: string | undefined;
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

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/**
 * What keeps a page from being indexed on its own: not one h1, no title or description, a title
 * or description another page has too, a canonical link to another address.
 */
function headProblems(pages: Page[]): string[] {
  const problems: string[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const page of pages) {
    if (page.h1s !== 1) problems.push(`${page.url}: ${page.h1s} h1`);
    const canonical = page.canonical && new URL(page.canonical);
    if (!canonical || `${canonical.pathname}${canonical.search}` !== page.url)
      problems.push(`${page.url}: canonical ${page.canonical}`);
    for (const key of ['title', 'description'] as const) {
      const text = page[key];
      if (!text) problems.push(`${page.url}: no ${key}`);
      else if (seen[key].has(text)) problems.push(`${page.url}: ${key} also on ${seen[key].get(text)}`);
      else seen[key].set(text, page.url);
    }
  }
  return problems;
}

/** The pages at `urls`, server-rendered by `app`, read as a crawler reads them. */
export async function crawl(app: App, urls: string[]): Promise<Page[]> {
  const ids = new Map<string, number>();
  const pages: Page[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await pageOf(app, url);
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
      const match = matchRoute(url.replace(/\?.*/, ''));
      const html = response.body;
      pages.push({
        url,
        title: first(html, /<title>(.*?)<\/title>/s),
        description: first(html, /<meta name="description" content="([^"]*)"/),
        canonical: first(html, /<link rel="canonical" href="([^"]+)"/),
        h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
        words: words.length,
        cyrillic,
        shingles: ids_,
        pricedRows: match && namesRoute(match) ? pricedRows(html) : null,
        robots: response.headers['x-robots-tag'] as string | undefined,
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return pages;
}

/** Prints the pages' fewest words, worst pairs, thin pages and pairs over half; answers the last two. */
export function report(pages: Page[], label: string) {
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

/** Every URL of the sitemap, all kinds (on PostgreSQL the route kinds sampled). */
async function sitemapUrls(app: App): Promise<string[]> {
  const sections = await sitemapEntries(app);
  const list = (kind: SitemapKind) => sections[kind].map((entry) => entry.url);
  return SITEMAP_KINDS.flatMap((kind) =>
    process.env.DATABASE_URL && SAMPLED.includes(kind) ? spread(list(kind), SAMPLE_PER_KIND) : list(kind),
  );
}

/**
 * The sitemap in one language: every page has 250 words of its own, no two share over half, and
 * each has one h1, a title and a description no other page has, and a canonical link to itself.
 */
export async function checkSitemap(app: App, lang: 'ru' | 'en') {
  const started = Date.now();
  const urls = (await sitemapUrls(app)).map((url) => (lang === 'en' ? `${url}?lang=en` : url));
  const pages = await crawl(app, urls);
  const { thin, alike } = report(
    pages,
    `${lang === 'en' ? 'English' : 'Russian'}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  expect(pages).toHaveLength(urls.length);
  expect(thin.map((page) => `${page.url} ${page.words}`)).toEqual([]);
  // A page naming a route prices it; none of the sitemap's pages answers noindex.
  expect(pages.filter((page) => page.pricedRows === 0).map((page) => page.url)).toEqual([]);
  expect(pages.filter((page) => page.robots).map((page) => page.url)).toEqual([]);
  expect(headProblems(pages).slice(0, 50)).toEqual([]);
  // Listed when over: the pairs, worst first.
  expect(alike.map((pair) => `${(pair.share * 100).toFixed(0)}% ${pair.a} ~ ${pair.b}`)).toEqual([]);
  // English: Cyrillic words are names only (carriers, a few cities), never most of the text.
  if (lang === 'en')
    expect(pages.filter((page) => page.cyrillic >= 0.15).map((page) => page.url)).toEqual([]);
}
