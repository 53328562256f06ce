/**
 * The company's own consolidated network. Anchors (published Russian prices, 2025): Saint
 * Petersburg - Moscow terminal to terminal about 7.7 rub/kg falling to 6.2 rub/kg for heavy
 * loads, 450 rub minimum (up to about 60 kg); door pickup in Saint Petersburg 350 rub up to 5 kg,
 * about 1,650 rub up to 1 t, 8,500 rub over 5 t.
 */
import type { ConsolidatedCard, PriceBand, RateCard } from '../../../tariffs/rate-card';
import { C, type CityKey } from '../../../tariffs/city-codes';

/** Door pickup and delivery in Saint Petersburg (factor 1); other cities scale it. */
export const DOOR_BANDS: PriceBand[] = [
  { upToKg: 5, rub: 350 },
  { upToKg: 30, rub: 550 },
  { upToKg: 100, rub: 800 },
  { upToKg: 300, rub: 1100 },
  { upToKg: 1000, rub: 1650 },
  { upToKg: 3000, rub: 3500 },
  { upToKg: 5000, rub: 5500 },
  { upToKg: null, rub: 8500 },
];

export const terminal = (key: CityKey, hub = false, doorFactor = 0.9) => ({ city: C[key], hub, doorFactor });
export const line = (a: CityKey, b: CityKey): [string, string] => [C[a], C[b]];

const TERMINALS: ConsolidatedCard['terminals'] = [
  terminal('spb', true, 1),
  terminal('moscow', true, 1.2),
  terminal('yekaterinburg', true),
  terminal('novosibirsk', true),
  terminal('kazan', true),
  terminal('rostov', true),
  ...(
    [
      'nizhny',
      'samara',
      'omsk',
      'chelyabinsk',
      'ufa',
      'volgograd',
      'perm',
      'krasnoyarsk',
      'voronezh',
      'saratov',
      'krasnodar',
      'tolyatti',
      'barnaul',
      'izhevsk',
      'yaroslavl',
      'tyumen',
      'kaliningrad',
      'irkutsk',
      'vladivostok',
    ] as const
  ).map((key) => terminal(key, false, 0.85)),
];

/**
 * The terminals Moscow runs no line to: a hub serves them (Tolyatti through Samara and Kazan,
 * Izhevsk through Kazan; Barnaul, Irkutsk and Vladivostok through Novosibirsk).
 */
const THROUGH_A_HUB = new Set<string>([C.tolyatti, C.barnaul, C.izhevsk, C.irkutsk, C.vladivostok]);

/** The lines of the other terminals, by the terminal they start from. */
const LINES_FROM: Array<[CityKey, CityKey[]]> = [
  [
    'spb',
    ['kaliningrad', 'yekaterinburg', 'kazan', 'nizhny', 'yaroslavl', 'rostov', 'krasnodar', 'voronezh'],
  ],
  ['yekaterinburg', ['novosibirsk', 'chelyabinsk', 'perm', 'tyumen', 'ufa', 'omsk']],
  ['novosibirsk', ['krasnoyarsk', 'omsk', 'barnaul', 'irkutsk', 'vladivostok']],
  ['kazan', ['samara', 'izhevsk', 'ufa', 'nizhny', 'tolyatti', 'yekaterinburg', 'novosibirsk']],
  ['rostov', ['krasnodar', 'volgograd', 'voronezh']],
  ['samara', ['tolyatti', 'saratov']],
];

const LINES: Array<[string, string]> = [
  // Moscow runs a line to every other terminal but those a hub serves.
  ...TERMINALS.filter(({ city }) => city !== C.moscow && !THROUGH_A_HUB.has(city)).map(
    ({ city }): [string, string] => [C.moscow, city],
  ),
  ...LINES_FROM.flatMap(([from, to]) => to.map((key) => line(from, key))),
];

export const OWN_NETWORK: RateCard = {
  name: 'Доставка',
  kind: 'own',
  logo: '/media/carriers/dostavka-network.svg',
  consolidated: {
    code: 'network-standard',
    name: 'Сборный груз',
    description:
      'Сборный груз через терминалы «Доставки»: прямые линии между крупными городами, остальные маршруты через хабы.',
    preliminarily: false,
    passport: true,
    documents: [
      { name: 'Договор транспортной экспедиции', url: '/offer/' },
      { name: 'Экспедиторская расписка' },
    ],
    terminals: TERMINALS,
    routing: 'lines',
    lines: LINES,
    maxTransfers: 2,
    weightBreaksKg: [0, 100, 300, 1000, 3000, 5000],
    zones: [
      { upToKm: 900, rubPerKg: [7.7, 7.5, 7.2, 6.8, 6.5, 6.2], minimumRub: 450 },
      { upToKm: 1500, rubPerKg: [10.5, 10.2, 9.8, 9.2, 8.8, 8.4], minimumRub: 600 },
      { upToKm: 2500, rubPerKg: [14.5, 14, 13.4, 12.6, 12, 11.5], minimumRub: 800 },
      { upToKm: 3500, rubPerKg: [19, 18.4, 17.6, 16.6, 15.8, 15], minimumRub: 1000 },
      { upToKm: 5000, rubPerKg: [24, 23.2, 22.2, 21, 20, 19], minimumRub: 1300 },
      { upToKm: null, rubPerKg: [33, 32, 30.5, 29, 27.5, 26], minimumRub: 1800 },
    ],
    maxShipmentKg: 20_000,
    pickup: DOOR_BANDS,
    delivery: DOOR_BANDS,
    transfer: { rubPerKg: 1.2, minimumRub: 300, days: 1 },
    postamat: { maxPlaceKg: 15, maxPlaceCm: [60, 40, 40], rub: 90 },
    speed: { kmPerDay: 800, handlingDays: 1, spreadDays: 1 },
  },
};
