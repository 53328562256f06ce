/**
 * СДЭК's contract: what the adapter sends (method, path, token, body fields in grams and cm) and
 * what it makes of the answers its documentation describes, against the local fake; faults of
 * every kind are typed. With CARRIERS_LIVE=1 the shared part runs against СДЭК's public test
 * environment (CDEK_API_URL, default https://api.edu.cdek.ru) with its published test account.
 */
import { CDEK_TEST_ACCOUNT, startCdekFake, type CdekFake } from '../../../test/carriers/cdek-fake';
import { liveMode } from '../../../test/carriers/live-probe';
import { place, request } from '../../tariffs/test-support';
import { CarrierError, carrierHttp } from '../http';
import type { CarrierAdapter, CarrierCityRef, OurCity, QuoteInput } from '../types';
import { cdekAdapter } from './adapter';

const LIVE_URL = process.env.CDEK_API_URL ?? 'https://api.edu.cdek.ru';
const live = liveMode('СДЭК', LIVE_URL, []);
const fakeOnly = live.on ? test.skip : test;
const shared = live.skip ? test.skip : test;

const MOSCOW: OurCity = {
  code: '7700000000000',
  fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  name: 'Москва',
  postcode: '101000',
  region: 'Москва',
  regionCode: '77',
  lat: 55.7540471,
  lon: 37.620405,
};
const SPB: OurCity = {
  code: '7800000000000',
  fias: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  name: 'Санкт-Петербург',
  postcode: '190000',
  region: 'Санкт-Петербург',
  regionCode: '78',
  lat: 59.9391313,
  lon: 30.3159004,
};

let fake: CdekFake | null = null;
let adapter: CarrierAdapter;
let clock = Date.parse('2026-03-02T09:00:00Z');

const build = (url: string, timeoutMs = 5000, maxBytes = 2_000_000) =>
  cdekAdapter(carrierHttp({ timeoutMs, maxBytes }), { apiUrl: url, ...CDEK_TEST_ACCOUNT }, () => clock);
const signal = () => AbortSignal.timeout(30_000);

const ref = (id: string, name: string): CarrierCityRef => ({ id, name });
function input(over: Parameters<typeof request>[0] = {}): QuoteInput {
  return {
    kind: 'consolidated',
    request: request({
      places: [place({ lengthCm: 40.2, widthCm: 30, heightCm: 20, weightKg: 4.5, quantity: 2 })],
      ...over,
    }),
    from: { city: SPB, carrierCity: ref('137', 'Санкт-Петербург'), pointCode: null },
    to: { city: MOSCOW, carrierCity: ref('44', 'Москва'), pointCode: null },
    km: 705,
  };
}
/** Our insurance line (the rate cards' too) of so many roubles. */
const insurance = (value: number) => ({
  name: 'Страхование груза',
  key: 'priceLine.insurance',
  value,
});
const fault = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no fault',
    (error: unknown) => (error instanceof CarrierError ? error.fault : String(error)),
  );

beforeAll(async () => {
  if (live.on) {
    adapter = build(LIVE_URL, 20_000);
    return;
  }
  fake = await startCdekFake();
  adapter = build(fake.url);
});
afterAll(() => fake?.close());
beforeEach(() => fake?.reset());

describe('СДЭК: cities', () => {
  shared('our city is found by its FIAS id', async () => {
    expect(await adapter.resolveCity(MOSCOW, signal())).toEqual({ id: '44', name: 'Москва' });
  });

  fakeOnly(
    'asks with the token, by FIAS first, then by KLADR; a city it does not serve is null',
    async () => {
      const other = {
        ...MOSCOW,
        code: '0100000200000',
        fias: 'ccdfd496-8108-4655-aadd-bd228747306d',
        name: 'Адыгейск',
        region: 'Адыгея',
      };
      expect(await adapter.resolveCity(other, signal())).toBeNull();
      const asked = fake!.requestsTo('GET /v2/location/cities');
      expect(asked.map((r) => Object.fromEntries(r.query))).toEqual([
        expect.objectContaining({ fias_guid: other.fias, country_codes: 'RU' }),
        expect.objectContaining({ kladr_code: other.code }),
        expect.objectContaining({ city: 'Адыгейск' }),
      ]);
      expect(asked[0]!.headers.authorization).toMatch(/^Bearer fake-token-\d+$/);
    },
  );
});

