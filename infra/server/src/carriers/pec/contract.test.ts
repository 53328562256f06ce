/**
 * ПЭК's contract: what the adapter sends (method, path, HTTP Basic user and key, body fields and
 * their units) and what it makes of their documented answers, against the local fake of their
 * API; with CARRIERS_LIVE=1 the shared part runs against PEC_API_URL (default their production).
 */
import {
  startPecFake,
  pecError,
  PEC_FAKE_KEY,
  PEC_FAKE_USER,
  PEC_UNKNOWN_TOWN,
} from '../../../test/carriers/pec-fake';
import { liveMode } from '../../../test/carriers/live-probe';
import type { CarrierFake } from '../../../test/carrier-fake';
import { quoteInput } from '../../../test/carriers/quote-input';
import { place, request } from '../../tariffs/test-support';
import type { TariffRequest } from '../../tariffs/request';
import { CarrierError, carrierHttp } from '../http';
import type { CarrierAdapter, CarrierCityRef, OurCity } from '../types';
import { pec, pecAdapter, PEC_PATHS } from './index';

const DEFAULT_URL = 'https://kabinet.pecom.ru/api/v1';
const live = liveMode('ПЭК', DEFAULT_URL, ['PEC_USER', 'PEC_API_KEY']);
const fakeOnly = live.on ? test.skip : test;
const shared = live.skip ? test.skip : test;
const user = live.on ? process.env.PEC_USER! : PEC_FAKE_USER;
const key = live.on ? process.env.PEC_API_KEY! : PEC_FAKE_KEY;

const ourCity = (code: string, name: string, region: string, lat: number, lon: number): OurCity => ({
  code,
  fias: '00000000-0000-0000-0000-000000000000',
  name,
  postcode: null,
  region,
  regionCode: code.slice(0, 2),
  lat,
  lon,
});
const SPB = ourCity('7800000000000', 'Санкт-Петербург', 'Санкт-Петербург', 59.9386, 30.3141);
const MOSCOW = ourCity('7700000000000', 'Москва', 'Москва', 55.7558, 37.6176);
const YEKATERINBURG = ourCity('6600000100000', 'Екатеринбург', 'Свердловская область', 56.8389, 60.6057);

let fake: CarrierFake | null = null;
let adapter: CarrierAdapter;
let from: CarrierCityRef;
let to: CarrierCityRef;

const settings = (url: string) => ({
  cdek: { clientId: undefined, clientSecret: undefined, apiUrl: 'http://unused' },
  dellin: { appKey: undefined, apiUrl: 'http://unused' },
  pec: { user, apiKey: key, apiUrl: url },
});
const build = (url: string, timeoutMs = 5000, password = key) =>
  pecAdapter(
    { settings: settings(url), http: carrierHttp({ timeoutMs, maxBytes: 2_000_000 }), now: () => new Date() },
    user,
    password,
  );
const signal = () => AbortSignal.timeout(30_000);

const input = (over: Partial<TariffRequest> = {}, points: { from?: string; to?: string } = {}) =>
  quoteInput({ from: { city: SPB, carrierCity: from }, to: { city: MOSCOW, carrierCity: to } }, over, points);

interface Sent {
  senderWarehouseId?: string;
  receiverWarehouseId?: string;
  pickup?: unknown;
  delivery?: unknown;
  isPickUp: boolean;
  isDelivery: boolean;
  cargos: Array<Record<string, number>>;
  [field: string]: unknown;
}
const calls = () => fake!.requestsTo(`POST ${PEC_PATHS.price}`);
const sent = () => calls().at(-1)!.body as Sent;

beforeAll(async () => {
  if (!live.on) fake = await startPecFake();
  adapter = build(live.on ? (process.env.PEC_API_URL ?? DEFAULT_URL) : fake!.url);
  if (live.skip) return;
  from = (await adapter.resolveCity(SPB, signal()))!;
  to = (await adapter.resolveCity(MOSCOW, signal()))!;
});
afterAll(() => fake?.close());
beforeEach(() => fake?.reset());

test('is off without its user and key', () => {
  const deps = (user?: string, apiKey?: string) =>
    ({
      settings: { pec: { user, apiKey, apiUrl: DEFAULT_URL } },
      http: carrierHttp({ timeoutMs: 1, maxBytes: 1 }),
    }) as never;
  expect(pec.create(deps())).toBeNull();
  expect(pec.create(deps('user'))).toBeNull();
  expect(pec.create(deps('user', 'key'))).not.toBeNull();
});

shared('maps our cities to the main warehouse of the branch serving them', () => {
  expect(from.id).toEqual(expect.any(String));
  expect(to.id).not.toBe(from.id);
  expect(to.extra?.branchId).toEqual(expect.any(String));
});

