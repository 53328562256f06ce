/**
 * Деловые Линии's API faked from its documentation's examples (https://dev.dellin.ru/api/):
 * the city search, a city's terminals, the terminals directory (manifest and file) and the
 * calculator, answering any city and shipment with prices and dates that follow the cargo, and
 * refusing a wrong appkey the way their errors page shows (https://dev.dellin.ru/api/errors/).
 */
import { startCarrierFake, type CarrierFake, type FakeReply, type FakeRequest } from '../carrier-fake';
import type { CarrierFakeModule, FakeOptions } from './index';

export const DELLIN_FAKE_KEY = '00000000-0000-0000-0000-000000000001';

/** A few cities by name, as their search writes them; any other code is answered as 'Город'. */
const NAMES: Record<string, string> = {
  '7700000000000000000000000': 'Москва',
  '7800000000000000000000000': 'Санкт-Петербург',
  '6600000100000000000000000': 'Екатеринбург',
  '5400000100000000000000000': 'Новосибирск',
};
/** A code the fake does not know (their search finds nothing). */
export const DELLIN_UNKNOWN_CITY = '9900000000000';

const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const ok = (data: object): FakeReply => ({
  json: { metadata: { status: 200, generated_at: stamp() }, ...data },
});
/** The fields of their requests the fake reads. */
interface DellinBody {
  appkey?: string;
  code?: string;
  delivery?: {
    deliveryType?: { type?: string };
    derival?: { variant?: string; produceDate?: string };
    arrival?: { variant?: string };
  };
  cargo?: { totalWeight?: number; totalVolume?: number };
}
const body = (request: FakeRequest) => (request.body ?? {}) as DellinBody;

/** Their error answer (errors page), status as given. */
export const dellinError = (status: number, code: number, title: string, detail: string): FakeReply => ({
  status,
  json: {
    metadata: { status, generated_at: stamp() },
    errors: [{ code, title, detail, fields: ['appkey'] }],
  },
});

/** A terminal id of a city, stable: its digits. */
const terminalOf = (code: string) => String(Number(code.slice(0, 4)) || 1);

function directory() {
  const city = (code: string, lat: number, lon: number) => ({
    id: terminalOf(code),
    name: NAMES[code],
    code,
    cityID: Number(code.slice(0, 6)),
    latitude: String(lat),
    longitude: String(lon),
    terminals: {
      terminal: [
        {
          id: terminalOf(code),
          name: `${NAMES[code]} Север`,
          address: `${NAMES[code]}, Складская ул., д. 1`,
          fullAddress: `${NAMES[code]}, Складская ул., д. 1, стр. 2`,
          latitude: (lat + 0.05).toFixed(6),
          longitude: (lon - 0.03).toFixed(6),
          isOffice: false,
          receiveCargo: true,
          giveoutCargo: true,
          default: true,
          worktables: {
            worktable: [
              { department: 'Офис', monday: '09:00-18:00', timetable: 'пн-пт: 09:00-18:00' },
              {
                department: 'Прием и выдача груза',
                monday: '09:00-21:00',
                tuesday: '09:00-21:00',
                wednesday: '09:00-21:00',
                thursday: '09:00-21:00',
                friday: '09:00-21:00',
                saturday: '10:00-16:00',
                sunday: '-',
                timetable: 'пн-пт: 09:00-21:00, сб: 10:00-16:00',
              },
            ],
          },
        },
        {
          id: String(Number(terminalOf(code)) + 500),
          name: `${NAMES[code]} офис`,
          address: `${NAMES[code]}, Деловая ул., д. 5`,
          latitude: String(lat),
          longitude: String(lon),
          isOffice: true,
          receiveCargo: false,
          giveoutCargo: false,
        },
      ],
    },
  });
  return {
    city: [
      city('7700000000000000000000000', 55.7558, 37.6176),
      city('7800000000000000000000000', 59.9386, 30.3141),
      city('6600000100000000000000000', 56.8389, 60.6057),
    ],
  };
}

