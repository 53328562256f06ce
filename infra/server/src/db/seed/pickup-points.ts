/**
 * The carriers' pick-up points as seed data. No carrier publishes its list to us, so the points are
 * generated, deterministically, from the city reference data (coordinates, population) and each
 * consolidated rate card (its terminal cities, whether it has lockers and their limits): plausible
 * but invented addresses near the city centre. The same input gives the same points on every
 * machine; staff replace them with real ones in the table.
 */
import type { LockerLimits, PointKind } from '@dostavka/shared-kernel/contract';
import type { Provider } from '../../tariffs/rate-card';
import type { pickupPoints } from '../schema';

export interface SeedCity {
  code: string;
  name: string;
  lat: number;
  lon: number;
  population: number;
}

/** A generated point: a row of `pickup_points`. */
export type SeedPoint = typeof pickupPoints.$inferSelect;

const INDUSTRIAL_STREETS = [
  'ул. Промышленная',
  'ул. Складская',
  'ул. Транспортная',
  'ул. Индустриальная',
  'ул. Заводская',
  'Южное ш.',
  'Окружная дорога',
  'ул. Магистральная',
];
const CITY_STREETS = [
  'ул. Ленина',
  'ул. Советская',
  'пр. Мира',
  'ул. Гагарина',
  'пр. Победы',
  'ул. Кирова',
  'ул. Садовая',
  'ул. Октябрьская',
  'ул. Молодёжная',
  'ул. Строителей',
  'ул. Пушкина',
  'ул. Комсомольская',
];

const NAMES: Record<PointKind, string> = {
  WAREHOUSE: 'Терминал',
  OFFICE: 'Пункт приёма',
  POSTAMAT: 'Постамат',
};
const HOURS: Record<PointKind, string> = {
  WAREHOUSE: 'Пн–Пт 8:00–20:00, Сб 9:00–17:00',
  OFFICE: 'Пн–Пт 9:00–19:00, Сб 10:00–15:00',
  POSTAMAT: 'Круглосуточно',
};

/** FNV-1a of a text: the same number for the same point everywhere. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A number in [0, 1) from a text and a salt. */
const unit = (text: string, salt: string) => hash(`${salt}:${text}`) / 2 ** 32;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function counts(population: number, hub: boolean, lockers: boolean): Record<PointKind, number> {
  const big = population >= 1_000_000;
  const middle = population >= 500_000;
  return {
    WAREHOUSE: hub ? 2 : 1,
    OFFICE: big ? 3 : middle ? 2 : 1,
    POSTAMAT: lockers ? (big ? 4 : 2) : 0,
  };
}

/**
 * Every second locker of a city has smaller cells: its largest cell is half as high and takes half
 * the weight of the card's limit, so a customer sees the difference before choosing.
 */
function lockerOf(limits: { maxPlaceKg: number; maxPlaceCm: readonly number[] }, n: number): LockerLimits {
  const [length, width, height] = limits.maxPlaceCm as [number, number, number];
  const small = n % 2 === 0;
  return {
    cellCm: { length, width, height: small ? Math.round(height / 2) : height },
    maxKg: small ? Math.round(limits.maxPlaceKg / 2) : limits.maxPlaceKg,
  };
}

/** The pick-up points of every consolidated card in the cities the reference data has. */
export function generatePickupPoints(
  providers: readonly Provider[],
  cities: readonly SeedCity[],
): SeedPoint[] {
  const byCode = new Map(cities.map((city) => [city.code, city]));
  const points: SeedPoint[] = [];
  // Street and house from a hash repeat across cities ("Южное ш., д. 28" in two cities made a
  // route read "Южное ш., д. 28 → Южное ш., д. 28"): a taken address moves to the next house.
  const taken = new Set<string>();
  const addressOf = (street: string, house: number) => {
    let number = house;
    while (taken.has(`${street}, д. ${number}`)) number += 1;
    const address = `${street}, д. ${number}`;
    taken.add(address);
    return address;
  };
  for (const { slug, card } of providers) {
    const consolidated = card.consolidated;
    if (!consolidated) continue;
    for (const terminal of consolidated.terminals) {
      const city = byCode.get(terminal.city);
      if (!city) continue;
      const howMany = counts(city.population, terminal.hub, consolidated.postamat !== null);
      // Spread grows with the city: a million-plus city's points lie up to ~12 km from the centre.
      const spread = city.population >= 1_000_000 ? 0.11 : city.population >= 300_000 ? 0.07 : 0.04;
      for (const kind of ['WAREHOUSE', 'OFFICE', 'POSTAMAT'] as const) {
        for (let n = 1; n <= howMany[kind]; n += 1) {
          const key = `${slug}:${city.code}:${kind}:${n}`;
          const streets = kind === 'WAREHOUSE' ? INDUSTRIAL_STREETS : CITY_STREETS;
          const street = streets[hash(key) % streets.length]!;
          const house = 1 + (hash(`${key}:house`) % 120);
          const angle = unit(key, 'angle') * 2 * Math.PI;
          const distance = (kind === 'WAREHOUSE' ? 0.6 + 0.4 * unit(key, 'r') : unit(key, 'r')) * spread;
          const lat = round(city.lat + distance * Math.sin(angle), 6);
          const lon = round(
            city.lon + (distance * Math.cos(angle)) / Math.cos((city.lat * Math.PI) / 180),
            6,
          );
          points.push({
            id: `${slug}-${city.code}-${kind.toLowerCase()}-${n}`,
            provider: slug,
            kind,
            cityCode: city.code,
            name: `${NAMES[kind]} ${card.name} № ${n}`,
            address: addressOf(street, house),
            hours: HOURS[kind],
            lat,
            lon,
            locker: kind === 'POSTAMAT' && consolidated.postamat ? lockerOf(consolidated.postamat, n) : null,
            position: points.length,
          });
        }
      }
    }
  }
  return points;
}
