/**
 * `/sitemap.xml` (an index), `/sitemaps/{kind}.xml` and `/robots.txt`, from the same content data
 * the pages are rendered from: every content URL with its English alternate and its last change. Other routes (calculator, order, profile) are pages of
 * the application, not content, and are left out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE } from './cache-control';
import { encode, preferredEncoding, type Encoding } from './page-cache';
import { escapeHtml } from '../../../escape-html';
import { rateCards } from '../../../db/schema';
import { belowBarRegistry } from './index-bar';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content pages found below the index bar when rendered: out of the sitemap (index-bar.ts). */
    belowBar: ReturnType<typeof belowBarRegistry>;
  }
}

const ALL = { page: 1, limit: 100_000 };
/** Content routes whose data is not a database row of their own. */
const FIXED = ['/', '/allottedLanding/', '/route/', '/common/faqs/'];

/** The sitemap's parts, one file each under /sitemaps/. */
export const SITEMAP_KINDS = ['directions', 'regions', 'cities', 'catalogue', 'information'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  url: string;
  /** When what the page shows last changed (its row; for pages with prices, the rate cards too). */
  lastmod: Date;
}

const latest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((date) => date.getTime())));

/**
 * Every content URL by kind, with its last change taken from the data it is rendered from; a page
 * found below the index bar (too few words, no prices, or alike another: likeness-index.ts) is left
 * out until it passes.
 */
export async function sitemapEntries(app: FastifyInstance): Promise<Record<SitemapKind, SitemapEntry[]>> {
  const below = new Set([...app.belowBar.urls(), ...app.likeness.urls()]);
  const sections = await sitemapCandidates(app);
  for (const kind of SITEMAP_KINDS) sections[kind] = sections[kind].filter((entry) => !below.has(entry.url));
  return sections;
}

/** Every URL the sitemap may list, by kind, before the index bar: what the bar is checked on. */
export async function sitemapCandidates(app: FastifyInstance): Promise<Record<SitemapKind, SitemapEntry[]>> {
  const [pages, faqs, directions, cities, regions, fromRegions, toRegions, cards] = await Promise.all([
    app.contentPageRepository.urls(),
    app.faqRepository.slugs(),
    app.directionRepository.list(ALL),
    app.cityRepository.ranked(ALL.page, ALL.limit),
    app.regionRepository.list(ALL),
    app.contentService.regionCityItems('from', ALL),
    app.contentService.regionCityItems('to', ALL),
    rateCardDates(app),
  ]);
  // Route, city and region pages show prices: they change with the rate cards.
  const priced = (url: string): SitemapEntry => ({ url, lastmod: cards });
  const catalogue = pages.filter((page) => page.catalogue !== null);
  const information = [
    ...pages
      .filter((page) => page.catalogue === null)
      .map((page) => ({ url: page.url, lastmod: page.updatedAt })),
    ...faqs.map((faq) => ({ url: `/common/faq/${faq.slug}/`, lastmod: faq.updatedAt })),
  ];
  const newest = latest([cards, ...pages.map((page) => page.updatedAt), ...faqs.map((faq) => faq.updatedAt)]);
  const sections: Record<SitemapKind, SitemapEntry[]> = {
    directions: [
      ...directions.items.map((item) => priced(item.url)),
      ...fromRegions.items.map((item) => priced(item.url)),
      ...toRegions.items.map((item) => priced(item.url)),
    ],
    // A federal city's region pages name its city pages as canonical: only those are listed.
    regions: regions.regions
      .filter((region) => !region.federal)
      .flatMap((region) => [priced(`/route/from/${region.slug}/`), priced(`/route/to/any/${region.slug}/`)]),
    cities: cities.cities.flatMap((city) => [
      priced(`/route/${city.slug}/`),
      priced(`/route/any/${city.slug}/`),
    ]),
    catalogue: catalogue.map((page) => ({ url: page.url, lastmod: page.updatedAt })),
    // The home page, the lists and the FAQ index show what every other kind does.
    information: [...FIXED.map((url) => ({ url, lastmod: newest })), ...information],
  };
  // A URL appears once, in the first kind that lists it.
  const seen = new Set<string>();
  for (const kind of SITEMAP_KINDS) {
    sections[kind] = sections[kind].filter((entry) => !seen.has(entry.url) && Boolean(seen.add(entry.url)));
  }
  return sections;
}

async function rateCardDates(app: FastifyInstance): Promise<Date> {
  const rows = await app.db.select({ updatedAt: rateCards.updatedAt }).from(rateCards);
  return latest(rows.map((row) => row.updatedAt));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(({ url, lastmod }) => {
    const ru = escapeHtml(`${origin}${url}`);
    const en = escapeHtml(`${origin}${url}?lang=en`);
    return (
      `<url><loc>${ru}</loc><lastmod>${day(lastmod)}</lastmod>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}

/** The index: one sitemap per kind, each dated by its newest page. */
export function sitemapIndexXml(origin: string, sections: Record<SitemapKind, SitemapEntry[]>): string {
  const items = SITEMAP_KINDS.filter((kind) => sections[kind].length > 0).map(
    (kind) =>
      `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${kind}.xml`)}</loc>` +
      `<lastmod>${day(latest(sections[kind].map((entry) => entry.lastmod)))}</lastmod></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export default fp<{ siteUrl: string }>(
  async (app, { siteUrl }) => {
    // Built once per content change (the page cache's generation) and origin, compressed once.
    type Forms = Partial<Record<Encoding, Buffer>> & { identity: Buffer };
    let built: { key: string; files: Map<string, Forms> } | null = null;
    app.decorate(
      'belowBar',
      belowBarRegistry(() => app.pageCache.generation),
    );

    const files = async () => {
      // Built again when a page is found below the bar, or the likeness index judges again.
      const key = `${app.pageCache.generation} ${app.belowBar.urls().size} ${app.likeness.version}`;
      if (built?.key !== key) {
        const sections = await sitemapEntries(app);
        const made = new Map<string, Forms>([
          ['index', { identity: Buffer.from(sitemapIndexXml(siteUrl, sections)) }],
        ]);
        for (const kind of SITEMAP_KINDS)
          made.set(kind, { identity: Buffer.from(sitemapXml(siteUrl, sections[kind])) });
        built = { key, files: made };
      }
      return built.files;
    };

    const send = (forms: Forms, request: FastifyRequest, reply: FastifyReply) => {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = (forms[encoding] ??= encode(forms.identity, encoding));
      reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/xml; charset=utf-8').send(body);
    };

    app.get(
      '/sitemap.xml',
      { schema: { tags: ['web'], summary: 'The sitemap index: one sitemap per kind of content page' } },
      async (request, reply) => send((await files()).get('index')!, request, reply),
    );

    app.get(
      '/sitemaps/:file',
      {
        schema: {
          tags: ['web'],
          summary: 'The content URLs of one kind, each with its last change and English alternate',
          params: {
            type: 'object',
            properties: { file: { type: 'string', enum: SITEMAP_KINDS.map((kind) => `${kind}.xml`) } },
            required: ['file'],
          },
        },
      },
      async (request, reply) => {
        const { file } = request.params as { file: string };
        return send((await files()).get(file.replace(/\.xml$/, ''))!, request, reply);
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
  {
    name: 'sitemap',
    dependencies: ['content', 'content-page-repository', 'city-repository', 'page-cache', 'likeness'],
  },
);