fakeOnly('finds the zone by the city address, with HTTP Basic user and key', async () => {
  const city = await adapter.resolveCity(YEKATERINBURG, signal());
  const [zone] = fake!.requestsTo(`POST ${PEC_PATHS.zone}`);
  expect(zone!.headers.authorization).toBe(
    `Basic ${Buffer.from(`${PEC_FAKE_USER}:${PEC_FAKE_KEY}`).toString('base64')}`,
  );
  expect(zone!.headers['content-type']).toMatch(/^application\/json/);
  expect(zone!.body).toEqual({ address: 'Россия, Свердловская область, Екатеринбург' });
  expect(city).toMatchObject({
    name: 'Екатеринбург',
    extra: { branchId: expect.stringMatching(/^branch-/) },
  });
  expect(await adapter.resolveCity({ ...SPB, name: PEC_UNKNOWN_TOWN }, signal())).toBeNull();
});

shared('prices road and air between warehouses as two offers of ours', async () => {
  const offers = await adapter.quote(input(), signal());
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer.company).toEqual({ name: 'ПЭК', slug: 'pec' });
    expect(offer.photo.url).toBe('/media/carriers/pec.svg');
    expect(offer.total).toBe(offer.prices.reduce((sum, line) => sum + line.value, 0));
    expect(offer.required.passport).toBe(true);
    expect(offer.codes).toMatchObject({ provider: 'pec', pecFrom: from.id, pecTo: to.id });
  }
  if (!live.on) expect(offers.map((offer) => offer.codes.tariff)).toEqual(['pec-3', 'pec-1']);
});

fakeOnly(
  'sends warehouses, a date, both products and each place in metres, m3 and kg; nothing personal',
  async () => {
    await adapter.quote(input(), signal());
    expect(calls()).toHaveLength(1);
    const place = { length: 1.2, width: 0.8, height: 0.5, volume: 0.48, weight: 30 };
    expect(sent()).toEqual({
      senderWarehouseId: from.id,
      receiverWarehouseId: to.id,
      isPickUp: false,
      isDelivery: false,
      plannedDateTime: '2025-03-10T10:00:00',
      types: [3, 1],
      cargos: [place, place],
    });
    expect(JSON.stringify(sent())).not.toMatch(/phone|mail|person|contact|name/i);
  },
);

fakeOnly('reads their services as price lines and the term from their common terms', async () => {
  const [road] = await adapter.quote(input(), signal());
  // 60 kg, 0.96 m3: 380 + 480 + 1152 = 2012; the fee priced apart under a 0 group is a line too.
  expect(road!.prices.map(({ name, value }) => [name, value])).toEqual([
    ['Перевозка', 2012],
    ['Сбор за оформление груза', 120],
  ]);
  expect(road!.total).toBe(2132);
  expect(road!.dates.plannedDateShipmentCargo).toMatchObject({
    date: '2025-03-15',
    days: { min: 3, max: 5 },
  });
  expect(road!.name).toBe('ПЭК:LTL Авто');
  expect(road!.preliminarily).toBe(false);
});

fakeOnly(
  'prices doors by the city address and centre, chosen points by their warehouse, no lockers',
  async () => {
    const [road] = await adapter.quote(input({ fromMethod: 'COURIER', toMethod: 'COURIER' }), signal());
    expect(sent()).toMatchObject({
      isPickUp: true,
      isDelivery: true,
      pickup: {
        address: 'Россия, Санкт-Петербург',
        coordinates: { latitude: '59.938600', longitude: '30.314100' },
      },
      delivery: { address: 'Россия, Москва' },
    });
    expect(sent().senderWarehouseId).toBeUndefined();
    expect(road!.prices.map((line) => line.name)).toEqual([
      'Перевозка',
      'Забор груза',
      'Доставка груза',
      'Сбор за оформление груза',
    ]);
    expect(road!.dates.plannedDateShipmentCargo.days).toEqual({ min: 5, max: 7 });
    expect(road!.preliminarily).toBe(true);
    await adapter.quote(input({ toMethod: 'OFFICE' }, { from: 'wh-7', to: 'wh-2' }), signal());
    expect(sent()).toMatchObject({ senderWarehouseId: 'wh-7', receiverWarehouseId: 'wh-2' });
    fake!.reset();
    expect(await adapter.quote(input({ toMethod: 'POSTAMAT' }), signal())).toEqual([]);
    expect(calls()).toHaveLength(0);
  },
);

fakeOnly('a shipment by its totals goes as average places; past 100 places as one element', async () => {
  const totals = request();
  totals.cargo = { places: [], byTotals: true, count: 4, weightKg: 400, volumeM3: 0.5, chargeableKg: 400 };
  await adapter.quote({ ...input(), request: totals }, signal());
  expect(sent().cargos).toEqual(Array(4).fill({ volume: 0.13, weight: 100, maxSize: 0.5 }));
  await adapter.quote(
    input({ cargo: request({ places: [place({ quantity: 150, weightKg: 2 })] }).cargo }),
    signal(),
  );
  expect(sent().cargos).toEqual([{ volume: 18.75, weight: 300, maxSize: 0.5, maxPlaceWeight: 2 }]);
});

