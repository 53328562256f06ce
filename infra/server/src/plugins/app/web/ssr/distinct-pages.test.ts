/**
 * The sitemap's Russian pages as a crawler without JavaScript reads them (issue 20): 250 words of
 * their own each, none sharing over half of its shingles with another, judged by the server's
 * likeness index (infra/server/test/distinct-sitemap.ts; the English pages: distinct-pages-en.test.ts).
 */
import '../../../../../test/production-mode';
import { checkSitemap, crawl, MIN_WORDS, report } from '../../../../../test/distinct-sitemap';
import { visibleBlocks } from '../visible-text';
import { useSsrApp } from '../../../../../test/ssr-app';
import { CATALOGUE_GROUPS } from '../../../../content/catalogue/groups';

const server = useSsrApp();

test('visible text is read from the main area, blocks apart', () => {
  expect(
    visibleBlocks(
      '<header>Menu</header><main><h1>A &amp; B</h1><script>x=1</script><p>one two</p></main><footer>F</footer>',
    ),
  ).toEqual(['A & B', 'one two']);
});

test(
  'every page of the sitemap has 250 words of its own; none shares over half of its shingles with another',
  () => checkSitemap(server.app, 'ru'),
  1_800_000,
);

test('the twelve catalogue groups’ own pages have 250 words each, in Russian and English', async () => {
  const roots = CATALOGUE_GROUPS.map((group) => group.root);
  const pages = [];
  for (const lang of ['ru', 'en'] as const) {
    const crawled = await crawl(server.app, roots, lang);
    report(crawled, `catalogue groups, ${lang}`);
    pages.push(...crawled.pages);
  }
  expect(pages).toHaveLength(24);
  expect(pages.filter((page) => page.words < MIN_WORDS).map((page) => `${page.url} ${page.words}`)).toEqual(
    [],
  );
}, 600_000);