const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The calculator: a price that grows with weight and volume, dates a few days on. */
function calculate(request: FakeRequest): FakeReply {
  const { delivery, cargo } = body(request);
  const type = delivery?.deliveryType?.type ?? 'auto';
  const weight = Number(cargo?.totalWeight ?? 0);
  const volume = Number(cargo?.totalVolume ?? 0);
  if (!(weight > 0) || !(volume > 0))
    return dellinError(
      400,
      180002,
      'Недопустимое значение параметра',
      'cargo.totalWeight, cargo.totalVolume',
    );
  const factor = type === 'express' ? 1.6 : 1;
  const intercity = Math.round((450 + weight * 9 + volume * 1400) * factor * 100) / 100;
  const end = (variant: string | undefined) => (variant === 'address' ? 890.5 : 150);
  const derival = end(delivery?.derival?.variant);
  const arrival = end(delivery?.arrival?.variant);
  const notify = 60;
  const produce: string = delivery?.derival?.produceDate ?? '2026-01-01';
  const [min, max] = type === 'express' ? [2, 3] : [4, 6];
  return ok({
    data: {
      price: Math.round((intercity + derival + arrival + notify) * 100) / 100,
      priceMinimal: 'auto',
      intercity: { price: type === 'auto' ? intercity : null, contractPrice: false, premium: 0, discount: 0 },
      express: { price: type === 'express' ? intercity : null, contractPrice: false },
      derival: { terminal: 'Отправка', price: derival, contractPrice: false, terminals: [] },
      arrival: { terminal: 'Получение', price: arrival, contractPrice: false, terminals: [] },
      insurance: 0,
      notify: { price: notify, contractPrice: false },
      deliveryTerm: delivery?.arrival?.variant === 'address' ? 1 : null,
      orderDates: {
        pickup: produce,
        derrivalFromOspSender: addDays(produce, 1),
        arrivalToOspReceiver: addDays(produce, min),
        giveoutFromOspReceiver: `${addDays(produce, min)} 12:00:00`,
        giveoutFromOspReceiverMax: `${addDays(produce, max)} 12:00:00`,
      },
      availableDeliveryTypes: {
        auto: intercity,
        express: Math.round(intercity * 1.6),
        small: null,
        avia: null,
      },
    },
  });
}

export async function startDellinFake(options: FakeOptions = {}): Promise<CarrierFake> {
  const [low, high] = options.latencyMs ?? [0, 0];
  const late = (reply: FakeReply): FakeReply =>
    high > 0 ? { ...reply, delayMs: low + Math.random() * (high - low) } : reply;
  const keyed =
    (answer: (request: FakeRequest) => FakeReply) =>
    (request: FakeRequest): FakeReply =>
      late(
        body(request).appkey === DELLIN_FAKE_KEY
          ? answer(request)
          : dellinError(401, 100001, 'Неверный ключ приложения', 'appkey не найден'),
      );
  const fake = await startCarrierFake({
    'POST /v2/public/kladr.json': keyed((request) => {
      const code = String(body(request).code ?? '');
      if (code.startsWith(DELLIN_UNKNOWN_CITY) || !/^\d{25}$/.test(code)) return ok({ cities: [] });
      const name = NAMES[code] ?? 'Город';
      return ok({
        cities: [
          {
            cityID: Number(code.slice(0, 6)),
            code,
            searchString: name,
            aString: `г. ${name}`,
            isTerminal: 1,
          },
        ],
      });
    }),
    'POST /v1/public/request_terminals.json': keyed((request) => {
      const code = String(body(request).code ?? '');
      const name = NAMES[code] ?? 'Город';
      return ok({
        terminals: [
          {
            id: Number(terminalOf(code)) + 1,
            city: name,
            city_code: code,
            name: `${name} Юг`,
            default: false,
          },
          { id: Number(terminalOf(code)), city: name, city_code: code, name: `${name} Север`, default: true },
        ],
      });
    }),
    'POST /v2/calculator.json': keyed(calculate),
    'POST /v3/public/terminals.json': keyed((request) =>
      ok({
        hash: 'afb376bcefe05f204e6d4567',
        url: `http://${request.headers.host}/catalog/terminals_v3.json?sk=x`,
      }),
    ),
    'GET /catalog/terminals_v3.json': () => late({ json: directory() }),
  });
  return fake;
}

export const dellinFake: CarrierFakeModule = {
  slug: 'dellin',
  start: startDellinFake,
  env: (fake) => ({ DELLIN_APP_KEY: DELLIN_FAKE_KEY, DELLIN_API_URL: fake.url }),
};
