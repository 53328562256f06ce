/**
 * Route pages and the calculator agree (issue 20): the page's distance is the calculator's, its
 * price table is what the calculator's API quotes for the same shipments, and a rate card put by
 * staff changes the server-rendered page.
 */
import {
  formatCost,
  type CataloguePrice,
  type ContentPage,
  type DirectionContent,
} from '@dostavka/shared-kernel/domain';
import type { RateCard } from '../../../tariffs/rate-card';
import { bearerOf } from '../../../../test/test-app';
import { pageOf, useSsrApp } from '../../../../test/ssr-app';
import { cheapestTypical } from '../../../../test/typical-quote';
import { geoPoint } from '../../../content/refs';
import { lotShipment, TYPICAL_SHIPMENTS, typicalSearch } from './route-facts';
import { TOPIC_LOTS } from '../../../content/catalogue/topic-lots';

const server = useSsrApp();

const directionContent = async (from: string, to: string) => {
  const response = await server.app.inject({ url: `/api/content/city/content?from=${from}&to=${to}` });
  expect(response.statusCode).toBe(200);
  return response.json<DirectionContent>();
};

/** The cheapest offer the calculator's API quotes for a typical shipment of the pair. */
const cheapestQuote = (content: DirectionContent, key: string) =>
  cheapestTypical(server.app, key, content.from, content.to, content.pricedOn);

/** The visible text of a document's price table cells, row by row. */
const tableTotals = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-shipment="(\w+)"[^>]*>.*?data-total="([\d.]+)"/gs)].map(
    ([, key, total]) => [key!, Number(total)] as const,
  );

describe('distance and time', () => {
  test('SPb–Moscow: the page says the road km the calculator prices with (793), and its days', async () => {
    const content = await directionContent('sankt-peterburg', 'moskva');
    const { from, to } = content;
    const measured = await server.app.tariffs.roadKm(geoPoint(from), geoPoint(to));
    expect(content.distanceKm).toBe(measured);
    expect(content.distanceKm).toBe(793);
    // The direct-line offers of the calculator name the same km.
    const search = typicalSearch(
      TYPICAL_SHIPMENTS[2]!,
      from,
      to,
      content.pricedOn,
      server.app.tariffs.fleet,
    )!;
    const { distanceKm, results } = await server.app.tariffs.search('consolidated', search.data);
    expect(distanceKm).toBe(content.distanceKm);
    const direct = results.flatMap((r) => r.offers).filter((o) => o.metadata.mark === 'consolidated-line');
    expect(direct.length).toBeGreaterThan(0);
    for (const offer of direct) expect(offer.codes.km).toBe(content.distanceKm);
    // The time is the fastest 100 kg offer's term.
    const row = content.prices.find((priced) => priced.key === 'kg100')!;
    expect(Math.min(...row.offers.map((offer) => offer.term.min))).toBe(content.transitDays.min);
  });

  test('the direction lists and /city/distance give the same km as the page', async () => {
    const content = await directionContent('sankt-peterburg', 'moskva');
    const list = await server.app.inject({
      url: `/api/content/content/direction/search?search=${encodeURIComponent('Москва')}&limit=100`,
    });
    const item = list
      .json<{ data: Array<{ url: string; distanceKm: number }> }>()
      .data.find((entry) => entry.url === '/route/sankt-peterburg/moskva/');
    expect(item?.distanceKm).toBe(content.distanceKm);
    const legs = await server.app.inject({
      url: `/api/content/city/distance?cities=${content.from.id},${content.to.id}`,
    });
    expect(legs.json<{ distanceKm: number }>().distanceKm).toBe(content.distanceKm);
  });
});

