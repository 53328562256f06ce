/**
 * Seeds the content that is not in the cities file: the hand-written pages, the SEO catalogue,
 * the FAQ and the direction list. Rows are matched by their natural keys (url, slug, city pair),
 * so a later start adds what a new release brings. The texts of pages and questions belong to the
 * release (nothing edits them at run time): a release's new text replaces the old one, and only a
 * real change moves `updated_at` (the sitemap's lastmod). Directions and FAQ votes are kept.
 */
import { desc, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { cities, contentPages, directions, faqCategories, faqs, regions } from '../schema';
import { CATALOGUE_GROUPS } from '../../content/catalogue/groups';
import { buildCatalogue, type CatalogueCity } from './catalogue/build';
import { CONTENT_PAGES } from './content-pages';
import { FAQ_CATEGORIES } from './faq';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The `onConflictDoUpdate` of a seeded row whose text columns (`keys`) the release owns: the new
 * values where any of them differs, with `updated_at` now; no write where none does.
 */
function releaseText<T extends PgTable>(table: T, keys: ReadonlyArray<keyof T['_']['columns'] & string>) {
  const columns = getTableColumns(table);
  const names = keys.map((key) => `"${columns[key]!.name}"`);
  const list = (prefix: string) => names.map((name) => `${prefix}.${name}`).join(', ');
  const set: Record<string, SQL> = Object.fromEntries(
    keys.map((key, index) => [key, sql.raw(`excluded.${names[index]}`)]),
  );
  return {
    set: { ...set, updatedAt: sql`now()` },
    setWhere: sql.raw(`(${list(`"${getTableName(table)}"`)}) IS DISTINCT FROM (${list('excluded')})`),
  };
}

/** Every ordered pair among the biggest cities, then the home city and Moscow to many more. */
const PAIRS_AMONG_TOP = 10;
const FROM_HOME_TO_TOP = 200;
const FROM_MOSCOW_TO_TOP = 100;

export interface ContentImportResult {
  /** Pages and questions added or whose text changed. */
  contentPages: number;
  faqs: number;
  directions: number;
}

async function citiesByPopularity(tx: Transaction): Promise<Array<CatalogueCity & { id: number }>> {
  return tx
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      regionName: regions.name,
      regionSlug: regions.slug,
      timezone: cities.timezone,
      population: cities.population,
      lat: cities.lat,
      lon: cities.lon,
    })
    .from(cities)
    .innerJoin(regions, eq(cities.regionId, regions.id))
    .orderBy(desc(cities.popularity));
}

export function directionPairs(ids: readonly number[]): Array<[number, number]> {
  const pairs = new Map<string, [number, number]>();
  const add = (from: number | undefined, to: number | undefined) => {
    if (from !== undefined && to !== undefined && from !== to) pairs.set(`${from}:${to}`, [from, to]);
  };
  const top = ids.slice(0, PAIRS_AMONG_TOP);
  for (const from of top) for (const to of top) add(from, to);
  for (const to of ids.slice(0, FROM_HOME_TO_TOP)) add(ids[0], to);
  for (const to of ids.slice(0, FROM_MOSCOW_TO_TOP)) add(ids[1], to);
  return [...pairs.values()];
}

async function importFaq(tx: Transaction): Promise<number> {
  await tx
    .insert(faqCategories)
    .values(FAQ_CATEGORIES.map(({ slug, name, en }, position) => ({ slug, name, en, position })))
    .onConflictDoNothing();
  const ids = new Map(
    (await tx.select({ id: faqCategories.id, slug: faqCategories.slug }).from(faqCategories)).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  const rows = FAQ_CATEGORIES.flatMap((category) =>
    category.faqs.map((item, position) => ({ ...item, position, categoryId: ids.get(category.slug)! })),
  );
  const inserted = await tx
    .insert(faqs)
    .values(rows)
    .onConflictDoUpdate({
      target: faqs.slug,
      ...releaseText(faqs, ['categoryId', 'question', 'answer', 'position', 'en']),
    })
    .returning({ id: faqs.id });
  return inserted.length;
}

export async function importContent(tx: Transaction): Promise<ContentImportResult> {
  const ranked = await citiesByPopularity(tx);
  const pages = [...CONTENT_PAGES, ...buildCatalogue(CATALOGUE_GROUPS, ranked)];
  const insertedPages = await tx
    .insert(contentPages)
    .values(pages.map((page) => ({ ...page, catalogue: page.catalogue ?? null })))
    .onConflictDoUpdate({
      target: contentPages.url,
      ...releaseText(contentPages, ['title', 'description', 'h1', 'body', 'catalogue', 'en']),
    })
    .returning({ id: contentPages.id });

  const pairs = directionPairs(ranked.map((city) => city.id));
  const popularity = new Map(ranked.map((city, index) => [city.id, ranked.length - index]));
  const insertedDirections =
    pairs.length === 0
      ? []
      : await tx
          .insert(directions)
          .values(
            pairs.map(([fromCityId, toCityId]) => ({
              fromCityId,
              toCityId,
              popularity: (popularity.get(fromCityId) ?? 0) + (popularity.get(toCityId) ?? 0),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: directions.id });
  return {
    contentPages: insertedPages.length,
    faqs: await importFaq(tx),
    directions: insertedDirections.length,
  };
}
