/** Server-rendered pages from the page cache: hits, what drops them, and what never leaks. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { App } from '../../../../app';
import type { RateCard } from '../../../../tariffs/rate-card';
import { h1Of, pageOf, useSsrApp } from '../../../../../test/ssr-app';

const server = useSsrApp();
const page = (url: string, headers: Record<string, string> = {}, on: App = server.app) =>
  pageOf(on, url, headers);
const cacheOf = (response: { headers: Record<string, unknown> }) =>
  /cache;desc=(hit|miss)/.exec(String(response.headers['server-timing']))?.[1];
const dislikes = (html: string) => /Нет · (\d+)</.exec(html)?.[1];

test('a page asked again comes from the cache, the same document', async () => {
  const first = await page('/additional/about/');
  const second = await page('/additional/about/');
  expect(cacheOf(first)).toBe('miss');
  expect(cacheOf(second)).toBe('hit');
  expect(second.statusCode).toBe(200);
  expect(second.body).toBe(first.body);
  expect(h1Of(second.body)).toBe('О компании');
});

test('each language has its own page: the English one never reaches a Russian visitor', async () => {
  await page('/route/sankt-peterburg/kazan/', { 'accept-language': 'en-US' });
  const english = await page('/route/sankt-peterburg/kazan/?lang=en');
  const russian = await page('/route/sankt-peterburg/kazan/');
  expect(h1Of(english.body)).toBe('Freight Saint Petersburg — Kazan');
  expect(h1Of(russian.body)).toBe('Грузоперевозки Санкт-Петербург — Казань');
  expect(russian.body).toContain('<html lang="ru"');
  expect(russian.body).toContain('"lang":"ru"');
});

test('a 404 page is cached with its status', async () => {
  await page('/route/atlantida/');
  const again = await page('/route/atlantida/');
  expect(cacheOf(again)).toBe('hit');
  expect(again.statusCode).toBe(404);
});

test.each([
  ['br, gzip', 'br', brotliDecompressSync],
  ['gzip', 'gzip', gunzipSync],
  ['identity', undefined, (body: Buffer) => body],
])('Accept-Encoding %s gets the cached page as %s', async (acceptEncoding, encoding, decode) => {
  const plain = await page('/oplata/', { 'accept-encoding': 'identity' });
  const response = await page('/oplata/', { 'accept-encoding': acceptEncoding });
  expect(cacheOf(response)).toBe('hit');
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.headers.vary).toMatch(/Accept-Encoding/);
  expect(decode(response.rawPayload).toString()).toBe(plain.body);
});

test("the page's styles are in the head, none beside the elements: the elements' in one element, each Global's in its own", async () => {
  const html = (await page('/')).body;
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = [...html.matchAll(/<style data-emotion="([^"]*)"/g)].map(([, attribute]) => attribute!);
  expect(html.match(/<style/g)).toHaveLength(styles.length);
  expect(head.match(/<style/g)).toHaveLength(styles.length);
  expect(styles.filter((attribute) => /^css [\w-]+( [\w-]+)+$/.test(attribute))).toHaveLength(1);
  // MUI's CssBaseline, and the autofill keyframes of each of the calculator entry's three inputs.
  expect(styles.filter((attribute) => /^css-global [\w-]+( [\w-]+)*$/.test(attribute))).toHaveLength(4);
  expect(head).toMatch(/<style data-emotion="css [\w-]+( [\w-]+)+">[^<]*\.css-/);
});

describe('FAQ votes', () => {
  const url = '/common/faq/strakhovanie/';
  const vote = async (cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/content/content/faq/dislike/strakhovanie',
      headers: cookie ? { cookie } : {},
    });

  test('a vote drops the pages that show votes; other pages stay', async () => {
    await page(url);
    await page('/additional/autopark/');
    const before = dislikes((await page(url)).body);
    await vote();
    const after = await page(url);
    expect(cacheOf(after)).toBe('miss');
    expect(Number(dislikes(after.body))).toBe(Number(before) + 1);
    expect(cacheOf(await page('/additional/autopark/'))).toBe('hit');
  });

  test("a visitor's own vote is shown to them and never to anyone else", async () => {
    const cookie = String((await vote()).headers['set-cookie']).split(';')[0]!;
    await page(url);
    const theirs = await page(url, { cookie });
    expect(cacheOf(theirs)).toBeUndefined();
    expect(theirs.body).toMatch(/aria-pressed="true"[^>]*>Нет · \d+</);
    const anyone = await page(url);
    expect(cacheOf(anyone)).toBe('hit');
    expect(anyone.body).toMatch(/aria-pressed="false"[^>]*>Нет · \d+</);
    expect(anyone.body).not.toMatch(/aria-pressed="true"[^>]*>Нет/);
  });

  test('a visitor with votes gets cached pages that show none', async () => {
    const cookie = String((await vote()).headers['set-cookie']).split(';')[0]!;
    await page('/oplata/vozvrat/');
    expect(cacheOf(await page('/oplata/vozvrat/', { cookie }))).toBe('hit');
  });
});

test('new rate cards drop the pages ("from X ₽")', async () => {
  const direction = '/route/sankt-peterburg/moskva/';
  await page(direction);
  expect(cacheOf(await page(direction))).toBe('hit');
  const card = structuredClone(server.app.tariffs.rateCards.find((p) => p.slug === 'dostavka-network')!.card);
  await server.app.replaceRateCard('dostavka-network', card as RateCard, null);
  expect(cacheOf(await page(direction))).toBe('miss');
});

test('the sitemap is built once per content change', async () => {
  const urls = jest.spyOn(server.app.contentPageRepository, 'urls');
  const first = await server.app.inject({ url: '/sitemap.xml' });
  const second = await server.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
  expect(urls).toHaveBeenCalledTimes(1);
  expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
  server.app.pageCache.invalidate('all');
  await server.app.inject({ url: '/sitemap.xml' });
  expect(urls).toHaveBeenCalledTimes(2);
  urls.mockRestore();
});

const shared = process.env.DATABASE_URL && process.env.REDIS_URL;

(shared ? describe : describe.skip)('several server processes (PostgreSQL + Redis)', () => {
  let other: App;
  beforeAll(async () => {
    other = await server.build({ REDIS_URL: process.env.REDIS_URL! });
    const first = server.app;
    server.use(await server.build({ REDIS_URL: process.env.REDIS_URL! }));
    await first.close();
    // The adapter's server-side events need both servers listening.
    await Promise.all([
      server.app.listen({ port: 0, host: '127.0.0.1' }),
      other.listen({ port: 0, host: '127.0.0.1' }),
    ]);
  }, 60_000);
  afterAll(() => other?.close());

  test('a vote on one drops the pages with votes on the other', async () => {
    const url = '/common/faqs/';
    await page(url, {}, other);
    expect(cacheOf(await page(url, {}, other))).toBe('hit');
    await server.app.inject({ method: 'POST', url: '/api/content/content/faq/like/strakhovanie' });
    // The event crosses Redis: ask until the other process answers with a new render.
    const started = Date.now();
    let answer = cacheOf(await page(url, {}, other));
    while (answer === 'hit' && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = cacheOf(await page(url, {}, other));
    }
    expect(answer).toBe('miss');
  });
});
