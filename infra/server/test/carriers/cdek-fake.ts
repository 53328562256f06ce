/**
 * СДЭК's API v2 faked from its documentation and its SDK's types (docs/carriers.md, "СДЭК"):
 * the OAuth token, cities, the tariff list, one tariff with its insurance, and the offices and
 * lockers of a city. It answers any
 * of our cities (known ones with their real СДЭК codes), prices by the packages' weight, checks the
 * token on every request, and refuses what the real API refuses (a wrong secret, a stale token).
 */
import { startCarrierFake, type CarrierFake, type FakeReply, type FakeRequest } from '../carrier-fake';
import type { CarrierFakeModule, FakeOptions } from './index';

/** СДЭК's published test account (its SDK's TEST_ACCOUNT and TEST_SECURE, for api.edu.cdek.ru). */
export const CDEK_TEST_ACCOUNT = {
  clientId: 'wqGwiQx0gg8mLtiEKsUinjVSICCjtTEP',
  clientSecret: 'RmAmgvSgSl1yirlz9QupbzOJVqhCxcP5',
};

/** Our cities the fake knows by FIAS, with СДЭК's codes of them. */
export const CDEK_CITIES = [
  {
    code: 44,
    city: 'Москва',
    fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    kladr: '7700000000000',
    region: 'Москва',
    lat: 55.7540471,
    lon: 37.620405,
  },
  {
    code: 137,
    city: 'Санкт-Петербург',
    fias: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
    kladr: '7800000000000',
    region: 'Санкт-Петербург',
    lat: 59.9391313,
    lon: 30.3159004,
  },
  {
    code: 250,
    city: 'Екатеринбург',
    fias: '2763c110-cb8b-416a-9dac-ad28a55b4402',
    kladr: '6600000100000',
    region: 'Свердловская обл.',
    lat: 56.8385216,
    lon: 60.6054911,
  },
  {
    code: 270,
    city: 'Новосибирск',
    fias: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
    kladr: '5400000100000',
    region: 'Новосибирская обл.',
    lat: 55.028191,
    lon: 82.9211489,
  },
] as const;

/** A city the fake's СДЭК does not serve (its searches find nothing). */
export const CDEK_UNSERVED_KLADR = '0100000200000';

/** The modes' tariffs of the fake: Посылка and Экспресс (1-10 per СДЭК's reference), Сборный груз for type 2. */
const TARIFFS = [
  { code: 136, name: 'Посылка склад-склад', mode: 4, base: 290, perKg: 28, days: [2, 3] },
  { code: 137, name: 'Посылка склад-дверь', mode: 3, base: 420, perKg: 30, days: [2, 4] },
  { code: 138, name: 'Посылка дверь-склад', mode: 2, base: 440, perKg: 30, days: [2, 4] },
  { code: 139, name: 'Посылка дверь-дверь', mode: 1, base: 590, perKg: 32, days: [3, 5] },
  { code: 368, name: 'Посылка склад-постамат', mode: 7, base: 310, perKg: 29, days: [2, 4] },
  { code: 366, name: 'Посылка дверь-постамат', mode: 6, base: 460, perKg: 31, days: [3, 5] },
  { code: 483, name: 'Экспресс склад-склад', mode: 4, base: 390, perKg: 41, days: [1, 2] },
  { code: 751, name: 'Сборный груз склад-склад', mode: 4, base: 900, perKg: 14, days: [4, 7] },
  { code: 748, name: 'Сборный груз дверь-дверь', mode: 1, base: 1900, perKg: 16, days: [5, 8] },
] as const;
/** Parcel and locker tariffs are a shop's (type 1), Сборный груз a delivery's (type 2); Экспресс is both. */
const ONLY_SHOP = new Set<number>([136, 137, 138, 139, 366, 368]);
const ONLY_DELIVERY = new Set<number>([748, 751]);

const cityByCode = (code: number) =>
  CDEK_CITIES.find((city) => city.code === code) ?? {
    code,
    city: `Город ${code}`,
    region: '',
    lat: 55,
    lon: 37,
  };

/** A stable СДЭК-like code for a city the fake was not told about (from its KLADR id). */
const codeOfKladr = (kladr: string) => 1000 + (Number(kladr.slice(0, 7)) % 90_000);

