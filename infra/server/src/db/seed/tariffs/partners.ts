/**
 * Partner carriers (invented names): a fast north-western network that runs every pair of its
 * terminals directly, a cheaper and slower national network routed through three hubs, and a
 * regional dedicated-truck partner that charges the run back to its depot.
 */
import type { PriceBand, RateCard } from '../../../tariffs/rate-card';
import { C, type CityKey } from '../../../tariffs/city-codes';
import { DOOR_BANDS, line, terminal } from './own-network';

const scaled = (bands: PriceBand[], factor: number): PriceBand[] =>
  bands.map((band) => ({ upToKg: band.upToKg, rub: Math.round((band.rub * factor) / 10) * 10 }));

const NORTH_WEST: CityKey[] = [
  'spb',
  'moscow',
  'kaliningrad',
  'velikyNovgorod',
  'pskov',
  'petrozavodsk',
  'murmansk',
  'arkhangelsk',
  'vologda',
  'yaroslavl',
  'tver',
  'smolensk',
  'kaluga',
  'nizhny',
  'voronezh',
];

export const SEVERNY_EXPRESS: RateCard = {
  name: 'Северный экспресс',
  kind: 'partner',
  logo: '/media/carriers/severny-express.svg',
  consolidated: {
    code: 'severny-express',
    name: 'Экспресс сборный',
    description: 'Быстрая доставка сборных грузов по Северо-Западу и центру России: все маршруты прямые.',
    preliminarily: false,
    passport: false,
    documents: [{ name: 'Договор-оферта перевозчика' }],
    terminals: NORTH_WEST.map((key) => terminal(key, false, key === 'moscow' ? 1.3 : 1.05)),
    routing: 'any',
    lines: [],
    maxTransfers: 0,
    weightBreaksKg: [0, 100, 300, 1000, 3000],
    zones: [
      { upToKm: 900, rubPerKg: [9.5, 9.2, 8.8, 8.3, 7.9], minimumRub: 550 },
      { upToKm: 1500, rubPerKg: [12.5, 12.1, 11.6, 11, 10.4], minimumRub: 700 },
      { upToKm: null, rubPerKg: [16.5, 16, 15.3, 14.5, 13.8], minimumRub: 900 },
    ],
    maxShipmentKg: 5000,
    pickup: scaled(DOOR_BANDS, 1.1),
    delivery: scaled(DOOR_BANDS, 1.1),
    transfer: { rubPerKg: 0, minimumRub: 0, days: 0 },
    postamat: { maxPlaceKg: 20, maxPlaceCm: [64, 41, 38], rub: 120 },
    speed: { kmPerDay: 1000, handlingDays: 0, spreadDays: 1 },
  },
};

const REGIONAL: Array<[CityKey, CityKey[]]> = [
  [
    'moscow',
    [
      'spb',
      'nizhny',
      'kazan',
      'samara',
      'voronezh',
      'rostov',
      'krasnodar',
      'volgograd',
      'saratov',
      'yaroslavl',
      'sochi',
      'belgorod',
      'tver',
      'kaluga',
    ],
  ],
  [
    'yekaterinburg',
    ['chelyabinsk', 'perm', 'ufa', 'tyumen', 'izhevsk', 'orenburg', 'omsk', 'kazan', 'samara'],
  ],
  [
    'novosibirsk',
    ['omsk', 'krasnoyarsk', 'barnaul', 'tomsk', 'kemerovo', 'irkutsk', 'khabarovsk', 'vladivostok'],
  ],
];

export const TRANSVEKTOR: RateCard = {
  name: 'ТрансВектор',
  kind: 'partner',
  logo: '/media/carriers/transvektor.svg',
  consolidated: {
    code: 'transvektor-economy',
    name: 'Эконом',
    description:
      'Экономичная доставка по всей России через три распределительных хаба; цену уточняют при приёмке.',
    preliminarily: true,
    passport: true,
    documents: [{ name: 'Договор транспортной экспедиции' }, { name: 'Накладная ТрансВектор' }],
    terminals: [
      ...REGIONAL.map(([hub]) => terminal(hub, true, hub === 'moscow' ? 1.1 : 0.85)),
      ...[...new Set(REGIONAL.flatMap(([, cities]) => cities))]
        .filter((key) => !REGIONAL.some(([hub]) => hub === key))
        .map((key) => terminal(key, false, 0.8)),
    ],
    routing: 'lines',
    lines: [
      line('moscow', 'yekaterinburg'),
      line('yekaterinburg', 'novosibirsk'),
      line('moscow', 'novosibirsk'),
      ...REGIONAL.flatMap(([hub, cities]) => cities.map((key) => line(hub, key))),
    ],
    maxTransfers: 2,
    weightBreaksKg: [0, 100, 500, 2000, 5000],
    zones: [
      { upToKm: 900, rubPerKg: [7.2, 6.9, 6.5, 6.1, 5.8], minimumRub: 400 },
      { upToKm: 1500, rubPerKg: [9.6, 9.2, 8.7, 8.2, 7.8], minimumRub: 550 },
      { upToKm: 2500, rubPerKg: [13, 12.5, 11.8, 11.1, 10.5], minimumRub: 700 },
      { upToKm: 4000, rubPerKg: [17.5, 16.8, 15.9, 15, 14.2], minimumRub: 900 },
      { upToKm: null, rubPerKg: [27, 26, 24.5, 23, 21.8], minimumRub: 1500 },
    ],
    maxShipmentKg: 20_000,
    pickup: scaled(DOOR_BANDS, 0.9),
    delivery: scaled(DOOR_BANDS, 0.9),
    transfer: { rubPerKg: 0.8, minimumRub: 250, days: 2 },
    postamat: null,
    speed: { kmPerDay: 550, handlingDays: 2, spreadDays: 2 },
  },
};

export const GRUZOLET: RateCard = {
  name: 'Грузолёт',
  kind: 'partner',
  logo: '/media/carriers/gruzolet.svg',
  dedicated: {
    code: 'gruzolet-truck',
    name: 'Машина партнёра',
    description:
      'Машины партнёра «Грузолёт» в европейской части России и на Урале; обратный пробег оплачивается.',
    preliminarily: true,
    passport: false,
    documents: [{ name: 'Договор-заявка на перевозку' }],
    depots: [
      C.moscow,
      C.spb,
      C.nizhny,
      C.kazan,
      C.voronezh,
      C.rostov,
      C.yekaterinburg,
      C.samara,
      C.yaroslavl,
      C.tver,
    ],
    maxKm: 3000,
    vehicles: [
      { vehicle: 'gazelle-1-5', rubPerKm: { tent: 27, flatbed: 27, isothermal: 31 }, minimumRub: 3000 },
      { vehicle: 'truck-3', rubPerKm: { tent: 33, flatbed: 33, isothermal: 37 }, minimumRub: 4500 },
      { vehicle: 'truck-5', rubPerKm: { tent: 39, flatbed: 39, isothermal: 44 }, minimumRub: 6000 },
      { vehicle: 'truck-20', rubPerKm: { tent: 57, flatbed: 57, isothermal: 63 }, minimumRub: 14_000 },
    ],
    loadRub: { rear: 0, 'rear-side': 800, 'rear-top': 1200 },
    serviceRub: { straps: 250, stakes: 400, 'tail-lift': 1200 },
    emptyRun: { rateFactor: 0.5, freeKm: 30, returnRun: true },
    speed: { kmPerDay: 700, handlingDays: 0, spreadDays: 1 },
  },
};
