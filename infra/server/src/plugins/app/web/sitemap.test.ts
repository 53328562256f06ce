import { matchRoute } from '@dostavka/shared-kernel/routing';
import { sql } from 'drizzle-orm';
import { testServer } from '../../../../test/test-app';

const server = testServer({ env: { SITE_URL: 'https://dostavka.example' } });

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((found) => found[1]!);

test('robots.txt points to the sitemap and keeps crawlers off the application pages', async () => {
  const response = await server.app.inject({ url: '/robots.txt' });
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.body).toContain('Sitemap: https://dostavka.example/sitemap.xml');
  expect(response.body).toContain('Disallow: /profile/');
});

/** Every sitemap of the index, by kind. */
async function sitemaps(): Promise<Record<string, string>> {
  const index = await server.app.inject({ url: '/sitemap.xml' });
  expect(index.statusCode).toBe(200);
  expect(index.body).toContain('<sitemapindex');
  const files: Record<string, string> = {};
  for (const loc of locs(index.body)) {
    const response = await server.app.inject({ url: loc.replace('https://dostavka.example', '') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    files[/sitemaps\/(\w+)\.xml$/.exec(loc)![1]!] = response.body;
  }
  return files;
}

test('the sitemap index names one sitemap per kind, each dated by its data', async () => {
  const index = (await server.app.inject({ url: '/sitemap.xml' })).body;
  expect(locs(index)).toEqual(
    ['directions', 'regions', 'cities', 'catalogue', 'information'].map(
      (kind) => `https://dostavka.example/sitemaps/${kind}.xml`,
    ),
  );
  expect(index.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(5);
  const files = await sitemaps();
  const kindOf = (url: string) =>
    Object.entries(files).find(([, xml]) => xml.includes(`<loc>https://dostavka.example${url}</loc>`))?.[0];
  expect(kindOf('/route/sankt-peterburg/moskva/')).toBe('directions');
  expect(kindOf('/route/from/respublika-tatarstan/moskva/')).toBe('directions');
  expect(kindOf('/route/from/respublika-tatarstan/')).toBe('regions');
  expect(kindOf('/route/any/kazan/')).toBe('cities');
  expect(kindOf('/perevozka-transporta/avtomobilej/')).toBe('catalogue');
  expect(kindOf('/common/faq/strakhovanie/')).toBe('information');
  expect(files.cities!.match(/<url>/g)?.length).toBe(files.cities!.match(/<lastmod>/g)?.length);
  expect(await server.app.inject({ url: '/sitemaps/nothing.xml' })).toHaveProperty('statusCode', 400);
});

test('priced pages are dated by the newest rate card', async () => {
  const before = (await sitemaps()).directions!;
  await server.app.db.execute(
    sql`update rate_cards set updated_at = now() + interval '3 days' where provider = 'severny-express'`,
  );
  server.app.pageCache.invalidate('all');
  const after = (await sitemaps()).directions!;
  const date = (xml: string) => /<lastmod>(.*?)<\/lastmod>/.exec(xml)![1]!;
  expect(date(after) > date(before)).toBe(true);
});

test('the sitemaps list every content URL once, each with its English alternate', async () => {
  const files = await sitemaps();
  const body = Object.values(files).join('');
  const urls = locs(body).map((url) => url.replace('https://dostavka.example', ''));
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/',
      '/route/',
      '/gruzoperevozki/',
      '/perevozka-transporta/avtomobilej/',
      '/additional/autopark/',
      '/common/faq/strakhovanie/',
      '/route/sankt-peterburg/moskva/',
      '/route/kazan/',
      '/route/any/kazan/',
      '/route/from/respublika-tatarstan/',
      '/route/to/any/respublika-tatarstan/',
      '/route/from/respublika-tatarstan/moskva/',
      '/route/to/moskva/respublika-tatarstan/',
    ]),
  );
  // Only content routes; each one a page of mf-content.
  expect(urls.every((url) => matchRoute(url)?.route.remote === 'mf_content')).toBe(true);
  expect(body).toContain(
    '<xhtml:link rel="alternate" hreflang="en" href="https://dostavka.example/route/kazan/?lang=en"/>',
  );
});

describe('without SITE_URL (development and test default)', () => {
  const bare = testServer({ env: { PORT: '8123' } });

  test('a forged Host header changes no link of the sitemap or robots.txt', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const [robots, sitemap, cities] = await Promise.all([
      bare.app.inject({ url: '/robots.txt', headers }),
      bare.app.inject({ url: '/sitemap.xml', headers }),
      bare.app.inject({ url: '/sitemaps/cities.xml', headers }),
    ]);
    expect(robots.body).toContain('Sitemap: http://localhost:8123/sitemap.xml');
    expect(robots.body + sitemap.body + cities.body).not.toContain('evil.example');
    expect(locs(sitemap.body + cities.body).every((url) => url.startsWith('http://localhost:8123/'))).toBe(
      true,
    );
  });
});
