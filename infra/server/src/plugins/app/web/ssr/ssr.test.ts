import { formatCost } from '@dostavka/shared-kernel/domain';
import { h1Of, pageOf, useSsrApp } from '../../../../../test/ssr-app';

const server = useSsrApp();
const page = (url: string, headers: Record<string, string> = {}) => pageOf(server.app, url, headers);

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (found) => (JSON.parse(found[1]!) as { '@type': string })['@type'],
  );
const preloaded = (html: string) => {
  const found = /<script id="dostavka-page" type="application\/json">(.*?)<\/script>/s.exec(html);
  return found ? (JSON.parse(found[1]!) as { page: string; path: string; data: unknown }) : null;
};

describe('server-rendered content pages', () => {
  test('the home page arrives complete: layout, h1, head tags, JSON-LD and its data', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Of(html)).toBe('Грузоперевозки по всей России');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('data-remote="mf_content" data-page="home"');
    expect(html).toContain('<title>Грузоперевозки по России из Санкт-Петербурга — Доставка</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://dostavka.example/" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://dostavka.example/?lang=en" />');
    expect(html).toContain('<meta property="og:title"');
    expect(jsonLdTypes(html)).toEqual(['Organization']);
    expect(preloaded(html)).toMatchObject({ page: 'home', path: '/' });
    expect(html).toContain('Санкт-Петербург — Москва');
    expect(response.headers['server-timing']).toMatch(/^ssr;dur=\d/);
  });

  test('a direction page: the pair, its distance and a calculator entry prefilled with it', async () => {
    const html = (await page('/route/sankt-peterburg/kazan/')).body;
    expect(h1Of(html)).toBe('Грузоперевозки Санкт-Петербург — Казань');
    expect(html).toMatch(/\d+ км/);
    expect(html).toContain('name="from" value="sankt-peterburg"');
    expect(html).toContain('name="to" value="kazan"');
    expect(jsonLdTypes(html)).toEqual(['Organization', 'BreadcrumbList', 'Service', 'FAQPage']);
    const service = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((found) => JSON.parse(found[1]!) as { '@type': string; offers?: Record<string, unknown> })
      .find((item) => item['@type'] === 'Service')!;
    expect(service.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'RUB' });
    expect(Number(service.offers!.lowPrice)).toBeLessThan(Number(service.offers!.highPrice));
    expect(html).toContain(`от ${formatCost(Number(service.offers!.lowPrice))}`);
  });

  test.each([
    ['/route/', 'Направления'],
    ['/route/kazan/', 'Грузоперевозки из г. Казань'],
    ['/route/any/kazan/', 'Грузоперевозки в г. Казань'],
    ['/route/from/respublika-tatarstan/', 'Грузоперевозки: Республика Татарстан — Россия'],
    ['/route/to/any/respublika-tatarstan/', 'Грузоперевозки: Россия — Республика Татарстан'],
    ['/route/from/respublika-tatarstan/moskva/', 'Грузоперевозки Республика Татарстан — Москва'],
    ['/route/to/moskva/respublika-tatarstan/', 'Грузоперевозки Москва — Республика Татарстан'],
    ['/additional/about/', 'О компании'],
    ['/additional/autopark/', 'Автопарк'],
    ['/common/requisites/', 'Реквизиты'],
    ['/common/faq/strakhovanie/', 'Застрахован ли мой груз?'],
    ['/perevozka-metalla/trub/', 'Перевозка труб'],
    ['/oplata/vozvrat/', 'Возврат денежных средств'],
  ])('%s is rendered with its h1', async (url, h1) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(h1Of(response.body)).toBe(h1);
  });

  test('/route/to/{region}/ names the /route/to/any/{region}/ page as canonical', async () => {
    const html = (await page('/route/to/respublika-tatarstan/')).body;
    expect(html).toContain(
      '<link rel="canonical" href="https://dostavka.example/route/to/any/respublika-tatarstan/" />',
    );
  });

  test.each([
    ['/route/from/sankt-peterburg/moskva/', '/route/sankt-peterburg/moskva/'],
    ['/route/to/kazan/moskva/', '/route/kazan/moskva/'],
    ['/route/from/moskva/', '/route/moskva/'],
    ['/route/to/any/moskva/', '/route/any/moskva/'],
  ])('%s is a federal city’s region page: its canonical is %s', async (url, canonical) => {
    const html = (await page(url)).body;
    expect(html).toContain(`<link rel="canonical" href="https://dostavka.example${canonical}" />`);
  });

  test('the page is rendered for the visitor: their FAQ vote arrives with it', async () => {
    const vote = await server.app.inject({
      method: 'POST',
      url: '/api/content/content/faq/dislike/upakovka',
    });
    const cookie = String(vote.headers['set-cookie']).split(';')[0]!;
    const html = (await page('/common/faq/upakovka/', { cookie })).body;
    expect(html).toMatch(/aria-pressed="true"[^>]*>Нет · 1</);
    expect(preloaded(html)?.data).toMatchObject({ kind: 'one', faq: { vote: 'dislike' } });
  });

  test('the FAQ pages carry FAQPage JSON-LD', async () => {
    expect(jsonLdTypes((await page('/common/faqs/')).body)).toContain('FAQPage');
    expect(jsonLdTypes((await page('/common/faq/strakhovanie/')).body)).toContain('FAQPage');
  });

  test('English: ?lang=en, the cookie, or an English browser on the home page', async () => {
    const english = (await page('/route/sankt-peterburg/kazan/?lang=en')).body;
    expect(h1Of(english)).toBe('Freight Saint Petersburg — Kazan');
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('"lang":"en"');
    expect(english).toContain('hreflang="ru" href="https://dostavka.example/route/sankt-peterburg/kazan/"');
    expect(h1Of((await page('/gruzoperevozki/', { cookie: 'i18n_redirected=en' })).body)).toBe(
      'Freight transport',
    );
    expect(h1Of((await page('/', { 'accept-language': 'en-US,en;q=0.9' })).body)).toBe(
      'Freight across all of Russia',
    );
    expect(h1Of((await page('/oplata/', { 'accept-language': 'en-US' })).body)).toBe('Оплата');
  });

  test.each([
    '/route/sankt-peterburg/atlantida/',
    '/route/atlantida/',
    '/perevozka-slonov/',
    '/common/faq/no-such/',
    '/a/b/c/',
  ])('%s answers 404 with the not-found page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(h1Of(response.body)).toBe('This page could not be found');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(preloaded(response.body)).toBeNull();
  });
});
