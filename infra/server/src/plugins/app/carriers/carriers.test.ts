/**
 * The site with СДЭК on (pointed at its local fake): its offers join the rate cards' in a search,
 * its offices and lockers are synced into the points the order page lists, a chosen СДЭК office
 * leaves only СДЭК's offers, its offices serve a hand-over at a terminal (it has no terminals) in
 * the points API, the search and the order, staff see its state and sync it again, and /metrics
 * counts its calls.
 */
import type { CarrierStatus, PickupPoint, TariffOffer } from '@dostavka/shared-kernel/contract';
import { deliveryMethod, type CreateOrderBody, type OrderDetail } from '@dostavka/shared-kernel/domain';
import { cdekFake, startCdekFake, type CdekFake } from '../../../../test/carriers/cdek-fake';
import { waitUntil } from '../../../../test/faults';
import { searchData } from '../../../../test/tariff-search';
import { contractOffers } from '../../../../test/contract-offers';
import { bearerOf, testServer } from '../../../../test/test-app';
import { orderBody, testClock } from '../../../../test/user-api';

const MOSCOW = '7700000000000';
const SPB = '7800000000000';
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
/** The points of a city that serve a hand-over, as the order page asks for them. */
const serving = async (query: string) => {
  const response = await server.app.inject({ url: `/api/content/points?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PickupPoint[] }>().data;
};
const synced = (city: string) =>
  waitUntil(async () => (await points(city, 'cdek')).length === 3, 20_000, `СДЭК points in ${city}`);
const search = async (payload: object) => {
  const response = await server.app.inject({ method: 'POST', url: '/api/calculator/consolidated', payload });
  expect(response.statusCode).toBe(200);
  return contractOffers(response.body);
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

test('the declared value is insured through СДЭК: its insurance is a price line, asked again for another value', async () => {
  const insuranceOf = (offer: TariffOffer) => offer.prices.find((line) => line.key === 'priceLine.insurance');
  const cheap = (await search(searchData())).filter((o) => o.company.slug === 'cdek');
  // 0.75 % of the declared 3000 ₽ at the fake's rate.
  expect(cheap.map(insuranceOf)).toEqual(cheap.map(() => expect.objectContaining({ value: 23 })));
  const asked = fake.requestsTo('POST /v2/calculator/tariff').length;
  // 3300 ₽ costs the rate cards' insurance as much as 3000 ₽ (1 ₽): the kept answer is not it.
  const data = searchData();
  const dear = (await search({ ...data, delivery: { ...data.delivery, declared: 3300 } })).filter(
    (o) => o.company.slug === 'cdek',
  );
  expect(dear.length).toBeGreaterThan(0);
  expect(dear.map(insuranceOf)).toEqual(dear.map(() => expect.objectContaining({ value: 25 })));
  expect(dear[0]!.codes.cdekDeclared).toBe(3300);
  expect(fake.requestsTo('POST /v2/calculator/tariff').length).toBeGreaterThan(asked);
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

describe('СДЭК’s offices serve a hand-over at a terminal (it has no terminals of its own)', () => {
  test('the points API answers the points serving a hand-over by each carrier’s declaration', async () => {
    await synced(MOSCOW);
    const ids = (points: PickupPoint[]) => points.map((point) => point.id);
    expect(ids(await serving(`city=${MOSCOW}&provider=cdek&method=WAREHOUSE`))).toEqual([
      'cdek-44-PVZ1',
      'cdek-44-PVZ2',
    ]);
    expect(ids(await serving(`city=${MOSCOW}&provider=cdek&method=OFFICE`))).toEqual([
      'cdek-44-PVZ1',
      'cdek-44-PVZ2',
    ]);
    expect(ids(await serving(`city=${MOSCOW}&provider=cdek&method=POSTAMAT`))).toEqual(['cdek-44-POST1']);
    // A kind is what a point is: СДЭК has no terminals.
    expect(await serving(`city=${MOSCOW}&provider=cdek&kind=WAREHOUSE`)).toEqual([]);
    // A rate card keeps each hand-over at points of its own kind.
    const own = await serving(`city=${MOSCOW}&provider=dostavka-network&method=WAREHOUSE`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((point) => point.kind === 'WAREHOUSE')).toBe(true);
    // Every carrier at once: each by its own declaration.
    const all = await serving(`city=${MOSCOW}&method=WAREHOUSE`);
    expect(all.filter((point) => point.provider === 'cdek').map((point) => point.kind)).toEqual([
      'OFFICE',
      'OFFICE',
    ]);
    expect(
      all.filter((point) => point.provider !== 'cdek').every((point) => point.kind === 'WAREHOUSE'),
    ).toBe(true);
  });

  test.each([
    ['a courier', `city=${MOSCOW}&provider=cdek&method=COURIER`],
    ['an unknown method', `city=${MOSCOW}&provider=cdek&method=ROOF`],
  ])('the points of %s are a 400 with a message', async (_case, query) => {
    const response = await server.app.inject({ url: `/api/content/points?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('a search terminal to terminal at a СДЭК office is priced by СДЭК at that office; its locker is refused', async () => {
    await synced(MOSCOW);
    const data = searchData();
    const at = (id: string) => ({
      ...data,
      directions: { ...data.directions, to: { ...data.directions.to, point: { id } } },
    });
    const offers = await search(at('cdek-44-PVZ2'));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.company.slug === 'cdek')).toBe(true);
    expect(offers[0]!.codes).toEqual(expect.objectContaining({ cdekMode: 4, cdekDeliveryPoint: '44-PVZ2' }));
    const locker = await server.app.inject({
      method: 'POST',
      url: '/api/calculator/consolidated',
      payload: at('cdek-44-POST1'),
    });
    expect(locker.statusCode).toBe(400);
    expect(locker.json().message).toMatch(/does not take cargo this way \(WAREHOUSE\)/);
  });
});