describe('price table', () => {
  test.each([
    ['sankt-peterburg', 'moskva'],
    ['moskva', 'novosibirsk'],
    ['kazan', 'sankt-peterburg'],
  ])('%s → %s: every row is the API’s quote for the same shipment, "from" its cheapest', async (from, to) => {
    const content = await directionContent(from, to);
    expect(content.prices.map((row) => row.key)).toEqual(TYPICAL_SHIPMENTS.map((shipment) => shipment.key));
    for (const row of content.prices) {
      expect(row.offers.length).toBeGreaterThan(0);
      expect(row.offers[0]!.total).toBe(await cheapestQuote(content, row.key));
      const totals = row.offers.map((offer) => offer.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
    expect(content.priceFrom).toBe(
      Math.min(...content.prices.flatMap((row) => row.offers.map((o) => o.total))),
    );
    // More weight never costs less on the cheapest offer.
    const consolidated = content.prices
      .filter((row) => row.kind === 'consolidated')
      .map((row) => row.offers[0]!.total);
    expect(consolidated).toEqual([...consolidated].sort((a, b) => a - b));
  });

  test('a pair no carrier serves has no table and no price, and says so', async () => {
    const pairs = await server.app.inject({ url: '/api/content/content/direction?limit=100&page=30' });
    const urls = pairs.json<{ data: Array<{ from: { slug: string }; to: { slug: string } }> }>().data;
    let found: DirectionContent | undefined;
    for (const item of urls) {
      const content = await directionContent(item.from.slug, item.to.slug);
      if (content.prices.length === 0) {
        found = content;
        break;
      }
    }
    if (!found) return; // every listed pair is served: nothing to check here
    expect(found.priceFrom).toBeNull();
    const html = (await pageOf(server.app, `/route/${found.from.slug}/${found.to.slug}/`)).body;
    expect(html).toContain('Перевозчики пока не называют цену');
  });

  test('the server-rendered page shows the table with the API’s prices, and a PUT rate card changes them', async () => {
    const url = '/route/sankt-peterburg/moskva/';
    const before = await pageOf(server.app, url);
    expect(before.statusCode).toBe(200);
    const rows = tableTotals(before.body);
    expect(rows.length).toBeGreaterThan(TYPICAL_SHIPMENTS.length);
    const content = await directionContent('sankt-peterburg', 'moskva');
    const cheapestShown = new Map<string, number>();
    for (const [key, total] of rows)
      cheapestShown.set(key, Math.min(total, cheapestShown.get(key) ?? Infinity));
    for (const [key, total] of cheapestShown) expect(total).toBe(await cheapestQuote(content, key));
    expect(before.body).toContain(`от ${formatCost(content.priceFrom!)}`);

    const authorization = await bearerOf(server.app, 'MODERATOR');
    const { card } = (
      await server.app.inject({
        url: '/api/calculator/rate-cards/dostavka-network',
        headers: { authorization },
      })
    ).json<{ card: RateCard }>();
    const dearer = structuredClone(card);
    dearer.consolidated!.zones.forEach((zone) => {
      zone.minimumRub *= 3;
      zone.rubPerKg = zone.rubPerKg.map((rate) => rate * 3);
    });
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/calculator/rate-cards/dostavka-network',
      payload: dearer,
      headers: { authorization },
    });
    expect(put.statusCode).toBe(200);

    const after = await pageOf(server.app, url);
    const network = (html: string) =>
      [...html.matchAll(/<tr[^>]*data-shipment="kg100"[^>]*>.*?<\/tr>/gs)]
        .map(([tr]) => tr)
        .find((tr) => tr.includes('Доставка'));
    const totalOf = (tr: string | undefined) => Number(/data-total="([\d.]+)"/.exec(tr ?? '')?.[1]);
    expect(totalOf(network(after.body))).toBeGreaterThan(totalOf(network(before.body)));
    const fresh = await directionContent('sankt-peterburg', 'moskva');
    for (const row of fresh.prices) expect(row.offers[0]!.total).toBe(await cheapestQuote(fresh, row.key));
    await server.app.inject({
      method: 'PUT',
      url: '/api/calculator/rate-cards/dostavka-network',
      payload: card,
      headers: { authorization },
    });
  });
});

