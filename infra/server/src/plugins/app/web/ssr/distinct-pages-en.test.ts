/**
 * The sitemap's English pages (the `?lang=en` alternates it lists) as a crawler without JavaScript
 * reads them (issue 20): in English, 250 words of their own each, none sharing over half of its
 * shingles with another, judged by the server's likeness index (infra/server/test/distinct-sitemap.ts;
 * the Russian pages: distinct-pages.test.ts).
 */
import { checkSitemap } from '../../../../../test/distinct-sitemap';
import { useSsrApp } from '../../../../../test/ssr-app';

const server = useSsrApp();

test(
  'every page of the sitemap in English: in English, with 250 words of its own; none shares over half of its shingles',
  () => checkSitemap(server.app, 'en'),
  1_800_000,
);