describe('an order on a СДЭК offer terminal to terminal', () => {
  const PASSPORT = { series: '4512', number: '123456', date: '2015-04-20' };
  const context = () => ({ app: server.app, database: server.database, clock: testClock() });
  const create = async (body: CreateOrderBody) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/order/create',
      payload: body,
      headers: { authorization: await bearerOf(server.app, 'USER') },
    });
  /** СДЭК's office points in both cities, the cities' own records, and СДЭК's signed offer at them. */
  async function cdekOrder(): Promise<CreateOrderBody> {
    await Promise.all([synced(SPB), synced(MOSCOW)]);
    const [from] = await serving(`city=${SPB}&provider=cdek&method=WAREHOUSE`);
    const [to] = await serving(`city=${MOSCOW}&provider=cdek&method=WAREHOUSE`);
    const body = await orderBody(context(), (order) => {
      order.directions.from = {
        ...order.directions.from,
        deliveryMethod: deliveryMethod('WAREHOUSE'),
        point: from!,
      };
      order.directions.to = {
        ...order.directions.to,
        deliveryMethod: deliveryMethod('WAREHOUSE'),
        address: { value: '', office: '', intercom: '' },
        point: to!,
      };
      // СДЭК gives out at an office against a passport.
      for (const role of ['payer', 'sender', 'recipient'] as const)
        order.contacts[role] = { ...order.contacts[role], type: 'ContactWithPassport', passport: PASSPORT };
    });
    const end = ({ point, ...direction }: CreateOrderBody['directions']['from']) => ({
      ...direction,
      point: { id: point!.id },
    });
    const offers = await search({
      directions: { from: end(body.directions.from), to: end(body.directions.to) },
      delivery: body.delivery,
    });
    const offer = offers.find((o) => o.company.slug === 'cdek');
    if (!offer) throw new Error('no СДЭК offer');
    return { ...body, tariff: offer };
  }

  test('is placed at СДЭК’s offices, kept as СДЭК’s records of them', async () => {
    const body = await cdekOrder();
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderDetail>();
    expect(order.directions.from.point).toMatchObject({
      id: 'cdek-137-PVZ1',
      provider: 'cdek',
      kind: 'OFFICE',
    });
    expect(order.directions.to.point).toMatchObject({ id: 'cdek-44-PVZ1', provider: 'cdek', kind: 'OFFICE' });
    expect(order.tariff.codes).toEqual(
      expect.objectContaining({ cdekShipmentPoint: '137-PVZ1', cdekDeliveryPoint: '44-PVZ1' }),
    );
  });

  test.each([
    [
      'its locker (of a kind it does not take a terminal’s cargo at)',
      'cdek-44-POST1',
      /does not take cargo this way \(WAREHOUSE is at the carrier's OFFICE points; this one is POSTAMAT\)/,
    ],
    [
      'another carrier’s terminal',
      'dostavka-network-7700000000000-warehouse-1',
      /belongs to another carrier/,
    ],
  ])('at %s is a 400 with a message', async (_case, id, message) => {
    const body = await cdekOrder();
    const point = (await points(MOSCOW)).find((p) => p.id === id);
    expect(point).toBeDefined();
    body.directions.to.point = point!;
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
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