fakeOnly('their error is a refusal; a product they cannot carry is left out', async () => {
  const route = `POST ${PEC_PATHS.price}`;
  fake!.once(route, {
    json: { hasError: true, errorMessage: 'Направление не обслуживается', transfers: [] },
  });
  await expect(adapter.quote(input(), signal())).rejects.toMatchObject({
    fault: 'rejected',
    message: 'Направление не обслуживается',
  });
  fake!.once(route, {
    json: {
      hasError: false,
      transfers: [
        {
          type: 3,
          costTotal: 1500,
          hasError: false,
          services: [{ serviceType: 'Перевозка', info: 'Перевозка', cost: 1500 }],
        },
        { type: 1, costTotal: null, hasError: true, errorMessage: 'Авиаперевозка недоступна' },
      ],
      commonTerms: [{ type: 3, transporting: ['2'] }],
    },
  });
  const offers = await adapter.quote(input(), signal());
  expect(
    offers.map((offer) => [offer.codes.tariff, offer.total, offer.dates.plannedDateShipmentCargo.days]),
  ).toEqual([['pec-3', 1500, { min: 2, max: 2 }]]);
  // A later column of their terms when their first acceptance time is before our hand-in.
  fake!.once(route, {
    json: {
      transfers: [{ type: 3, costTotal: 900, services: [{ serviceType: 'Перевозка', cost: 900 }] }],
      transportingTimes: ['09:00', '18:00'],
      commonTerms: [{ type: 3, transporting: ['2 - 3', '3 - 4'] }],
    },
  });
  expect((await adapter.quote(input(), signal()))[0]!.dates.plannedDateShipmentCargo.days).toEqual({
    min: 3,
    max: 4,
  });
  fake!.once(route, pecError(400, 'Ошибка валидации', 'Вес обязателен'));
  await expect(adapter.quote(input(), signal())).rejects.toMatchObject({
    fault: 'rejected',
    status: 400,
    message: 'Ошибка валидации: Вес обязателен',
  });
  // Their envelope in a 200 is a refusal all the same.
  fake!.once(route, { json: pecError(400, 'Доступ запрещён', 'Ключ отозван').json });
  await expect(adapter.quote(input(), signal())).rejects.toMatchObject({
    fault: 'rejected',
    message: 'Доступ запрещён: Ключ отозван',
  });
});

fakeOnly('a wrong key is unauthorized', async () => {
  await expect(build(fake!.url, 5000, 'wrong').quote(input(), signal())).rejects.toMatchObject({
    fault: 'unauthorized',
    status: 401,
  });
});

fakeOnly.each([
  [
    'an HTML page',
    { status: 502, text: '<html><body>Bad Gateway</body></html>', type: 'text/html' },
    'server',
  ],
  [
    'an HTML page in a 200',
    { status: 200, text: '<!DOCTYPE html><title>Вход</title>', type: 'text/html' },
    'html',
  ],
  ['cut JSON', { status: 200, text: '{"transfers":[', type: 'application/json' }, 'invalid-json'],
  ['a 500', { status: 500, json: { error: { title: 'Ошибка сервера' } } }, 'server'],
  ['an empty body', { status: 200, text: '' }, 'bad-answer'],
  ['another shape', { status: 200, json: { transfers: 'none' } }, 'bad-answer'],
  ['megabytes', { status: 200, hugeBytes: 3_000_000 }, 'too-large'],
])('%s is a fault of ours to count', async (_what, reply, fault) => {
  fake!.once(`POST ${PEC_PATHS.price}`, reply);
  const error = await adapter.quote(input(), signal()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CarrierError);
  expect(error).toMatchObject({ fault });
});

fakeOnly('an answer slower than the timeout is a timeout', async () => {
  fake!.once(`POST ${PEC_PATHS.price}`, { hang: true });
  await expect(build(fake!.url, 200).quote(input(), signal())).rejects.toMatchObject({ fault: 'timeout' });
});

shared('lists the divisions in the city with address, place on the map and hours', async () => {
  const points = await adapter.points(MOSCOW, to, signal());
  expect(points.length).toBeGreaterThan(0);
  for (const point of points) {
    expect(['WAREHOUSE', 'OFFICE']).toContain(point.kind);
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lon)).toBe(true);
  }
});

fakeOnly(
  'a branch: its terminals and pick-up points in our town, the closing one and other towns left out',
  async () => {
    const points = await adapter.points(MOSCOW, to, signal());
    expect(fake!.requestsTo(`POST ${PEC_PATHS.branches}`)[0]!.body).toEqual({ branchId: to.extra!.branchId });
    expect(points).toEqual([
      {
        code: `wh-${to.extra!.branchId}-1`,
        kind: 'WAREHOUSE',
        name: 'Москва Южная',
        address: 'Город, ул. Складская, д. 1',
        hours: 'Пн-Пт 09:00-20:00, Сб 10:00-16:00',
        lat: 55.76,
        lon: 37.61,
        locker: null,
      },
      expect.objectContaining({
        code: `wh-${to.extra!.branchId}-2`,
        kind: 'OFFICE',
        lat: 55.7601,
        lon: 37.6087,
      }),
    ]);
  },
);
