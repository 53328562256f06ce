/**
 * The bar a page must pass to be indexed and listed in the sitemap (issue 38, item 12): at least
 * 250 words of its own in the main area, a price table with priced rows where it names a route,
 * and at most half of its own 5-word runs shared with any one other sitemap page. A page below it
 * answers `noindex, follow` (meta and X-Robots-Tag: crawlers follow its links, the index leaves it
 * out) and leaves the sitemap. The first two are judged here as a page is rendered; the third needs
 * every page at once, and the likeness index judges it in the background per content generation
 * (likeness-index.ts, with likeness.ts for the runs and the pairs: one implementation, which the
 * distinct-pages tests run over the whole sitemap too).
 */
import { mainOf, visibleBlocks, wordsOf } from './visible-text';

export const INDEX_BAR = {
  minWords: 250,
  /** Of a page's shingles (5 consecutive words), the most it may share with another page. */
  maxShared: 0.5,
  shingle: 5,
} as const;

/** What a page below the bar answers with, in its head and its X-Robots-Tag header. */
export const BELOW_BAR_ROBOTS = 'noindex, follow';

/** Rows of the main area's tables that carry a price (a cell with ₽). */
export function pricedRows(html: string): number {
  const tables = mainOf(html).match(/<table[\s\S]*?<\/table>/g) ?? [];
  return tables.flatMap((table) => table.match(/<tr[\s\S]*?<\/tr>/g) ?? []).filter((row) => row.includes('₽'))
    .length;
}

/** The bar is judged on the address the sitemap lists (a list's other pages or a search are not it). */
export const listedAddress = (search: string) =>
  [...new URLSearchParams(search).keys()].every((key) => key === 'lang');

/** A route page names a route: two ends (city-city, region-city), not one place. */
export const namesRoute = (match: { route: { name: string }; params: Readonly<Record<string, string>> }) =>
  match.route.name.startsWith('route___') && Boolean(match.params.from && match.params.to);

/** Why a rendered page is below the bar (empty when it passes); `namesRoute` for a route page. */
export function belowBar(html: string, namesRoute: boolean): string[] {
  const reasons: string[] = [];
  const words = wordsOf(visibleBlocks(html).join(' ')).length;
  if (words < INDEX_BAR.minWords) reasons.push(`${words} words`);
  if (namesRoute && pricedRows(html) === 0) reasons.push('no price table');
  return reasons;
}

/**
 * The pages found below the bar when they were rendered, kept until the content or the rate cards
 * change (the page cache's generation): the sitemap leaves them out.
 */
export function belowBarRegistry(generation: () => number) {
  let seen = -1;
  const urls = new Set<string>();
  const current = () => {
    if (seen !== generation()) {
      seen = generation();
      urls.clear();
    }
    return urls;
  };
  return {
    note(url: string) {
      current().add(url);
    },
    /** The URLs below the bar in this generation (any language). */
    urls: (): ReadonlySet<string> => current(),
  };
}
