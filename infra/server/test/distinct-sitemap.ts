/**
 * Pages of the sitemap, server-rendered in-process and read as a crawler without JavaScript reads
 * them (issue 20): at least 250 words of visible text in the page's main area, and no page sharing
 * more than half of its own word shingles with another, all kinds of the sitemap as one set (route,
 * region, city, catalogue and information pages: about 3,500 a language). The worst pairs are
 * printed. `distinct-pages.test.ts` checks the Russian pages and `distinct-pages-en.test.ts` the
 * English ones (the `?lang=en` alternates the sitemap lists): two files, so that Jest's two
 * workers render them side by side.
 *
 * The pages are read and compared by the server's likeness index (`app.likeness.judge`, one pass
 * through the renderer the server serves with, likeness.ts for the shingles and the pairs): what
 * these tests hold the sitemap to is what the server judges, and one render of each page gives
 * both its likeness and its head.
 *
 * On PostgreSQL (`npm test` runs the server's suites again there) the route kinds are sampled,
 * SAMPLE_PER_KIND of each spread evenly over its list, two neighbours at a time: the texts are the
 * same on either database, and the whole sitemap is rendered on the embedded one.
 */
import type { Language } from '@dostavka/shared-kernel/i18n';
import { matchRoute } from '@dostavka/shared-kernel/routing';
import type { App } from '../src/app';
import { SITEMAP_KINDS, sitemapCandidates, type SitemapKind } from '../src/plugins/app/web/sitemap';
import { INDEX_BAR, namesRoute, pricedRows } from '../src/plugins/app/web/index-bar';
import { likenessOf, shareOf } from '../src/plugins/app/web/likeness';
import type { Judgement } from '../src/plugins/app/web/likeness-index';
import type { RenderedPage } from '../src/plugins/app/web/ssr/render-page';
import { visibleBlocks, wordsOf } from '../src/plugins/app/web/visible-text';
import { countsOutOfAgreementEn, countsOutOfAgreementRu, nominativesAfterPrepositions } from './reads-right';

export const MIN_WORDS = INDEX_BAR.minWords;
const MAX_SHARED = INDEX_BAR.maxShared;
/** The worst pairs printed are those over this share (below it nothing is near the bar). */
const REPORT_FLOOR = 0.4;
/** Route pages per kind sampled on PostgreSQL: 60, DISTINCT_SAMPLE=n for more (DISTINCT_WORST=n prints n worst pairs). */
const SAMPLE_PER_KIND = Math.max(2, Number(process.env.DISTINCT_SAMPLE) || 60);
/** The kinds sampled on PostgreSQL (the route pages, about 3,100). */
const SAMPLED: readonly SitemapKind[] = ['directions', 'regions', 'cities'];

interface Page {
  url: string;
  status: number;
  /** What a search engine reads first: the head's title, description and canonical link, the h1s. */
  title?: string;
  description?: string;
  canonical?: string;
  h1s: number;
  words: number;
  /** Of the words, the share with a Cyrillic letter (an English page's names only). */
  cyrillic: number;
  /** A route page's priced table rows (null for a page naming no route). */
  pricedRows: number | null;
  /** The answer's X-Robots-Tag. */
  robots: string | undefined;
  /** What reads wrong in its text (reads-right.ts): a name not declined, a count out of agreement. */
  misread: string[];
}

export interface Crawl {
  pages: Page[];
  /** The pages compared (every page not below the bar already) and their pairs over the bar. */
  judgement: Judgement;
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

/**
 * What reads wrong in a page's text, its blocks apart (a check never runs across two): in Russian
 * a place of `names` not declined after a preposition and counts out of agreement, in English counts.
 */
const misreadIn = (blocks: string[], lang: Language, names: readonly string[]) => {
  const text = blocks.join('\n');
  return lang === 'en'
    ? countsOutOfAgreementEn(text)
    : [...nominativesAfterPrepositions(text, names), ...countsOutOfAgreementRu(text)];
};

/** A page as a crawler reads it, from its render. */
function readPage(
  url: string,
  rendered: RenderedPage | null,
  lang: Language,
  names: readonly string[],
): Page {
  const html = rendered?.app ?? '';
  const head = rendered?.head ?? '';
  const blocks = visibleBlocks(html);
  const words = wordsOf(blocks.join(' '));
  const match = matchRoute(url.replace(/\?.*/, ''));
  return {
    url,
    status: rendered?.status ?? 0,
    title: first(head, /<title>(.*?)<\/title>/s),
    description: first(head, /<meta name="description" content="([^"]*)"/),
    canonical: first(head, /<link rel="canonical" href="([^"]+)"/),
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
    words: words.length,
    cyrillic: words.filter((word) => /[а-яё]/.test(word)).length / Math.max(1, words.length),
    pricedRows: match && namesRoute(match) ? pricedRows(html) : null,
    robots: rendered?.robots,
    misread: misreadIn(blocks, lang, names),
  };
}