const error = (status: number, code: string, message: string): FakeReply => ({
  status,
  json: { requests: [{ type: 'CREATE', state: 'INVALID', errors: [{ code, message }] }] },
});

interface TarifflistBody {
  type?: number;
  from_location?: { code?: number };
  to_location?: { code?: number };
  packages?: Array<{ weight?: number; length?: number; width?: number; height?: number }>;
}

/** POST /v2/calculator/tariff: one tariff of the shipment, with its additional services. */
interface TariffBody extends TarifflistBody {
  tariff_code?: number;
  services?: Array<{ code?: string; parameter?: unknown }>;
}

/** The fake's insurance: this share of the declared value (СДЭК prices its own; the fake needs one). */
export const CDEK_FAKE_INSURANCE_RATE = 0.0075;

/** The calculator's refusal: a 400 with its reasons. */
const refused = (code: string, message: string): FakeReply => ({
  status: 400,
  json: { errors: [{ code, message }] },
});

/** A shipment the calculator refuses before pricing (a 400), or its packages' weight in kg. */
function shipmentOf(body: TarifflistBody): FakeReply | number {
  const packages = body.packages ?? [];
  if (!body.from_location?.code || !body.to_location?.code || packages.length === 0)
    return refused('v2_field_is_empty', 'from_location, to_location and packages are required');
  return packages.reduce((sum, item) => sum + (item.weight ?? 0), 0) / 1000;
}

/** A tariff's price and terms for the shipment, as both calculator methods answer them. */
function priceOf(tariff: (typeof TARIFFS)[number], body: TarifflistBody, kg: number) {
  const far = body.from_location?.code === body.to_location?.code ? 0 : 1;
  return {
    delivery_sum: Math.round(tariff.base + tariff.perKg * kg * (1 + far)),
    period_min: tariff.days[0] + far,
    period_max: tariff.days[1] + far,
    calendar_min: tariff.days[0] + far + 1,
    calendar_max: tariff.days[1] + far + 2,
  };
}

export interface CdekFake extends CarrierFake {
  /** Every token issued so far stops being accepted (their expiry, early). */
  expireTokens(): void;
}

