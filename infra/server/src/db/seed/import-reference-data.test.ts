import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { cities, contentPages, directions, faqs, regions } from '../schema';
import { CONTENT_PAGES } from './content-pages';
import { FAQ_CATEGORIES } from './faq';
import { importReferenceData } from './import-reference-data';

const { citiesCsv } = loadConfig({});

describe('reference data import', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const total = async (
    table: typeof cities | typeof regions | typeof contentPages | typeof faqs | typeof directions,
  ) => (await app.db.select({ n: count() }).from(table))[0]?.n;

  const city = async (code: string) => {
    const [row] = await app.db
      .select({ name: cities.name, slug: cities.slug, region: regions.name, regionCode: regions.code })
      .from(cities)
      .innerJoin(regions, eq(cities.regionId, regions.id))
      .where(eq(cities.code, code));
    return row;
  };

  test('the first start imports the cities, the regions, the pages with the catalogue, the FAQ and the directions', async () => {
    expect(await total(cities)).toBe(1117);
    expect(await total(regions)).toBe(85);
    // The hand-written pages and about 350 catalogue pages.
    expect(await total(contentPages)).toBeGreaterThan(CONTENT_PAGES.length + 330);
    expect(await total(faqs)).toBe(FAQ_CATEGORIES.flatMap((category) => category.faqs).length);
    expect(await total(directions)).toBeGreaterThan(300);
  });

  test('federal cities are their own region', async () => {
    expect(await city('7700000000000')).toEqual({
      name: 'Москва',
      slug: 'moskva',
      region: 'Москва',
      regionCode: '77',
    });
    expect(await city('7800000000000')).toEqual({
      name: 'Санкт-Петербург',
      slug: 'sankt-peterburg',
      region: 'Санкт-Петербург',
      regionCode: '78',
    });
    expect(await city('9200000000000')).toMatchObject({ name: 'Севастополь', region: 'Севастополь' });
  });

  test('towns listed as an area or a settlement keep their names', async () => {
    expect(await city('5004400000000')).toMatchObject({ name: 'Воскресенск', region: 'Московская область' });
    expect(await city('2001000000100')).toMatchObject({
      name: 'Урус-Мартан',
      region: 'Чеченская Республика',
    });
    // A town in a city's district is the town, not the city (was a second 'Ялта').
    expect(await city('9100000800100')).toMatchObject({ name: 'Алупка', slug: 'alupka' });
  });

  test('the bigger of two same-named cities keeps the plain slug; the other adds its region', async () => {
    expect(await city('4300000100000')).toMatchObject({
      name: 'Киров',
      slug: 'kirov',
      region: 'Кировская область',
    });
    expect(await city('4001100100000')).toMatchObject({ name: 'Киров', slug: 'kirov-kaluzhskaya-oblast' });
    const [slugs] = await app.db.select({ n: countDistinct(cities.slug) }).from(cities);
    expect(slugs?.n).toBe(1117);
  });

  test('importing again finds everything in place and adds nothing', async () => {
    expect(await importReferenceData(app.db, citiesCsv)).toEqual({
      regions: 0,
      cities: 0,
      contentPages: 0,
      faqs: 0,
      directions: 0,
    });
    expect(await total(cities)).toBe(1117);
  });

  test('a release with new texts replaces the old ones, and only their rows get a new lastmod', async () => {
    const stale = '/offer/';
    const [page] = await app.db.select().from(contentPages).where(eq(contentPages.url, stale));
    const [question] = await app.db.select().from(faqs).limit(1);
    // What an earlier release seeded: other texts, an older date.
    await app.db
      .update(contentPages)
      .set({ body: '<p>old</p>', en: null, updatedAt: sql`now() - interval '30 days'` })
      .where(eq(contentPages.url, stale));
    await app.db
      .update(faqs)
      .set({ answer: '<p>old</p>', updatedAt: sql`now() - interval '30 days'` })
      .where(eq(faqs.id, question!.id));
    const [untouched] = await app.db.select().from(contentPages).where(eq(contentPages.url, '/company/'));

    expect(await importReferenceData(app.db, citiesCsv)).toMatchObject({ contentPages: 1, faqs: 1 });
    const [renewed] = await app.db.select().from(contentPages).where(eq(contentPages.url, stale));
    expect(renewed).toMatchObject({ body: page!.body, en: page!.en });
    expect(renewed!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [answer] = await app.db.select().from(faqs).where(eq(faqs.id, question!.id));
    expect(answer).toMatchObject({ answer: question!.answer, id: question!.id });
    const [same] = await app.db.select().from(contentPages).where(eq(contentPages.url, '/company/'));
    expect(same!.updatedAt).toEqual(untouched!.updatedAt);
  });

  test('a restart on the same database keeps the data as it was', async () => {
    const before = await city('7800000000000');
    await app.close();
    app = await buildTestApp(database);
    expect(await total(cities)).toBe(1117);
    expect(await total(regions)).toBe(85);
    expect(await city('7800000000000')).toEqual(before);
  }, 60_000);
});