describe('СДЭК: the token', () => {
  fakeOnly('is asked with the client credentials as a form, then kept', async () => {
    adapter = build(fake!.url);
    await adapter.resolveCity(MOSCOW, signal());
    await adapter.resolveCity(SPB, signal());
    const tokens = fake!.requestsTo('POST /v2/oauth/token');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokens[0]!.body).toEqual({
      grant_type: 'client_credentials',
      client_id: CDEK_TEST_ACCOUNT.clientId,
      client_secret: CDEK_TEST_ACCOUNT.clientSecret,
    });
  });

  fakeOnly('is renewed before it expires', async () => {
    adapter = build(fake!.url);
    await adapter.resolveCity(MOSCOW, signal());
    clock += (3599 - 30) * 1000;
    await adapter.resolveCity(MOSCOW, signal());
    expect(fake!.requestsTo('POST /v2/oauth/token')).toHaveLength(2);
  });

  fakeOnly('refused (401: expired early) is renewed and the request sent once more', async () => {
    adapter = build(fake!.url);
    await adapter.resolveCity(MOSCOW, signal());
    fake!.expireTokens();
    expect(await adapter.resolveCity(SPB, signal())).toEqual({ id: '137', name: 'Санкт-Петербург' });
    expect(fake!.requestsTo('POST /v2/oauth/token')).toHaveLength(2);
    const [first, again, renewed] = fake!
      .requestsTo('GET /v2/location/cities')
      .map((r) => r.headers.authorization);
    expect(again).toBe(first);
    expect(renewed).toMatch(/^Bearer fake-token-\d+$/);
    expect(renewed).not.toBe(first);
  });

  fakeOnly('wrong credentials are an unauthorized fault', async () => {
    const wrong = cdekAdapter(carrierHttp({ timeoutMs: 5000, maxBytes: 1e6 }), {
      apiUrl: fake!.url,
      clientId: 'nobody',
      clientSecret: 'nothing',
    });
    expect(await fault(wrong.resolveCity(MOSCOW, signal()))).toBe('unauthorized');
  });
});