describe('terminals', () => {
  test('a direction page lists the terminals of both cities of the carriers taking consolidated cargo on it, as the points API has them', async () => {
    const content = await directionContent('sankt-peterburg', 'moskva');
    const carriers = new Set(
      content.prices
        .filter((row) => row.kind === 'consolidated')
        .flatMap((row) => row.offers.map((offer) => offer.company.slug)),
    );
    expect(carriers.size).toBeGreaterThan(0);
    for (const [city, listed] of [
      [content.from, content.terminals.from],
      [content.to, content.terminals.to],
    ] as const) {
      const response = await server.app.inject({
        url: `/api/content/points?city=${city.code}&kind=WAREHOUSE`,
      });
      expect(response.statusCode).toBe(200);
      const points = response
        .json<{ data: Array<{ id: string; provider: string }> }>()
        .data.filter((point) => carriers.has(point.provider));
      expect(points.length).toBeGreaterThan(0);
      expect(listed.map((point) => point.id)).toEqual(points.map((point) => point.id));
    }
    const html = (await pageOf(server.app, '/route/sankt-peterburg/moskva/')).body;
    const shown = [...html.matchAll(/data-point="([^"]+)"/g)].map(([, id]) => id);
    expect(shown).toEqual([...content.terminals.from, ...content.terminals.to].map((point) => point.id));
    expect(html).toContain(content.terminals.to[0]!.address);
  });

  test('a route only whole vehicles serve lists no terminals: the vehicle loads at the sender’s address', async () => {
    const content = await directionContent('moskva', 'chita');
    expect(content.prices.length).toBeGreaterThan(0);
    expect(content.prices.every((row) => row.kind === 'dedicated')).toBe(true);
    expect(content.terminals).toEqual({ from: [], to: [] });
  });
});

