import { formatCost } from '@dostavka/shared-kernel/domain';
import type {
  CityContent,
  CityDistance,
  CityPageItem,
  DirectionContent,
  DirectionItem,
  Paged,
  RegionCityContent,
  RegionCityItem,
  RegionContent,
  RegionPageItem,
} from '@dostavka/shared-kernel/domain';
import type { City } from '../../plugins/app/city-repository';
import { testServer } from '../../../test/test-app';

const server = testServer();

async function json<T>(url: string, status = 200): Promise<T> {
  const response = await server.app.inject({ url });
  expect(response.statusCode).toBe(status);
  return response.json<T>();
}

describe('cities', () => {
  test('GET /city pages through every city by name', async () => {
    const first = await json<Paged<City>>('/api/content/city?page=1&limit=50');
    expect(first.data).toHaveLength(50);
    expect(first.total).toBe(1117);
    expect(first.next).toEqual({ page: 2 });
    expect(first.data[0]?.name).toBe('Абаза');
    const last = await json<Paged<City>>('/api/content/city?page=23&limit=50');
    expect(last.data).toHaveLength(17);
    expect(last.next).toBeNull();
  });

  test('GET /city with a letter lists the cities the picker shows under it', async () => {
    const page = await json<Paged<City>>(`/api/content/city?letter=${encodeURIComponent('Ё')}&limit=100`);
    expect(page.data.map((city) => city.name)).toEqual(
      expect.arrayContaining(['Ейск', 'Екатеринбург', 'Ессентуки']),
    );
    expect(page.data.every((city) => /^[ЕЁ]/.test(city.name))).toBe(true);
  });

  test('GET /city/{id} is the city, or a 404', async () => {
    const [spb] = await json<City[]>('/api/content/city/popular');
    expect(await json<City>(`/api/content/city/${spb!.id}`)).toEqual(spb);
    expect((await json<{ message: string }>('/api/content/city/999999', 404)).message).toBe(
      'No city with id 999999',
    );
  });

  test('GET /city/distance adds up the legs of a route', async () => {
    const [spb, msk, nsk] = await json<City[]>('/api/content/city/popular');
    const result = await json<CityDistance>(
      `/api/content/city/distance?cities=${spb!.id},${msk!.id},${nsk!.id}`,
    );
    expect(result.legs).toHaveLength(2);
    expect(result.legs[0]!.distanceKm).toBeGreaterThan(700);
    expect(result.legs[0]!.distanceKm).toBeLessThan(900);
    expect(result.distanceKm).toBe(result.legs[0]!.distanceKm + result.legs[1]!.distanceKm);
    expect(
      (await server.app.inject({ url: `/api/content/city/distance?cities=${spb!.id},999999` })).statusCode,
    ).toBe(404);
  });
});

describe('direction and city pages', () => {
  test('GET /city/content: distance, transit time, the price from the tariff engine, texts in both languages', async () => {
    const content = await json<DirectionContent>('/api/content/city/content?from=sankt-peterburg&to=kazan');
    expect(content.from.name).toBe('Санкт-Петербург');
    expect(content.to.name).toBe('Казань');
    expect(content.distanceKm).toBeGreaterThan(1200);
    expect(content.transitDays.min).toBeLessThan(content.transitDays.max);
    // The cheapest consolidated offer for one small box, as the calculator prices it.
    expect(Number.isInteger(content.priceFrom)).toBe(true);
    expect(content.priceFrom).toBeGreaterThan(0);
    expect(content.text.ru.title).toContain(`от ${formatCost(content.priceFrom!)}`);
    expect(content.text.ru.h1).toBe('Грузоперевозки Санкт-Петербург — Казань');
    expect(content.text.en.h1).toBe('Freight Saint Petersburg — Kazan');
    expect(content.text.ru.body).toContain(`${content.distanceKm} км`);
    expect(
      content.related.every((item) => item.from.slug === 'sankt-peterburg' && item.to.slug !== 'kazan'),
    ).toBe(true);
  });

  test.each([
    ['sankt-peterburg', 'no-such-city'],
    ['kazan', 'kazan'],
  ])('GET /city/content from %s to %s is a 404', async (from, to) => {
    await json(`/api/content/city/content?from=${from}&to=${to}`, 404);
  });

  test('GET /city/singleCityContent takes an id or a slug', async () => {
    const bySlug = await json<CityContent>('/api/content/city/singleCityContent?id=kazan');
    const byId = await json<CityContent>(`/api/content/city/singleCityContent?id=${bySlug.city.id}`);
    expect(byId).toEqual(bySlug);
    expect(bySlug.text.from.ru.h1).toBe('Грузоперевозки из г. Казань');
    expect(bySlug.text.to.ru.h1).toBe('Грузоперевозки в г. Казань');
    expect(bySlug.from.length).toBeGreaterThan(0);
    expect(bySlug.neighbours.every((city) => city.region.code === '16')).toBe(true);
    await json('/api/content/city/singleCityContent?id=atlantida', 404);
  });
});