export async function startCdekFake(options: FakeOptions = {}): Promise<CdekFake> {
  let issued = 0;
  const valid = new Set<string>();
  const late = async () => {
    const [min, max] = options.latencyMs ?? [0, 0];
    if (max > 0) await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
  };
  const authorized = (request: FakeRequest) => {
    const header = String(request.headers.authorization ?? '');
    return header.startsWith('Bearer ') && valid.has(header.slice(7));
  };
  const guarded =
    (answer: (request: FakeRequest) => FakeReply) =>
    async (request: FakeRequest): Promise<FakeReply> => {
      await late();
      if (!authorized(request)) return error(401, 'v2_token_expired', 'Token is expired or invalid');
      return answer(request);
    };

  const fake = await startCarrierFake({
    'POST /v2/oauth/token': async (request) => {
      await late();
      const form = (request.body ?? {}) as Record<string, string>;
      if (
        form.grant_type !== 'client_credentials' ||
        form.client_id !== CDEK_TEST_ACCOUNT.clientId ||
        form.client_secret !== CDEK_TEST_ACCOUNT.clientSecret
      )
        return { status: 401, json: { error: 'invalid_client', error_description: 'Bad credentials' } };
      issued += 1;
      const token = `fake-token-${issued}`;
      valid.add(token);
      return {
        json: {
          access_token: token,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'order:all payment:all',
          jti: `jti-${issued}`,
        },
      };
    },
    'GET /v2/location/cities': guarded((request) => {
      const fias = request.query.get('fias_guid');
      const kladr = request.query.get('kladr_code');
      const name = request.query.get('city');
      const known = CDEK_CITIES.filter(
        (city) =>
          (fias && city.fias === fias) || (kladr && city.kladr === kladr) || (name && city.city === name),
      );
      const found: object[] = known.map((city) => ({
        code: city.code,
        city: city.city,
        fias_guid: city.fias,
        kladr_code: city.kladr,
        country_code: 'RU',
        country: 'Россия',
        region: city.region,
        latitude: city.lat,
        longitude: city.lon,
      }));
      // Any other city is found by its KLADR id (never by FIAS), except the one it does not serve.
      if (found.length === 0 && kladr && kladr !== CDEK_UNSERVED_KLADR)
        found.push({
          code: codeOfKladr(kladr),
          city: 'Город',
          kladr_code: kladr,
          country_code: 'RU',
          region: '',
        });
      return { json: found };
    }),
    'POST /v2/calculator/tarifflist': guarded((request) => {
      const body = (request.body ?? {}) as TarifflistBody;
      const kg = shipmentOf(body);
      if (typeof kg !== 'number') return kg;
      if (kg > 1000)
        return {
          json: {
            tariff_codes: [],
            errors: [{ code: 'v2_weight_limit', message: 'Weight exceeds the limit' }],
          },
        };
      const excluded = body.type === 2 ? ONLY_SHOP : ONLY_DELIVERY;
      const tariffs = TARIFFS.filter((tariff) => !excluded.has(tariff.code)).map((tariff) => ({
        tariff_code: tariff.code,
        tariff_name: tariff.name,
        tariff_description: `${tariff.name}: по тарифам СДЭК`,
        delivery_mode: tariff.mode,
        ...priceOf(tariff, body, kg),
      }));
      return { json: { tariff_codes: tariffs } };
    }),
    // One tariff with its services: INSURANCE takes the declared value as its parameter, and the
    // answer names each service's sum and the total with them.
    'POST /v2/calculator/tariff': guarded((request) => {
      const body = (request.body ?? {}) as TariffBody;
      const kg = shipmentOf(body);
      if (typeof kg !== 'number') return kg;
      const excluded = body.type === 2 ? ONLY_SHOP : ONLY_DELIVERY;
      const tariff = TARIFFS.find((known) => known.code === body.tariff_code);
      if (!tariff || excluded.has(tariff.code))
        return refused('v2_tariff_not_available', `Tariff ${body.tariff_code} is not available`);
      const services: Array<{ code: string; sum: number }> = [];
      for (const service of body.services ?? []) {
        const value = Number(service.parameter);
        if (service.code !== 'INSURANCE' || !Number.isFinite(value) || value < 0)
          return refused('v2_invalid_value_type', `Service ${service.code}: invalid parameter`);
        services.push({ code: 'INSURANCE', sum: Math.round(value * CDEK_FAKE_INSURANCE_RATE * 100) / 100 });
      }
      const price = priceOf(tariff, body, kg);
      return {
        json: {
          ...price,
          weight_calc: Math.round(kg * 1000),
          services,
          total_sum: price.delivery_sum + services.reduce((sum, service) => sum + service.sum, 0),
          currency: 'RUB',
        },
      };
    }),
    'GET /v2/deliverypoints': guarded((request) => {
      const code = Number(request.query.get('city_code'));
      const city = cityByCode(code);
      const at = (n: number) => ({ latitude: city.lat + n * 0.01, longitude: city.lon + n * 0.012 });
      const office = (n: number, street: string) => ({
        code: `${code}-PVZ${n}`,
        name: `${city.city}, ${street}`,
        type: 'PVZ',
        owner_code: 'CDEK',
        work_time: 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00',
        is_reception: true,
        is_handout: true,
        weight_max: 30,
        location: {
          city_code: code,
          city: city.city,
          address: street,
          address_full: `${city.city}, ${street}`,
          ...at(n),
        },
      });
      return {
        json: [
          office(1, 'ул. Ленина, 12'),
          office(2, 'пр. Мира, 45'),
          {
            code: `${code}-POST1`,
            name: `${city.city}, постамат у ТЦ`,
            type: 'POSTAMAT',
            owner_code: 'CDEK',
            work_time: 'Ежедневно 00:00-24:00',
            is_reception: true,
            is_handout: true,
            weight_max: 20,
            dimensions: [
              { width: 40, height: 20, depth: 60 },
              { width: 40, height: 40, depth: 60 },
            ],
            location: { city_code: code, city: city.city, address: 'ул. Садовая, 3', ...at(3) },
          },
        ],
      };
    }),
  });
  return { ...fake, requests: fake.requests, expireTokens: () => valid.clear() };
}

export const cdekFake: CarrierFakeModule = {
  slug: 'cdek',
  start: startCdekFake,
  env: (fake) => ({
    CDEK_API_URL: fake.url,
    CDEK_CLIENT_ID: CDEK_TEST_ACCOUNT.clientId,
    CDEK_CLIENT_SECRET: CDEK_TEST_ACCOUNT.clientSecret,
  }),
};
