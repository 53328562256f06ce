/**
 * ПЭК's API faked from its documentation (https://kabinet.pecom.ru/api/v1 , the OpenAPI schema
 * behind https://github.com/glook/pecom-php-sdk): the zone of an address, the price calculator
 * with both products, and a branch's divisions, answering any city and shipment, behind HTTP
 * Basic authentication; errors in their envelope ({error: {title, message, fields}}).
 */
import { startCarrierFake, type CarrierFake, type FakeReply, type FakeRequest } from '../carrier-fake';
import type { CarrierFakeModule, FakeOptions } from './index';

export const PEC_FAKE_USER = 'fake-user';
export const PEC_FAKE_KEY = 'FAKEKEY0123456789';
/** A city the fake's geocoder cannot place. */
export const PEC_UNKNOWN_TOWN = 'Нигдеград';

interface PecBody {
  address?: string;
  branchId?: string;
  senderWarehouseId?: string;
  receiverWarehouseId?: string;
  isPickUp?: boolean;
  isDelivery?: boolean;
  types?: number[];
  cargos?: Array<{ weight?: number; volume?: number }>;
}
const body = (request: FakeRequest) => (request.body ?? {}) as PecBody;

export const pecError = (status: number, title: string, message: string): FakeReply => ({
  status,
  json: { error: { title, message, status, fields: [] } },
});

/** Stable ids of a town: letters of its name, as their GUID-like ids look. */
const idOf = (prefix: string, town: string) =>
  `${prefix}-${[...town]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .slice(0, 12)}`;
const townOf = (address: string) => address.split(',').at(-1)!.trim();

/** The towns the fake's geocoder placed, by branch id: a branch's divisions are in its town. */
const towns = new Map<string, string>();

