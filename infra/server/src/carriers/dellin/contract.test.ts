/**
 * Деловые Линии's contract: what the adapter sends (method, path, appkey, body fields and their
 * units) and what it makes of their documented answers, against the local fake of their API;
 * with CARRIERS_LIVE=1 the shared part runs against DELLIN_API_URL (default their production).
 */
import {
  startDellinFake,
  DELLIN_FAKE_KEY,
  DELLIN_UNKNOWN_CITY,
  dellinError,
} from '../../../test/carriers/dellin-fake';
import { liveMode } from '../../../test/carriers/live-probe';
import type { CarrierFake } from '../../../test/carrier-fake';
import { quoteInput } from '../../../test/carriers/quote-input';
import { place, request } from '../../tariffs/test-support';
import { CarrierError, carrierHttp } from '../http';
import type { CarrierAdapter, CarrierCityRef, OurCity } from '../types';
import type { TariffRequest } from '../../tariffs/request';
import { dellin, dellinAdapter, DELLIN_PATHS } from './index';

const DEFAULT_URL = 'https://api.dellin.ru';
const live = liveMode('Деловые Линии', DEFAULT_URL, ['DELLIN_APP_KEY']);
const fakeOnly = live.on ? test.skip : test;
const shared = live.skip ? test.skip : test;

const ourCity = (code: string, name: string, lat: number, lon: number): OurCity => ({
  code,
  fias: '00000000-0000-0000-0000-000000000000',
  name,
  postcode: null,
  region: name,
  regionCode: code.slice(0, 2),
  lat,
  lon,
});
const SPB = ourCity('7800000000000', 'Санкт-Петербург', 59.9386, 30.3141);
const MOSCOW = ourCity('7700000000000', 'Москва', 55.7558, 37.6176);

let fake: CarrierFake | null = null;
let adapter: CarrierAdapter;
let clock = Date.parse('2026-03-02T09:00:00Z');
let from: CarrierCityRef;
let to: CarrierCityRef;

const build = (url: string, timeoutMs = 5000) =>
  dellinAdapter(
    {
      settings: {
        cdek: { clientId: undefined, clientSecret: undefined, apiUrl: 'http://unused' },
        dellin: { appKey: live.on ? process.env.DELLIN_APP_KEY : DELLIN_FAKE_KEY, apiUrl: url },
        pec: { user: undefined, apiKey: undefined, apiUrl: 'http://unused' },
      },
      http: carrierHttp({ timeoutMs, maxBytes: 2_000_000 }),
      now: () => new Date(clock),
    },
    live.on ? process.env.DELLIN_APP_KEY! : DELLIN_FAKE_KEY,
  );

const signal = () => AbortSignal.timeout(30_000);

const input = (over: Partial<TariffRequest> = {}, points: { from?: string; to?: string } = {}) =>
  quoteInput({ from: { city: SPB, carrierCity: from }, to: { city: MOSCOW, carrierCity: to } }, over, points);

const calls = () => fake!.requestsTo(`POST ${DELLIN_PATHS.calculator}`);
interface Sent {
  appkey: string;
  delivery: {
    deliveryType: { type: string };
    derival: { terminalID?: string; [field: string]: unknown };
    arrival: Record<string, unknown>;
  };
  cargo: Record<string, number>;
}
const sent = (index = 0) => calls()[index]!.body as Sent;

beforeAll(async () => {
  if (!live.on) fake = await startDellinFake();
  adapter = build(live.on ? (process.env.DELLIN_API_URL ?? DEFAULT_URL) : fake!.url);
  if (live.skip) return;
  from = (await adapter.resolveCity(SPB, signal()))!;
  to = (await adapter.resolveCity(MOSCOW, signal()))!;
});
afterAll(() => fake?.close());
beforeEach(() => fake?.reset());

test('is off without an application key', () => {
  const deps = {
    settings: { dellin: { apiUrl: DEFAULT_URL } },
    http: carrierHttp({ timeoutMs: 1, maxBytes: 1 }),
  };
  expect(dellin.create(deps as never)).toBeNull();
  expect(
    dellin.create({ ...deps, settings: { dellin: { apiUrl: DEFAULT_URL, appKey: 'k' } } } as never),
  ).not.toBeNull();
});

shared('maps our cities to their 25-digit KLADR codes, with the city terminal cargo is handed in at', () => {
  expect(from.id).toBe('7800000000000000000000000');
  expect(to.id).toBe('7700000000000000000000000');
  expect(from.extra?.derivalTerminal).toEqual(expect.any(String));
});

fakeOnly('asks their city search and a city terminal list with the appkey', async () => {
  await adapter.resolveCity(MOSCOW, signal());
  const [search] = fake!.requestsTo(`POST ${DELLIN_PATHS.cities}`);
  expect(search!.body).toEqual({ appkey: DELLIN_FAKE_KEY, code: '7700000000000000000000000' });
  const [terminals] = fake!.requestsTo(`POST ${DELLIN_PATHS.cityTerminals}`);
  expect(terminals!.body).toEqual({
    appkey: DELLIN_FAKE_KEY,
    code: '7700000000000000000000000',
    direction: 'derival',
  });
  expect(await adapter.resolveCity(ourCity(DELLIN_UNKNOWN_CITY, 'Нигде', 0, 0), signal())).toBeNull();
});

