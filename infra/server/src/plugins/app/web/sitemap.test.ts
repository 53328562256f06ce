import { matchRoute } from '@dostavka/shared-kernel/routing';
import { testServer } from '../../../../test/test-app';

const server = testServer({ env: { SITE_URL: 'https://dostavka.example' } });

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((found) => found[1]!);

test('robots.txt points to the sitemap and keeps crawlers off the application pages', async () => {
  const response = await server.app.inject({ url: '/robots.txt' });
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.body).toContain('Sitemap: https://dostavka.example/sitemap.xml');
  expect(response.body).toContain('Disallow: /profile/');
});

test('the sitemap lists every content URL once, each with its English alternate', async () => {
  const response = await server.app.inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const urls = locs(response.body).map((url) => url.replace('https://dostavka.example', ''));
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
  expect(response.body).toContain(
    '<xhtml:link rel="alternate" hreflang="en" href="https://dostavka.example/route/kazan/?lang=en"/>',
  );
});

describe('without SITE_URL (development and test default)', () => {
  const bare = testServer({ env: { PORT: '8123' } });

  test('a forged Host header changes no link of the sitemap or robots.txt', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const [robots, sitemap] = await Promise.all([
      bare.app.inject({ url: '/robots.txt', headers }),
      bare.app.inject({ url: '/sitemap.xml', headers }),
    ]);
    expect(robots.body).toContain('Sitemap: http://localhost:8123/sitemap.xml');
    expect(robots.body + sitemap.body).not.toContain('evil.example');
    expect(locs(sitemap.body).every((url) => url.startsWith('http://localhost:8123/'))).toBe(true);
  });
});
