/**
 * The site with СДЭК on (pointed at its local fake): its offers join the rate cards' in a search,
 * its offices and lockers are synced into the points the order page lists, a chosen СДЭК office
 * leaves only СДЭК's offers, staff see its state and sync it again, and /metrics counts its calls.
 */
import type { CarrierStatus, PickupPoint, TariffOffer } from '@dostavka/shared-kernel/contract';
import { cdekFake, startCdekFake, type CdekFake } from '../../../../test/carriers/cdek-fake';
import { waitUntil } from '../../../../test/faults';
import { searchData } from '../../../../test/tariff-search';
import { bearerOf, testServer } from '../../../../test/test-app';

const MOSCOW = '7700000000000';
let fake: CdekFake;
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await startCdekFake();
  Object.assign(env, cdekFake.env(fake), { CARRIER_CACHE_S: '300' });
});
afterAll(() => fake.close());

// The env object is filled before the server is built (beforeAll hooks run in order).
const server = testServer({ env });

const points = async (city: string, provider?: string) => {
  const response = await server.app.inject({
    url: `/api/content/points?city=${city}${provider ? `&provider=${provider}` : ''}`,
  });
  return response.json<{ data: PickupPoint[] }>().data;
};
const search = async (payload: object) => {
  const response = await server.app.inject({ method: 'POST', url: '/api/calculator/consolidated', payload });
  expect(response.statusCode).toBe(200);
  return response.json<TariffOffer[]>();
};

test('СДЭК’s offers join the rate cards’, with its tariff code and the quote data kept in codes', async () => {
  const offers = await search(searchData());
  const cdek = offers.filter((o) => o.company.slug === 'cdek');
  expect(cdek.length).toBeGreaterThan(0);
  expect(offers.some((o) => o.company.slug === 'dostavka-network')).toBe(true);
  expect(cdek[0]!.codes).toEqual(
    expect.objectContaining({ provider: 'cdek', cdekFrom: '137', cdekTo: '44', cdekMode: 4 }),
  );
  expect(cdek[0]!.quote).toEqual(expect.any(String));
});

test('the same shipment again is answered from the kept answer, without a call', async () => {
  const before = fake.requestsTo('POST /v2/calculator/tarifflist').length;
  await search(searchData());
  await search(searchData());
  expect(fake.requestsTo('POST /v2/calculator/tarifflist').length).toBe(before);
});

test('its offices and lockers are synced into the points of a city, beside the company’s own', async () => {
  await waitUntil(async () => (await points(MOSCOW, 'cdek')).length === 3, 20_000, 'СДЭК points in Moscow');
  const cdek = await points(MOSCOW, 'cdek');
  expect(cdek.map((p) => [p.id, p.kind])).toEqual([
    ['cdek-44-PVZ1', 'OFFICE'],
    ['cdek-44-PVZ2', 'OFFICE'],
    ['cdek-44-POST1', 'POSTAMAT'],
  ]);
  const all = await points(MOSCOW);
  expect(all.some((p) => p.provider === 'cdek')).toBe(true);
  expect(all.some((p) => p.provider !== 'cdek')).toBe(true);
});

test('a chosen СДЭК office leaves only СДЭК’s offers', async () => {
  await waitUntil(async () => (await points(MOSCOW, 'cdek')).length === 3, 20_000, 'СДЭК points in Moscow');
  const data = searchData({ toMethod: 'OFFICE' });
  const offers = await search({
    ...data,
    directions: { ...data.directions, to: { ...data.directions.to, point: { id: 'cdek-44-PVZ1' } } },
  });
  expect(offers.length).toBeGreaterThan(0);
  expect(offers.every((o) => o.company.slug === 'cdek')).toBe(true);
  expect(offers[0]!.codes.cdekDeliveryPoint).toBe('44-PVZ1');
});

test('staff see each carrier’s state and sync СДЭК again; a visitor may not', async () => {
  const authorization = await bearerOf(server.app, 'MODERATOR');
  const list = await server.app.inject({ url: '/api/admin/carriers', headers: { authorization } });
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toBe('no-store');
  const status = list.json<CarrierStatus[]>();
  expect(status.find((c) => c.slug === 'cdek')).toEqual(
    expect.objectContaining({ on: true, circuit: 'closed', errorRate: 0, p95Ms: expect.any(Number) }),
  );
  expect(status.find((c) => c.slug === 'dellin')).toEqual(
    expect.objectContaining({ on: false, circuit: null }),
  );
  const synced = await server.app.inject({
    method: 'POST',
    url: '/api/admin/carriers/cdek/sync',
    headers: { authorization },
  });
  expect(synced.statusCode).toBe(200);
  expect(synced.json()).toEqual(expect.objectContaining({ failed: 0, cities: expect.any(Number) }));
  const off = await server.app.inject({
    method: 'POST',
    url: '/api/admin/carriers/pec/sync',
    headers: { authorization },
  });
  expect(off.statusCode).toBe(404);
  expect((await server.app.inject({ url: '/api/admin/carriers' })).statusCode).toBe(401);
  const user = await bearerOf(server.app, 'USER');
  expect(
    (await server.app.inject({ url: '/api/admin/carriers', headers: { authorization: user } })).statusCode,
  ).toBe(403);
});

test('/metrics counts the carrier’s calls, faults and time', async () => {
  fake.once('POST /v2/calculator/tarifflist', { status: 500, json: { message: 'down' } });
  // A route not asked yet, so not answered from the kept answers.
  await search(searchData({ to: '6600000100000' }));
  const text = await server.app.metrics.registry.metrics();
  expect(text).toMatch(/dostavka_carrier_requests_total\{carrier="cdek",call="quote"\} \d+/);
  expect(text).toMatch(/dostavka_carrier_errors_total\{carrier="cdek",call="quote",fault="server"\} 1/);
  expect(text).toMatch(/dostavka_carrier_request_seconds_count\{carrier="cdek",call="city"\} \d+/);
});