shared('prices road and express between terminals as two offers of ours', async () => {
  const offers = await adapter.quote(input(), signal());
  expect(offers.map((offer) => offer.codes.tariff).sort()).toEqual(['dellin-auto', 'dellin-express']);
  for (const offer of offers) {
    expect(offer.company).toEqual({ name: 'Деловые Линии', slug: 'dellin' });
    expect(offer.photo.url).toBe('/media/carriers/dellin.svg');
    expect(offer.total).toBe(offer.prices.reduce((sum, line) => sum + line.value, 0));
    expect(offer.total).toBeGreaterThan(0);
    expect(offer.required.passport).toBe(true);
    expect(offer.dates.plannedDateShipmentCargo.days!.min).toBeGreaterThanOrEqual(1);
    expect(offer.codes).toMatchObject({ provider: 'dellin', dellinFrom: from.id, dellinTo: to.id });
  }
});

fakeOnly('sends the cargo in metres, m3 and kg, terminals by id or city, and nothing personal', async () => {
  await adapter.quote(input(), signal());
  expect(calls()).toHaveLength(2);
  const body = sent();
  expect(body.appkey).toBe(DELLIN_FAKE_KEY);
  expect(['auto', 'express']).toContain(body.delivery.deliveryType.type);
  expect(body.delivery.derival).toEqual({
    produceDate: '2025-03-10',
    variant: 'terminal',
    terminalID: from.extra!.derivalTerminal,
  });
  expect(body.delivery.arrival).toEqual({ variant: 'terminal', city: '7700000000000000000000000' });
  expect(body.cargo).toEqual({
    quantity: 2,
    length: 1.2,
    width: 0.8,
    height: 0.5,
    weight: 30,
    totalVolume: 0.96,
    totalWeight: 60,
    oversizedWeight: 0,
    oversizedVolume: 0,
  });
  expect(JSON.stringify(body)).not.toMatch(/phone|mail|person|contact|"name"/i);
});

fakeOnly('reads the offer from their answer: carriage, their services, term from their dates', async () => {
  const [auto] = (await adapter.quote(input(), signal())).filter(
    (offer) => offer.codes.tariff === 'dellin-auto',
  );
  // 60 kg, 0.96 m3: 450 + 540 + 1344 = 2334 road; 150 + 150 at the terminals; 60 notifying.
  expect(auto!.prices.map(({ name, value }) => [name, value])).toEqual([
    ['Перевозка', 2334],
    ['Приём груза на терминале отправки', 150],
    ['Выдача груза на терминале', 150],
    ['Информирование о статусе заказа', 60],
  ]);
  expect(auto!.total).toBe(2694);
  expect(auto!.dates.plannedDateShipmentCargo).toMatchObject({
    date: '2025-03-16',
    days: { min: 4, max: 6 },
  });
  expect(auto!.preliminarily).toBe(false);
});

fakeOnly(
  'prices doors at the city centre, a chosen terminal by its id, and nothing for offices',
  async () => {
    const doors = await adapter.quote(input({ fromMethod: 'COURIER', toMethod: 'COURIER' }), signal());
    expect(sent().delivery.derival).toMatchObject({
      variant: 'address',
      address: { search: '59.938600, 30.314100' },
    });
    expect(sent().delivery.arrival).toMatchObject({ variant: 'address', time: { worktimeStart: '09:00' } });
    expect(doors[0]!.preliminarily).toBe(true);
    expect(doors[0]!.prices.map((line) => line.name)).toContain('Доставка груза до адреса');
    fake!.reset();
    await adapter.quote(input({}, { from: '39', to: '42' }), signal());
    expect(sent().delivery.derival.terminalID).toBe('39');
    expect(sent().delivery.arrival).toEqual({ variant: 'terminal', terminalID: '42' });
    fake!.reset();
    expect(await adapter.quote(input({ toMethod: 'POSTAMAT' }), signal())).toEqual([]);
    expect(await adapter.quote(input({ fromMethod: 'OFFICE' }), signal())).toEqual([]);
    expect(calls()).toHaveLength(0);
  },
);

fakeOnly('a shipment known by its totals goes as equal cubes; an oversized place is declared', async () => {
  const totals = request();
  totals.cargo = { places: [], byTotals: true, count: 4, weightKg: 400, volumeM3: 0.5, chargeableKg: 400 };
  await adapter.quote({ ...input(), request: totals }, signal());
  expect(sent().cargo).toMatchObject({
    quantity: 4,
    weight: 100,
    totalWeight: 400,
    totalVolume: 0.5,
    length: 0.5,
  });
  fake!.reset();
  await adapter.quote(
    input({ cargo: request({ places: [place({ lengthCm: 420, weightKg: 50 }), place()] }).cargo }),
    signal(),
  );
  expect(sent().cargo).toMatchObject({ length: 4.2, oversizedWeight: 50, oversizedVolume: 1.05 });
});

