/**
 * The content pages' data is kept per generation of the page cache (generation-memo.ts): read
 * once, read again after a content change or new rate cards, never shown stale after either.
 */
import { eq } from 'drizzle-orm';
import type { CityContent, DirectionContent } from '@dostavka/shared-kernel/domain';
import type { RateCard } from '../../../tariffs/rate-card';
import { cities } from '../../../db/schema';
import * as geo from '../../../content/geo';
import { testServer } from '../../../../test/test-app';

// Counted: how often a page works out the towns on a way.
jest.mock('../../../content/geo', () => {
  const actual = jest.requireActual<typeof geo>('../../../content/geo');
  return { ...actual, onTheWay: jest.fn(actual.onTheWay) };
});

const server = testServer();

const cityPage = async (slug: string) => {
  const response = await server.app.inject({ url: `/api/content/city/singleCityContent?id=${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json<CityContent>();
};
const directionPage = async (from: string, to: string) => {
  const response = await server.app.inject({ url: `/api/content/city/content?from=${from}&to=${to}` });
  expect(response.statusCode).toBe(200);
  return response.json<DirectionContent>();
};

test('a page asked again reads nothing again; a content change makes it read everything afresh', async () => {
  const everyCity = jest.spyOn(server.app.cityRepository, 'everyCity');
  const directions = jest.spyOn(server.app.directionRepository, 'all');
  const first = await cityPage('kazan');
  expect(everyCity).toHaveBeenCalledTimes(1);
  expect(directions).toHaveBeenCalledTimes(1);
  expect(await cityPage('kazan')).toEqual(first);
  expect(everyCity).toHaveBeenCalledTimes(1);
  expect(directions).toHaveBeenCalledTimes(1);

  const [kazan] = await server.app.db.select().from(cities).where(eq(cities.slug, 'kazan'));
  await server.app.db.update(cities).set({ population: 1_234_567 }).where(eq(cities.slug, 'kazan'));
  try {
    server.app.pageCache.invalidate('all');
    const after = await cityPage('kazan');
    expect(everyCity).toHaveBeenCalledTimes(2);
    expect(directions).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(after.text)).toContain((1_234_567).toLocaleString('ru-RU'));
    expect(JSON.stringify(first.text)).not.toContain((1_234_567).toLocaleString('ru-RU'));
  } finally {
    await server.app.db.update(cities).set({ population: kazan!.population }).where(eq(cities.slug, 'kazan'));
    server.app.pageCache.invalidate('all');
    everyCity.mockRestore();
    directions.mockRestore();
  }
});

test('new rate cards price the route again (the facts are not kept across them)', async () => {
  const before = await directionPage('sankt-peterburg', 'kazan');
  const search = jest.spyOn(server.app.tariffs, 'prices');
  expect(await directionPage('sankt-peterburg', 'kazan')).toEqual(before);
  expect(search).not.toHaveBeenCalled();

  const provider = server.app.tariffs.rateCards.find((p) => p.slug === 'dostavka-network')!;
  const card = structuredClone(provider.card) as RateCard;
  const dearer = structuredClone(card);
  dearer.consolidated!.zones.forEach((zone) => {
    zone.minimumRub *= 3;
    zone.rubPerKg = zone.rubPerKg.map((rate) => rate * 3);
  });
  await server.app.replaceRateCard('dostavka-network', dearer, null);
  try {
    const after = await directionPage('sankt-peterburg', 'kazan');
    expect(search).toHaveBeenCalled();
    const network = (content: DirectionContent) =>
      content.prices
        .find((row) => row.key === 'kg100')!
        .offers.find((offer) => offer.company.slug === 'dostavka-network')!.total;
    expect(network(after)).toBeGreaterThan(network(before));
  } finally {
    await server.app.replaceRateCard('dostavka-network', card, null);
    search.mockRestore();
  }
});

test("the towns on a way are worked out once: a city page's way to a hub serves that direction's page", async () => {
  server.app.pageCache.invalidate('all');
  const along = jest.mocked(geo.onTheWay);
  along.mockClear();
  await cityPage('kazan');
  const worked = along.mock.calls.length;
  expect(worked).toBeGreaterThanOrEqual(4); // to and from each hub
  const direction = await directionPage('kazan', 'moskva');
  expect(along.mock.calls.length).toBe(worked);

  server.app.pageCache.invalidate('all');
  expect(await directionPage('kazan', 'moskva')).toEqual(direction);
  expect(along.mock.calls.length).toBe(worked + 1);
});