describe('СДЭК: tariffs', () => {
  shared('a terminal-to-terminal shipment gets its mode’s tariffs as offers', async () => {
    const offers = await adapter.quote(input(), signal());
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.company).toEqual({ name: 'СДЭК', slug: 'cdek' });
      expect(offer.codes).toEqual(
        expect.objectContaining({ provider: 'cdek', cdekMode: 4, cdekFrom: '137', cdekTo: '44' }),
      );
      expect(offer.total).toBe(offer.prices.reduce((sum, line) => sum + line.value, 0));
      expect(offer.dates.plannedDateShipmentCargo.days!.max).toBeGreaterThanOrEqual(
        offer.dates.plannedDateShipmentCargo.days!.min,
      );
    }
  });

  fakeOnly(
    'sends cities by code, packages in grams and whole cm, the date and nothing personal',
    async () => {
      await adapter.quote(input(), signal());
      const [sent] = fake!.requestsTo('POST /v2/calculator/tarifflist');
      expect(sent!.headers.authorization).toMatch(/^Bearer /);
      expect(sent!.headers['content-type']).toBe('application/json');
      expect(sent!.body).toEqual({
        type: 2,
        date: '2025-03-10T12:00:00+0300',
        currency: 1,
        lang: 'rus',
        from_location: { code: 137 },
        to_location: { code: 44 },
        packages: [
          { weight: 4500, length: 41, width: 30, height: 20 },
          { weight: 4500, length: 41, width: 30, height: 20 },
        ],
      });
    },
  );

  fakeOnly(
    'several tariffs of the mode: each an offer with its code, name, price and calendar days',
    async () => {
      const offers = await adapter.quote(input(), signal());
      expect(
        offers.map((o) => [o.codes.tariff, o.name, o.total, o.dates.plannedDateShipmentCargo.days]),
      ).toEqual([
        // The carriage and the insurance of the declared 3000 ₽ (22.50 ₽ at the fake's rate).
        ['cdek-483', 'Экспресс склад-склад', 1128 + 23, { min: 3, max: 5 }],
        ['cdek-751', 'Сборный груз склад-склад', 1152 + 23, { min: 6, max: 10 }],
      ]);
    },
  );

  fakeOnly(
    'the declared value is insured by СДЭК: each tariff of the mode asked with INSURANCE, its sum a line',
    async () => {
      const offers = await adapter.quote(input({ declared: 40_000, insurance: 18 }), signal());
      const asked = fake!
        .requestsTo('POST /v2/calculator/tariff')
        .map((r) => r.body as { tariff_code: number })
        .sort((a, b) => a.tariff_code - b.tariff_code);
      const shipment = {
        type: 2,
        date: '2025-03-10T12:00:00+0300',
        currency: 1,
        from_location: { code: 137 },
        to_location: { code: 44 },
        packages: [
          { weight: 4500, length: 41, width: 30, height: 20 },
          { weight: 4500, length: 41, width: 30, height: 20 },
        ],
      };
      const insured = { services: [{ code: 'INSURANCE', parameter: '40000' }] };
      expect(asked).toEqual([
        { ...shipment, tariff_code: 483, ...insured },
        { ...shipment, tariff_code: 751, ...insured },
      ]);
      expect(fake!.requestsTo('POST /v2/calculator/tariff')[0]!.headers.authorization).toMatch(/^Bearer /);
      // 0.75 % of 40 000 ₽ at the fake's rate: 300 ₽, the same line as the rate cards' insurance.
      expect(offers.map((o) => o.prices)).toEqual([
        [expect.objectContaining({ key: 'priceLine.carriage', value: 1128 }), insurance(300)],
        [expect.objectContaining({ key: 'priceLine.carriage', value: 1152 }), insurance(300)],
      ]);
      expect(offers.map((o) => o.total)).toEqual([1428, 1452]);
      expect(offers[0]!.codes.cdekDeclared).toBe(40_000);
    },
  );

  fakeOnly('documents are not insured: no tariff is asked for it, and no line', async () => {
    const offers = await adapter.quote(input({ insurance: 0 }), signal());
    expect(fake!.requestsTo('POST /v2/calculator/tariff')).toEqual([]);
    expect(offers.map((o) => [o.prices.length, o.total])).toEqual([
      [1, 1128],
      [1, 1152],
    ]);
    expect(offers[0]!.codes).not.toHaveProperty('cdekDeclared');
  });

  fakeOnly(
    'a tariff СДЭК will not insure is left out; a fault of its insurance is the carrier’s',
    async () => {
      fake!.once('POST /v2/calculator/tariff', {
        status: 400,
        json: { errors: [{ code: 'v2_service_not_available', message: 'Service is not available' }] },
      });
      expect(await adapter.quote(input(), signal())).toHaveLength(1);
      fake!.once('POST /v2/calculator/tariff', { status: 500, json: { message: 'Internal error' } });
      expect(await fault(adapter.quote(input(), signal()))).toBe('server');
      fake!.once('POST /v2/calculator/tariff', { json: { delivery_sum: 1128, services: [] } });
      expect(await fault(adapter.quote(input(), signal()))).toBe('bad-answer');
    },
  );

  fakeOnly('a locker at the end asks the shop tariffs and keeps only the locker mode', async () => {
    const offers = await adapter.quote(input({ toMethod: 'POSTAMAT' }), signal());
    expect(fake!.requestsTo('POST /v2/calculator/tarifflist')[0]!.body).toEqual(
      expect.objectContaining({ type: 1 }),
    );
    expect(offers.map((o) => o.codes.tariff)).toEqual(['cdek-368']);
    expect(offers[0]!.required.passport).toBe(false);
  });

  fakeOnly('weight-only cargo is one package of that weight, a cube of that volume', async () => {
    const { summarizeTotals } = await import('../../tariffs/cargo');
    await adapter.quote(input({ cargo: summarizeTotals(120, 0.512, 3) }), signal());
    expect(
      (fake!.requestsTo('POST /v2/calculator/tarifflist')[0]!.body as { packages: unknown }).packages,
    ).toEqual([{ weight: 120000, length: 80, width: 80, height: 80 }]);
  });

  fakeOnly('a refused shipment (400 with reasons) has no offers; an error in a 200 is a fault', async () => {
    fake!.once('POST /v2/calculator/tarifflist', {
      status: 400,
      json: { errors: [{ code: 'v2_invalid_value_type', message: 'Invalid value type in the field' }] },
    });
    expect(await adapter.quote(input(), signal())).toEqual([]);
    expect(await fault(adapter.quote(input({ places: [place({ weightKg: 2000 })] }), signal()))).toBe(
      'bad-answer',
    );
  });

  fakeOnly('an empty list is no offers', async () => {
    fake!.once('POST /v2/calculator/tarifflist', { json: { tariff_codes: [] } });
    expect(await adapter.quote(input(), signal())).toEqual([]);
  });

  fakeOnly.each([
    [
      'an HTML page',
      { text: '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', type: 'text/html' },
      'html',
    ],
    ['cut JSON', { text: '{"tariff_codes": [{"tariff_code": 1', type: 'application/json' }, 'invalid-json'],
    ['a 500', { status: 500, json: { message: 'Internal error' } }, 'server'],
    ['a 502 page', { status: 502, text: '<html>Bad gateway</html>', type: 'text/html' }, 'server'],
    ['a huge body', { hugeBytes: 5_000_000 }, 'too-large'],
    ['no list', { json: { tariff_codes: 'none' } }, 'bad-answer'],
  ] as const)('%s is a typed fault', async (_name, reply, expected) => {
    fake!.once('POST /v2/calculator/tarifflist', reply);
    expect(await fault(adapter.quote(input(), signal()))).toBe(expected);
  });

  fakeOnly('an answer later than the timeout is a timeout fault, soon after the timeout', async () => {
    const quick = build(fake!.url, 300);
    await quick.resolveCity(MOSCOW, signal());
    fake!.once('POST /v2/calculator/tarifflist', { hang: true });
    const started = Date.now();
    expect(await fault(quick.quote(input(), signal()))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('СДЭК: offices and lockers', () => {
  shared('a city’s points have codes, addresses and coordinates', async () => {
    const points = await adapter.points(MOSCOW, ref('44', 'Москва'), signal());
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(point.code).not.toBe('');
      expect(point.address).not.toBe('');
      expect(['OFFICE', 'POSTAMAT']).toContain(point.kind);
    }
  });

  fakeOnly('asks every type in the city; a locker keeps its largest cell and weight limit', async () => {
    const points = await adapter.points(MOSCOW, ref('44', 'Москва'), signal());
    expect(Object.fromEntries(fake!.requestsTo('GET /v2/deliverypoints')[0]!.query)).toEqual(
      expect.objectContaining({ city_code: '44', type: 'ALL' }),
    );
    expect(points.map((p) => [p.code, p.kind])).toEqual([
      ['44-PVZ1', 'OFFICE'],
      ['44-PVZ2', 'OFFICE'],
      ['44-POST1', 'POSTAMAT'],
    ]);
    expect(points[2]!.locker).toEqual({ cellCm: { length: 60, width: 40, height: 40 }, maxKg: 20 });
    expect(points[0]).toEqual(
      expect.objectContaining({
        address: 'ул. Ленина, 12',
        hours: 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00',
        locker: null,
      }),
    );
  });
});