function zone(request: FakeRequest): FakeReply {
  const town = townOf(body(request).address ?? '');
  if (!town || town === PEC_UNKNOWN_TOWN)
    return { json: { branchUID: null, mainWarehouseId: null, geoData: { precision: 'bad', kind: 'other' } } };
  towns.set(idOf('branch', town), town);
  return {
    json: {
      branchUID: idOf('branch', town),
      branchCode: 'MSK',
      branchTitle: town,
      mainWarehouseId: idOf('wh', town),
      zoneId: idOf('zone', town),
      zoneName: `${town} город`,
      geoData: { precision: 'exact', kind: 'locality' },
      warehousePoint: { latitude: 55.7, longitude: 37.6 },
    },
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function price(request: FakeRequest): FakeReply {
  const {
    cargos = [],
    types = [],
    isPickUp,
    isDelivery,
    senderWarehouseId,
    receiverWarehouseId,
  } = body(request);
  if (cargos.length === 0 || cargos.some((cargo) => !((cargo.weight ?? 0) > 0)))
    return {
      status: 400,
      json: {
        error: {
          title: 'Ошибка валидации',
          message: 'Вес обязателен',
          status: 400,
          fields: [{ key: 'cargos', value: ['Вес'] }],
        },
      },
    };
  if ((!isPickUp && !senderWarehouseId) || (!isDelivery && !receiverWarehouseId))
    return pecError(400, 'Ошибка валидации', 'Не указан склад отправления или назначения');
  const weight = cargos.reduce((sum, cargo) => sum + (cargo.weight ?? 0), 0);
  const volume = cargos.reduce((sum, cargo) => sum + (cargo.volume ?? 0), 0);
  const transfers = types.map((type) => {
    const air = type === 1;
    const services = [
      {
        serviceType: 'Перевозка',
        info: air ? 'Авиаперевозка' : 'Межтерминальная перевозка',
        cost: round((air ? 2.5 : 1) * (380 + weight * 8 + volume * 1200)),
      },
      ...(isPickUp ? [{ serviceType: 'Забор', info: 'Забор груза', cost: 760 }] : []),
      ...(isDelivery ? [{ serviceType: 'Доставка', info: 'Доставка груза', cost: 810 }] : []),
      {
        serviceType: 'Услуги терминала',
        info: 'Услуги терминала',
        cost: 0,
        services: [{ serviceType: 'Сбор', info: 'Сбор за оформление груза', cost: 120 }],
      },
    ];
    const costTotal = round(
      services.reduce((sum, s) => sum + s.cost + (s.services ?? []).reduce((n, x) => n + x.cost, 0), 0),
    );
    return {
      type,
      costTotal,
      hasError: false,
      errorMessage: null,
      estDeliveryTime: air ? 2 : 5,
      services,
      transportingTypes: null,
    };
  });
  const term = (type: number) =>
    type === 1
      ? {
          type,
          transporting: ['1 - 2'],
          transportingWithDelivery: ['2 - 3'],
          transportingWithPickup: '2 - 3',
          transportingWithDeliveryWithPickup: '3 - 4',
        }
      : {
          type,
          transporting: ['3 - 5', '4 - 6'],
          transportingWithDelivery: ['4 - 6', '5 - 7'],
          transportingWithPickup: '4 - 6',
          transportingWithDeliveryWithPickup: '5 - 7',
        };
  return {
    json: {
      hasError: false,
      errorMessage: null,
      currencyCode: '643',
      branchSender: 'Отправление',
      branchReceiver: 'Получение',
      transfers,
      commonTerms: types.map(term),
      transportingTimes: ['12:00', '23:59'],
    },
  };
}

const week = (from: string, to: string, days = [1, 2, 3, 4, 5]) =>
  days.map((day) => ({
    dayOfWeek: String(day),
    workFrom: from,
    workTo: to,
    dinnerFrom: null,
    dinnerTo: null,
  }));

function branches(request: FakeRequest): FakeReply {
  const branchId = body(request).branchId ?? '';
  const town = towns.get(branchId) ?? 'Москва';
  const division = (id: string, name: string, cityId: string, typeId: number, extra: object = {}) => ({
    id: `div-${branchId}-${id}`,
    name,
    cityId,
    departmentType: typeId === 1 ? 'ПВЗ' : 'Отделение',
    departmentTypeId: typeId,
    divisionPriority: 1,
    isAcceptanceOnly: false,
    kindsOfTransportation: [{ type: 3, description: 'ПЭК:LTL Авто', operations: ['Приём', 'Выдача'] }],
    warehouses: [
      {
        // Per branch, as the real ids are: points of two towns never share a code.
        id: `wh-${branchId}-${id}`,
        name,
        address: `ул. Складская, ${id}`,
        addressDivision: `Город, ул. Складская, д. ${id}`,
        coordinates: '55.75,37.61',
        coordinatesobj: { latitude: Number((55.75 + Number(id) / 100).toFixed(4)), longitude: 37.61 },
        divisionTimeOfWork: [...week('09:00', '20:00'), ...week('10:00', '16:00', [6])],
        departmentClosingDate: null,
        ...extra,
      },
    ],
  });
  return {
    json: {
      branches: [
        {
          id: branchId,
          title: 'Филиал',
          cities: [
            { cityId: 'c-main', title: `г. ${town}` },
            { cityId: 'c-near', title: 'Химки' },
          ],
          divisions: [
            division('1', `${town} Южная`, 'c-main', 4),
            division('2', 'ПВЗ на Тверской', 'c-main', 1, {
              coordinatesobj: null,
              coordinates: '55.7601,37.6087',
            }),
            division('3', 'Закрывается', 'c-main', 0, { departmentClosingDate: '2026-01-01' }),
            division('4', 'Химки', 'c-near', 0),
          ],
        },
      ],
    },
  };
}

export async function startPecFake(options: FakeOptions = {}): Promise<CarrierFake> {
  const [low, high] = options.latencyMs ?? [0, 0];
  const basic = `Basic ${Buffer.from(`${PEC_FAKE_USER}:${PEC_FAKE_KEY}`).toString('base64')}`;
  const guarded =
    (answer: (request: FakeRequest) => FakeReply) =>
    (request: FakeRequest): FakeReply => {
      const reply =
        request.headers.authorization === basic
          ? answer(request)
          : pecError(401, 'Ошибка авторизации', 'Неверное имя пользователя или ключ');
      return high > 0 ? { ...reply, delayMs: low + Math.random() * (high - low) } : reply;
    };
  return startCarrierFake({
    'POST /branches/findzonebyaddress/': guarded(zone),
    'POST /calculator/calculateprice/': guarded(price),
    'POST /branches/all/': guarded(branches),
  });
}

export const pecFake: CarrierFakeModule = {
  slug: 'pec',
  start: startPecFake,
  env: (fake) => ({ PEC_USER: PEC_FAKE_USER, PEC_API_KEY: PEC_FAKE_KEY, PEC_API_URL: fake.url }),
};
