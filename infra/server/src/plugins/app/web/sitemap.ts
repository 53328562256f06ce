/**
 * `/sitemap.xml` and `/robots.txt`, from the same content data the pages are rendered from: every
 * content URL with its English alternate. Other routes (calculator, order, profile) are pages of
 * the application, not content, and are left out.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE } from './cache-control';
import { encode, preferredEncoding, type Encoding } from './page-cache';
import { escapeHtml } from '../../../escape-html';

const ALL = { page: 1, limit: 100_000 };
/** Content routes whose data is not a database row of their own. */
const FIXED = ['/', '/allottedLanding/', '/route/', '/common/faqs/'];

export async function contentUrls(app: FastifyInstance): Promise<string[]> {
  const [pages, faqSlugs, directions, cities, regions, fromRegions, toRegions] = await Promise.all([
    app.contentPageRepository.urls(),
    app.faqRepository.slugs(),
    app.directionRepository.list(ALL),
    app.cityRepository.ranked(ALL.page, ALL.limit),
    app.regionRepository.list(ALL),
    app.contentService.regionCityItems('from', ALL),
    app.contentService.regionCityItems('to', ALL),
  ]);
  const urls = [
    ...FIXED,
    ...pages,
    ...faqSlugs.map((slug) => `/common/faq/${slug}/`),
    ...directions.items.map((item) => item.url),
    ...cities.cities.flatMap((city) => [`/route/${city.slug}/`, `/route/any/${city.slug}/`]),
    // A federal city's region pages name its city pages as canonical: only those are listed.
    ...regions.regions
      .filter((region) => !region.federal)
      .flatMap((region) => [`/route/from/${region.slug}/`, `/route/to/any/${region.slug}/`]),
    ...fromRegions.items.map((item) => item.url),
    ...toRegions.items.map((item) => item.url),
  ];
  return [...new Set(urls)];
}

export function sitemapXml(origin: string, urls: readonly string[]): string {
  const entries = urls.map((url) => {
    const ru = escapeHtml(`${origin}${url}`);
    const en = escapeHtml(`${origin}${url}?lang=en`);
    return (
      `<url><loc>${ru}</loc>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export default fp<{ siteUrl: string }>(
  async (app, { siteUrl }) => {
    // Built once per content change (the page cache's generation) and origin, compressed once.
    let built: { key: string; forms: Partial<Record<Encoding, Buffer>> & { identity: Buffer } } | null = null;

    app.get(
      '/sitemap.xml',
      { schema: { tags: ['web'], summary: 'Every content URL, with its English alternate' } },
      async (request, reply) => {
        const key = `${app.pageCache.generation}`;
        if (built?.key !== key) {
          const body = Buffer.from(sitemapXml(siteUrl, await contentUrls(app)));
          built = { key, forms: { identity: body } };
        }
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        const forms = built.forms;
        const body = (forms[encoding] ??= encode(forms.identity, encoding));
        reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.type('application/xml; charset=utf-8').send(body);
      },
    );

    app.get(
      '/robots.txt',
      { schema: { tags: ['web'], summary: 'Crawling rules and the sitemap' } },
      async (_request, reply) => {
        reply.header('cache-control', NO_CACHE);
        const text = [
          'User-agent: *',
          // Application pages: nothing to index, and the order and profile pages are personal.
          'Disallow: /calculator/',
          'Disallow: /order/',
          'Disallow: /profile/',
          'Disallow: /api/',
          '',
          `Sitemap: ${siteUrl}/sitemap.xml`,
          '',
        ].join('\n');
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );
  },
  { name: 'sitemap', dependencies: ['content', 'content-page-repository', 'city-repository', 'page-cache'] },
);