/** The pages at `urls` (paths) in `lang`, rendered and compared by the server's likeness index. */
export async function crawl(app: App, urls: readonly string[], lang: Language): Promise<Crawl> {
  const pages: Page[] = [];
  const names = (await app.cityRepository.everyCity()).map(({ city }) => city.name);
  const judgement = await app.likeness.judge(lang, urls, {
    observe: (url, rendered) =>
      pages.push(readPage(lang === 'en' ? `${url}?lang=en` : url, rendered, lang, names)),
  });
  return { pages, judgement: judgement! };
}

const pairText = (judgement: Judgement, pair: Judgement['likeness']['pairs'][number]) =>
  `${(shareOf(pair, judgement.sets) * 100).toFixed(0)}% ${judgement.urls[pair.a]} ~ ${judgement.urls[pair.b]}`;

/** Prints the pages' fewest words, worst pairs, thin pages and pairs over half; answers the last two. */
export function report({ pages, judgement }: Crawl, label: string) {
  const thin = pages.filter((page) => page.words < MIN_WORDS).sort((a, b) => a.words - b.words);
  const alike = judgement.likeness.pairs.map((pair) => pairText(judgement, pair));
  const worst = likenessOf(judgement.sets, REPORT_FLOOR)
    .pairs.slice(0, Number(process.env.DISTINCT_WORST) || 5)
    .map((pair) => pairText(judgement, pair));
  const { bytes, work } = judgement.likeness;
  console.log(
    [
      `${label}: ${pages.length} pages, fewest words ${Math.min(...pages.map((p) => p.words))}`,
      `compared ${judgement.urls.length}: ${(bytes / 2 ** 20).toFixed(1)} MB at most, ${work} steps`,
      `worst pairs over ${REPORT_FLOOR * 100}%: ${worst.join('; ') || 'none'}`,
      `under ${MIN_WORDS} words: ${thin.length} (${thin
        .slice(0, 10)
        .map((p) => `${p.url} ${p.words}`)
        .join(', ')})`,
      `pairs over ${MAX_SHARED * 100}%: ${alike.length} (${alike.slice(0, 10).join(', ')})`,
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

/** Every URL the sitemap may list, all kinds (on PostgreSQL the route kinds sampled). */
async function sitemapUrls(app: App): Promise<string[]> {
  const sections = await sitemapCandidates(app);
  const list = (kind: SitemapKind) => sections[kind].map((entry) => entry.url);
  return SITEMAP_KINDS.flatMap((kind) =>
    process.env.DATABASE_URL && SAMPLED.includes(kind) ? spread(list(kind), SAMPLE_PER_KIND) : list(kind),
  );
}

/**
 * The sitemap in one language: every page has 250 words of its own, none shares over half of its
 * own shingles with another (none the likeness index would put below the bar), each has one h1, a
 * title and a description no other page has, and a canonical link to itself, and its text reads
 * right (reads-right.ts).
 */
export async function checkSitemap(app: App, lang: Language) {
  const started = Date.now();
  const urls = await sitemapUrls(app);
  const crawled = await crawl(app, urls, lang);
  const { pages, judgement } = crawled;
  const { thin, alike } = report(
    crawled,
    `${lang === 'en' ? 'English' : 'Russian'}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  expect(pages).toHaveLength(urls.length);
  expect(pages.filter((page) => page.status !== 200).map((page) => `${page.url} ${page.status}`)).toEqual([]);
  expect(thin.map((page) => `${page.url} ${page.words}`)).toEqual([]);
  // A page naming a route prices it; none of the sitemap's pages answers noindex.
  expect(pages.filter((page) => page.pricedRows === 0).map((page) => page.url)).toEqual([]);
  expect(pages.filter((page) => page.robots).map((page) => page.url)).toEqual([]);
  expect(headProblems(pages).slice(0, 50)).toEqual([]);
  // Listed when over: the pairs, worst first; the pages the server would find alike, none.
  expect(alike).toEqual([]);
  expect(judgement.likeness.below.map((page) => judgement.urls[page])).toEqual([]);
  // The text reads right (issue 38, item 5): names declined, counts agreeing with their nouns.
  expect(pages.flatMap((page) => page.misread.map((found) => `${page.url}: ${found}`)).slice(0, 50)).toEqual(
    [],
  );
  // English: Cyrillic words are names only (carriers, a few cities), never most of the text.
  if (lang === 'en')
    expect(pages.filter((page) => page.cyrillic >= 0.15).map((page) => page.url)).toEqual([]);
}