describe('the lists of /route/', () => {
  test('directions: most popular first, paged', async () => {
    const first = await json<Paged<DirectionItem>>('/api/content/content/direction?page=1&limit=10');
    expect(first.total).toBeGreaterThan(300);
    expect(first.data[0]).toMatchObject({ url: '/route/sankt-peterburg/moskva/' });
    const second = await json<Paged<DirectionItem>>('/api/content/content/direction?page=2&limit=10');
    expect(second.data.map((d) => d.id)).not.toEqual(expect.arrayContaining(first.data.map((d) => d.id)));
  });

  test('directions search: pairs with a city whose name starts with the text', async () => {
    const found = await json<Paged<DirectionItem>>(
      `/api/content/content/direction/search?search=${encodeURIComponent('казан')}&limit=100`,
    );
    expect(found.total).toBeGreaterThan(2);
    expect(found.data.every((d) => [d.from.name, d.to.name].includes('Казань'))).toBe(true);
  });

  test('city pages, region pages and region-city pairs', async () => {
    const cities = await json<Paged<CityPageItem>>('/api/content/content/direction/cities/page?limit=2');
    expect(cities.data.map((item) => item.url)).toEqual(['/route/sankt-peterburg/', '/route/moskva/']);
    expect(cities.total).toBe(1117);
    const regions = await json<Paged<RegionPageItem>>('/api/content/content/direction/region/page?limit=100');
    expect(regions.total).toBe(85);
    const tatarstan = regions.data.find((item) => item.region.code === '16');
    expect(tatarstan).toMatchObject({
      url: '/route/from/respublika-tatarstan/',
      toUrl: '/route/to/any/respublika-tatarstan/',
    });
    const from = await json<Paged<RegionCityItem>>(
      `/api/content/content/direction/region/from/search?search=${encodeURIComponent('татарстан')}`,
    );
    expect(from.data.map((item) => item.url)).toEqual([
      '/route/from/respublika-tatarstan/sankt-peterburg/',
      '/route/from/respublika-tatarstan/moskva/',
    ]);
    const to = await json<Paged<RegionCityItem>>('/api/content/content/direction/region/to?limit=3');
    expect(to.data[0]?.url).toMatch(/^\/route\/to\/(sankt-peterburg|moskva)\/[a-z-]+\/$/);
    // Not the federal cities' regions (Москва, Санкт-Петербург, Севастополь): those are city pairs.
    expect(to.total).toBe((85 - 3) * 2);
  });
});

describe('regions', () => {
  test('GET /region/cities: the cities of the regions, most popular first', async () => {
    const cities = await json<City[]>('/api/content/region/cities?codes=78,47');
    expect(cities[0]?.name).toBe('Санкт-Петербург');
    expect(cities.map((city) => city.name)).toContain('Гатчина');
    expect(cities.every((city) => ['78', '47'].includes(city.region.code))).toBe(true);
  });

  test('GET /region/content/page: cities, texts both ways and links to the hub cities', async () => {
    const content = await json<RegionContent>('/api/content/region/content/page?slug=respublika-tatarstan');
    expect(content.cities[0]?.name).toBe('Казань');
    expect(content.text.from.ru.h1).toContain('Республика Татарстан');
    expect(content.fromLinks.map((link) => link.url)).toContain('/route/from/respublika-tatarstan/moskva/');
    expect(content.toLinks.map((link) => link.url)).toContain(
      '/route/to/sankt-peterburg/respublika-tatarstan/',
    );
    await json('/api/content/region/content/page?slug=atlantida', 404);
  });

  test('GET /region/content/from and /to measure from the region’s biggest city', async () => {
    const from = await json<RegionCityContent>(
      '/api/content/region/content/from?regionSlug=respublika-tatarstan&citySlug=moskva',
    );
    expect(from.hub.name).toBe('Казань');
    expect(from.text.ru.h1).toBe('Грузоперевозки Республика Татарстан — Москва');
    const to = await json<RegionCityContent>(
      '/api/content/region/content/to?regionSlug=respublika-tatarstan&citySlug=moskva',
    );
    expect(to.distanceKm).toBe(from.distanceKm);
    expect(to.text.ru.h1).toBe('Грузоперевозки Москва — Республика Татарстан');
    // A city of the region itself is no route into it.
    await json('/api/content/region/content/to?regionSlug=respublika-tatarstan&citySlug=kazan', 404);
    expect(from.direction).toBeNull();
  });

  test('a federal city’s region pages point to the city’s own pages', async () => {
    const region = await json<RegionContent>('/api/content/region/content/page?slug=moskva');
    expect(region.federalCity?.slug).toBe('moskva');
    expect(
      (await json<RegionContent>('/api/content/region/content/page?slug=respublika-tatarstan')).federalCity,
    ).toBeNull();
    const pair = await json<RegionCityContent>(
      '/api/content/region/content/from?regionSlug=moskva&citySlug=kazan',
    );
    expect(pair.direction).toBe('/route/moskva/kazan/');
  });
});