describe('catalogue pages', () => {
  const contentPage = async (url: string) => {
    const response = await server.app.inject({
      url: `/api/content/content/page?url=${encodeURIComponent(url)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ContentPage>();
  };

  /** The API's cheapest quote for a catalogue page's priced shipment on its route. */
  const quoteFor = (price: CataloguePrice) =>
    cheapestTypical(server.app, price.row.key, price.from, price.to, price.pricedOn);

  test.each([
    ['/gruzoperevozki/', 'van', 'moskva'],
    ['/dostavka-sbornyh-gruzov/', 'kg100', 'moskva'],
    ['/perevozka-metalla/', 'truck20', 'moskva'],
    ['/perevozka-tnp/', 'kg500', 'moskva'],
    ['/gruzoperevozki/fura/', 'truck20', 'moskva'],
    ['/gruzoperevozki/novosibirsk/', 'van', 'novosibirsk'],
  ])(
    '%s: its typical shipment (%s) from Saint Petersburg to %s, as the API quotes it',
    async (url, key, to) => {
      const page = await contentPage(url);
      const price = page.price!;
      expect(price).toBeTruthy();
      expect([price.row.key, price.from.slug, price.to.slug]).toEqual([key, 'sankt-peterburg', to]);
      expect(price.row.offers.length).toBeGreaterThan(0);
      expect(price.row.offers[0]!.total).toBe(await quoteFor(price));
      const legs = await server.app.inject({
        url: `/api/content/city/distance?cities=${price.from.id},${price.to.id}`,
      });
      expect(price.distanceKm).toBe(legs.json<{ distanceKm: number }>().distanceKm);
    },
  );

  /** The calculator's road km between two cities (GET /api/content/city/distance). */
  const roadKm = async (fromSlug: string, toSlug: string) => {
    const [a, b] = await Promise.all([
      server.app.cityRepository.findBySlug(fromSlug),
      server.app.cityRepository.findBySlug(toSlug),
    ]);
    const legs = await server.app.inject({ url: `/api/content/city/distance?cities=${a!.id},${b!.id}` });
    return legs.json<{ distanceKm: number }>().distanceKm;
  };

  test.each([
    '/gruzoperevozki/tula/',
    '/dostavka-sbornyh-gruzov/rostov-na-donu/',
    '/avtomobilnye-perevozki/samara/',
    '/pereezd/novosibirsk/',
  ])('%s: every km of its text is the engine’s, the km of its price', async (url) => {
    const page = await contentPage(url);
    const city = url.split('/')[2]!;
    const km = await roadKm('sankt-peterburg', city);
    expect(page.price!.distanceKm).toBe(km);
    const texts = [page.body, page.description, page.en!.body, page.en!.description];
    // No placeholder is left, and the route's km is said in both languages' text and description.
    expect(texts.filter((text) => text.includes('{{'))).toEqual([]);
    expect(texts.map((text) => text.includes(`${km} км`) || text.includes(`${km} km`))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // The group's pages of the nearest cities: each with the engine's km from this city.
    const near = [...page.body.matchAll(/<a href="\/[a-z-]+\/([a-z0-9-]+)\/">[^<]*<\/a>: (\d+) км/g)];
    expect(near.length).toBeGreaterThan(0);
    for (const [, other, shown] of near)
      expect([other, Number(shown)]).toEqual([other, await roadKm(city, other!)]);
  });

  test('a groupage city page no carrier prices as groupage says it is priced as a whole van, and what a small lot costs in it', async () => {
    const [groupage, van] = await Promise.all([
      contentPage('/dostavka-sbornyh-gruzov/orel/'),
      contentPage('/gruzoperevozki/orel/'),
    ]);
    expect([groupage.price!.row.key, van.price!.row.key]).toEqual(['van', 'van']);
    const total = groupage.price!.row.offers[0]!.total;
    // The main area's text, spaces (no-break ones included) as one.
    const text = (html: string) =>
      /<main[^>]*>([\s\S]*)<\/main>/
        .exec(html)![1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    const [groupageHtml, vanHtml] = await Promise.all([
      pageOf(server.app, '/dostavka-sbornyh-gruzov/orel/').then((page) => text(page.body)),
      pageOf(server.app, '/gruzoperevozki/orel/').then((page) => text(page.body)),
    ]);
    expect(groupageHtml).toContain('Сборные рейсы до г. Орёл перевозчики сейчас не тарифицируют');
    expect(groupageHtml).toContain(`100 кг в ней выходят по ${Math.round(total / 100)} ₽ за килограмм`);
    // The van's own page tells the van per km, as every van page does.
    expect(vanHtml).not.toContain('Сборные рейсы');
    expect(vanHtml).toContain(`Это ${Math.round(total / van.price!.distanceKm)} ₽ за километр`);
  });

  test.each([
    [
      '/perevozka-oborudovaniya/serverov/',
      'equipment/serverov',
      'consolidated',
      'Серверная стойка 42U, 320 кг',
    ],
    [
      '/perevozka-transporta/avtobusov/',
      'vehicles/avtobusov',
      'dedicated',
      'Автобус, 11 т: Фура 20 т целиком',
    ],
    [
      '/perevozka-tekhniki/selkhoztekhniki/',
      'machinery/selkhoztekhniki',
      'dedicated',
      'Колёсный трактор, 4 т: Грузовик 5 т целиком',
    ],
  ])('%s is priced for its topic’s own lot, as the API quotes it', async (url, key, kind, label) => {
    const page = await contentPage(url);
    const price = page.price!;
    const lot = TOPIC_LOTS[key]!;
    expect([price.row.key, price.row.kind, price.lot?.name]).toEqual(['lot', kind, lot.name]);
    expect(price.row.offers[0]!.total).toBe(
      await cheapestTypical(server.app, lotShipment(lot), price.from, price.to, price.pricedOn),
    );
    const html = (await pageOf(server.app, url)).body;
    expect(html).toContain(label);
  });

  test('a page outside the catalogue has no price', async () => {
    expect((await contentPage('/oplata/')).price).toBeUndefined();
  });

  test('the server-rendered page shows the priced row and the calculator of that shipment', async () => {
    const cases = [
      ['/perevozka-metalla/', '/calculator/truck/?from=sankt-peterburg&amp;to=moskva'],
      ['/pereezd/', '/calculator/gazelles/?from=sankt-peterburg&amp;to=moskva'],
      ['/perevozka-tnp/', '/calculator/?from=sankt-peterburg&amp;to=moskva&amp;weight=500'],
    ] as const;
    for (const [url, calculator] of cases) {
      const page = await contentPage(url);
      const html = (await pageOf(server.app, url)).body;
      const shown = tableTotals(html);
      expect(shown.length).toBe(page.price!.row.offers.length);
      expect(shown[0]).toEqual([page.price!.row.key, page.price!.row.offers[0]!.total]);
      expect(html).toContain(`href="${calculator}"`);
    }
  });
});
