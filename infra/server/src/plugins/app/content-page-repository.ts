import type { CatalogueGroupLinks, ContentPage } from '@dostavka/shared-kernel/domain';
import { asc, eq, like, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { contentPages, type ContentPageRow } from '../../db/schema';
import { CATALOGUE_GROUPS } from '../../content/catalogue/groups';
import type { CatalogueGroup } from '../../content/catalogue/types';
import { fillCompanyFacts } from '../../content/company-facts';

export interface ContentPageRepository {
  /** The page at a URL ('/gruzoperevozki/'), with its catalogue group's pages; or null. */
  findByUrl(url: string): Promise<ContentPage | null>;
  /** Whether a page exists at a URL (the document's status for catch-all routes). */
  exists(url: string): Promise<boolean>;
  /** Every page in the order they were added, for the sitemap: its URL, group and last change. */
  urls(): Promise<Array<{ url: string; catalogue: string | null; updatedAt: Date }>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentPageRepository: ContentPageRepository;
  }
}

/** How many of its group's services a page below the root links (see `nextOf`). */
const NEXT_PAGES = 6;

const GROUPS = new Map(CATALOGUE_GROUPS.map((group) => [group.key, group]));

export function contentPageRepository(db: Database): ContentPageRepository {
  /** The group's list: the catalogue intersected with the group's allowed URLs (spec section 2). */
  async function groupLinks(group: CatalogueGroup, url: string): Promise<CatalogueGroupLinks> {
    // Below the root, the group's city pages (`/gruzoperevozki/{city}/`) are left out of the list:
    // the root lists them all, a topic page the services (the same 90 links on every page made
    // them alike).
    const topics = new Set(group.topics.map((topic) => `${group.root}${topic.slug}/`));
    const isCityPage = (link: string) =>
      group.cityPages > 0 && link.startsWith(group.root) && link !== group.root && !topics.has(link);
    // A city page links the group's pages of its nearest cities in its text, and the root in its
    // breadcrumbs: the services list would be the same block on every city page of the group.
    if (isCityPage(url)) return { key: group.key, root: group.root, name: group.name, pages: [] };
    const rows = await db
      .select({ url: contentPages.url, h1: contentPages.h1, en: contentPages.en })
      .from(contentPages)
      .where(or(...group.allowed.map((prefix) => like(contentPages.url, `${prefix}%`))))
      .orderBy(asc(contentPages.id));
    const listed = rows
      .filter((row) => row.url !== group.root)
      .filter((row) => url === group.root || !isCityPage(row.url))
      .map((row) => ({ url: row.url, h1: row.h1, en: row.en?.h1 ?? null }));
    return { key: group.key, root: group.root, name: group.name, pages: nextOf(listed, url, group.root) };
  }

  /**
   * The root lists every page; a topic page below it the NEXT_PAGES services that follow it in the
   * group's order, round the end: a group's topic pages listing
   * the same dozen links each made them alike, and the root (in the breadcrumbs) lists them all.
   */
  function nextOf<T extends { url: string }>(pages: T[], url: string, root: string): T[] {
    if (url === root || pages.length <= NEXT_PAGES + 1) return pages.filter((page) => page.url !== url);
    const at = pages.findIndex((page) => page.url === url);
    return Array.from({ length: NEXT_PAGES }, (_, i) => pages[(at + 1 + i) % pages.length]!);
  }

  async function toPage(row: ContentPageRow): Promise<ContentPage> {
    const group = row.catalogue ? GROUPS.get(row.catalogue) : undefined;
    // Company facts are placeholders in the stored texts, filled from the one source (`COMPANY`).
    const ru = (text: string) => fillCompanyFacts(text, 'ru');
    const en = (text: string) => fillCompanyFacts(text, 'en');
    return {
      url: row.url,
      title: ru(row.title),
      description: ru(row.description),
      h1: ru(row.h1),
      body: ru(row.body),
      catalogue: row.catalogue,
      en: row.en
        ? {
            title: en(row.en.title),
            description: en(row.en.description),
            h1: en(row.en.h1),
            body: en(row.en.body),
          }
        : null,
      group: group ? await groupLinks(group, row.url) : null,
    };
  }

  return {
    async findByUrl(url) {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.url, url)).limit(1);
      return row ? toPage(row) : null;
    },
    async exists(url) {
      const [row] = await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(eq(contentPages.url, url));
      return Boolean(row);
    },
    async urls() {
      const rows = await db
        .select({
          url: contentPages.url,
          catalogue: contentPages.catalogue,
          updatedAt: contentPages.updatedAt,
        })
        .from(contentPages)
        .orderBy(asc(contentPages.id));
      return rows;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('contentPageRepository', contentPageRepository(app.db));
  },
  { name: 'content-page-repository', dependencies: ['db'] },
);
