/**
 * The sitemap's English pages (the `?lang=en` alternates it lists) as a crawler without JavaScript
 * reads them (issue 20): in English, 250 words of their own each, none sharing over half of its
 * shingles with another, judged by the server's likeness index, counts agreeing with their nouns
 * (infra/server/test/distinct-sitemap.ts; the Russian pages: distinct-pages.test.ts).
 */
import '../../../../../test/production-mode';
import { checkSitemap } from '../../../../../test/distinct-sitemap';
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';
import { visibleBlocks } from '../visible-text';

const server = useSsrApp();

test(
  'every page of the sitemap in English: in English, with 250 words of its own; none shares over half of its shingles',
  () => checkSitemap(server.app, 'en'),
  1_800_000,
);

test('the English home page names its popular directions in English, distances with a thousands separator', async () => {
  const page = await pageOf(server.app, '/?lang=en');
  const routes = [...page.body.matchAll(/<a [^>]*href="\/route\/[^"]+"[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ' '),
  );
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.filter((label) => /[а-яё]/i.test(label))).toEqual([]);
  expect(visibleBlocks(page.body).filter((block) => /\d{4,} km/.test(block))).toEqual([]);
}, 300_000);
