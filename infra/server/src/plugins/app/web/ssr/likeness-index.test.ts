/**
 * The likeness index on a real server (likeness-index.ts): two sitemap pages made alike are found
 * in the background, answer `noindex, follow` and leave the sitemap; made distinct again (a new
 * content generation), they come back. A page cached before it was found alike is not sent again.
 */
import { eq } from 'drizzle-orm';
import { contentPages } from '../../../../db/schema';
import { BELOW_BAR_ROBOTS } from '../index-bar';
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';

const first = '/pokhozhaya-odin/';
const second = '/pokhozhaya-dva/';
/** Pages the index reads besides the two: real pages of the sitemap, distinct. */
const others = ['/additional/about/', '/oplata/'];
const server = useSsrApp(180_000, {
  env: { LIKENESS_INDEX: 'true', LIKENESS_INDEX_DELAY_S: '0' },
  // The whole sitemap takes minutes: the index reads these.
  options: { likenessUrls: (urls) => urls.filter((url) => [first, second, ...others].includes(url)) },
});

const words = (tag: string, count: number) => Array.from({ length: count }, (_, i) => `${tag}${i}`).join(' ');
const robotsOf = (response: { headers: Record<string, unknown> }) => response.headers['x-robots-tag'];
const cacheOf = (response: { headers: Record<string, unknown> }) =>
  /cache;desc=(hit|miss)/.exec(String(response.headers['server-timing']))?.[1];
const listed = async (url: string) =>
  (await server.app.inject({ url: '/sitemaps/information.xml' })).body.includes(`${url}</loc>`);

test('two pages made alike answer noindex and leave the sitemap; made distinct, they come back', async () => {
  const { app } = server;
  const body = `<p>${words('слово', 320)}</p>`;
  await app.db.insert(contentPages).values(
    [first, second].map((url, i) => ({
      url,
      title: `Похожая страница ${i + 1}`,
      description: `Описание похожей страницы ${i + 1}`,
      h1: `Похожая страница ${i + 1}`,
      body,
      catalogue: null,
    })),
  );
  // New content: the index judges again.
  app.pageCache.invalidate('all');
  await app.likeness.settled();
  for (const url of [first, second]) {
    expect(app.likeness.below('ru', url)).toBe(true);
    const answer = await pageOf(app, url);
    expect(answer.statusCode).toBe(200);
    expect(robotsOf(answer)).toBe(BELOW_BAR_ROBOTS);
    expect(answer.body).toContain(`<meta name="robots" content="${BELOW_BAR_ROBOTS}" />`);
    // From the cache, the same.
    expect(robotsOf(await pageOf(app, url))).toBe(BELOW_BAR_ROBOTS);
    expect(await listed(url)).toBe(false);
  }
  // The distinct pages read with them are not below.
  for (const url of others) {
    expect(robotsOf(await pageOf(app, url))).toBeUndefined();
    expect(await listed(url)).toBe(true);
  }

  await app.db
    .update(contentPages)
    .set({ body: `<p>${words('другое', 320)}</p>` })
    .where(eq(contentPages.url, second));
  app.pageCache.invalidate('all');
  await app.likeness.settled();
  for (const url of [first, second]) {
    expect(app.likeness.below('ru', url)).toBe(false);
    const answer = await pageOf(app, url);
    expect(robotsOf(answer)).toBeUndefined();
    expect(answer.body).not.toContain('name="robots"');
    expect(await listed(url)).toBe(true);
  }
}, 300_000);

test('a page cached before the index found it alike is rendered again with noindex; found distinct, again without', async () => {
  const { app } = server;
  const url = others[0]!;
  const below = jest.spyOn(app.likeness, 'below');
  try {
    below.mockReturnValue(false);
    await pageOf(app, url);
    const cached = await pageOf(app, url);
    expect(cacheOf(cached)).toBe('hit');
    expect(robotsOf(cached)).toBeUndefined();

    below.mockImplementation((lang, pathname) => lang === 'ru' && pathname === url);
    const judged = await pageOf(app, url);
    expect(cacheOf(judged)).toBe('miss');
    expect(robotsOf(judged)).toBe(BELOW_BAR_ROBOTS);
    expect(judged.body).toContain(`<meta name="robots" content="${BELOW_BAR_ROBOTS}" />`);
    expect(robotsOf(await pageOf(app, url))).toBe(BELOW_BAR_ROBOTS);
    // Another address of the page (a search) is not the one the sitemap lists.
    expect(robotsOf(await pageOf(app, `${url}?utm_source=x`))).toBeUndefined();

    below.mockReturnValue(false);
    expect(robotsOf(await pageOf(app, url))).toBeUndefined();
  } finally {
    below.mockRestore();
  }
}, 120_000);