fakeOnly('a refused express leaves the road offer; both refused is their error', async () => {
  const refusal = dellinError(400, 180012, 'Экспресс недоступен', 'направление не обслуживается');
  fake!.once(`POST ${DELLIN_PATHS.calculator}`, refusal);
  expect(await adapter.quote(input(), signal())).toHaveLength(1);
  fake!.once(`POST ${DELLIN_PATHS.calculator}`, refusal, refusal);
  await expect(adapter.quote(input(), signal())).rejects.toMatchObject({
    fault: 'rejected',
    status: 400,
    message: '180012 Экспресс недоступен направление не обслуживается',
  });
  // Their emulated status in a 200 is a refusal all the same.
  const inline = { json: { ...refusal.json!, metadata: { status: 400 } } } as never;
  fake!.once(`POST ${DELLIN_PATHS.calculator}`, inline, inline);
  await expect(adapter.quote(input(), signal())).rejects.toMatchObject({ fault: 'rejected' });
});

fakeOnly('a wrong appkey is unauthorized; a contract price or no dates is no offer', async () => {
  const stranger = dellinAdapter(
    {
      settings: { dellin: { apiUrl: fake!.url } } as never,
      http: carrierHttp({ timeoutMs: 5000, maxBytes: 1e6 }),
      now: () => new Date(),
    },
    'wrong',
  );
  await expect(stranger.quote(input(), signal())).rejects.toMatchObject({
    fault: 'unauthorized',
    status: 401,
  });
  const contract = { json: { data: { price: null, intercity: { price: null, contractPrice: true } } } };
  const noDates = {
    json: { data: { price: 900, intercity: { price: 700 }, express: { price: 800 }, orderDates: {} } },
  };
  fake!.once(`POST ${DELLIN_PATHS.calculator}`, contract, noDates);
  expect(await adapter.quote(input(), signal())).toEqual([]);
});

fakeOnly.each([
  [
    'an HTML page',
    { status: 200, text: '<!DOCTYPE html><html><body>502</body></html>', type: 'text/html' },
    'html',
  ],
  ['cut JSON', { status: 200, text: '{"data":{"price":', type: 'application/json' }, 'invalid-json'],
  ['a 500', { status: 500, text: 'Internal Server Error' }, 'server'],
  ['an empty body', { status: 200, text: '' }, 'bad-answer'],
  ['another shape', { status: 200, json: { result: 'ok' } }, 'bad-answer'],
  ['megabytes', { status: 200, hugeBytes: 3_000_000 }, 'too-large'],
])('%s is a fault of ours to count', async (_what, reply, fault) => {
  fake!.once(`POST ${DELLIN_PATHS.calculator}`, reply, reply);
  const error = await adapter.quote(input(), signal()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CarrierError);
  expect(error).toMatchObject({ fault });
});

fakeOnly('an answer slower than the timeout is a timeout', async () => {
  const slow = build(fake!.url, 200);
  fake!.once(`POST ${DELLIN_PATHS.calculator}`, { hang: true }, { hang: true });
  await expect(slow.quote(input(), signal())).rejects.toMatchObject({ fault: 'timeout' });
});

shared('lists a city terminals with address, place on the map and hours', async () => {
  const points = await adapter.points(MOSCOW, to, signal());
  expect(points.length).toBeGreaterThan(0);
  for (const point of points) {
    expect(point).toMatchObject({ kind: 'WAREHOUSE', locker: null, code: expect.any(String) });
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lon)).toBe(true);
  }
});

fakeOnly('reads the directory file once an hour, and again only when its hash changed', async () => {
  const points = await adapter.points(MOSCOW, to, signal());
  expect(points).toEqual([
    {
      code: '7700',
      kind: 'WAREHOUSE',
      name: 'Москва Север',
      address: 'Москва, Складская ул., д. 1, стр. 2',
      hours: 'Пн-Пт 09:00-21:00, Сб 10:00-16:00',
      lat: 55.8058,
      lon: 37.5876,
      locker: null,
    },
  ]);
  await adapter.points(SPB, from, signal());
  clock += 2 * 60 * 60 * 1000;
  await adapter.points(SPB, from, signal());
  expect(fake!.requestsTo(`POST ${DELLIN_PATHS.directory}`)).toHaveLength(1);
  expect(fake!.requestsTo('GET /catalog/terminals_v3.json')).toHaveLength(0);
  expect(fake!.requestsTo(`POST ${DELLIN_PATHS.directory}`)[0]!.body).toEqual({ appkey: DELLIN_FAKE_KEY });
});

fakeOnly('fetches the directory file only from their own host', async () => {
  clock += 2 * 60 * 60 * 1000;
  fake!.once(`POST ${DELLIN_PATHS.directory}`, {
    json: { hash: 'other', url: 'http://169.254.169.254/latest/meta-data' },
  });
  await expect(adapter.points(MOSCOW, to, signal())).rejects.toMatchObject({ fault: 'bad-answer' });
});
