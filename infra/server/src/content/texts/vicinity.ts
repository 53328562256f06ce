/**
 * What lies around a town, as its pages tell it: the region's towns nearest to it and the carriers'
 * terminals nearest to it in other towns, each with its road km and compass point from the town.
 * Two towns of one region have the same prices, carriers and clock; what is around each of them is
 * its own, and it is what a sender without a terminal in town needs: where to drive the load.
 */
import { pluralRu, type Localized } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';

/** A place seen from a town: its road km and compass point (0 north, 1 north-east, ... 7 north-west). */
export interface Bearing {
  km: number;
  compass: number;
}

export interface NearPlace extends Bearing {
  name: string;
  en: string;
}

/** A carrier's terminal in another town. */
export interface NearTerminal extends Bearing {
  name: string;
  address: string;
  town: string;
}

/** 'к северу' / 'north': where a place lies from the town. */
const TOWARDS = {
  ru: [
    'к северу',
    'к северо-востоку',
    'к востоку',
    'к юго-востоку',
    'к югу',
    'к юго-западу',
    'к западу',
    'к северо-западу',
  ],
  en: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
};

/** The initial bearing from one point to another, as one of eight compass points. */
export function compassIndex(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return Math.round(bearing / 45) % 8;
}

/** '12 км к югу' / '12 km south'. */
export const bearingText = (place: Bearing): Localized<string> => ({
  ru: `${place.km} км ${TOWARDS.ru[place.compass]}`,
  en: `${place.km} km ${TOWARDS.en[place.compass]}`,
});

/** The region's towns around a town: 'Котельники — 4 км к югу, ...'. */
export function townsAround(town: { name: string; en: string }, towns: NearPlace[]): Localized<string> {
  if (towns.length === 0) return { ru: '', en: '' };
  return {
    ru: `Вокруг г. ${town.name}: ${towns.map((near) => `${near.name} — ${bearingText(near).ru}`).join(', ')}.`,
    en: `Around ${town.en}: ${towns.map((near) => `${near.en} ${bearingText(near).en}`).join(', ')}.`,
  };
}

/**
 * Towns grouped by where they lie from a town, the nearest group first, each town with its km:
 * 'к югу — Котельники (4 км), Дзержинский (8 км); к северу — …'.
 */
export function townsByDirection(towns: NearPlace[]): Localized<string> {
  const groups = new Map<number, NearPlace[]>();
  for (const town of [...towns].sort((x, y) => x.km - y.km)) {
    groups.set(town.compass, [...(groups.get(town.compass) ?? []), town]);
  }
  const list = (lang: 'ru' | 'en') =>
    [...groups]
      .map(
        ([compass, group]) =>
          `${TOWARDS[lang][compass]} — ${group
            .map(
              (town) => `${lang === 'ru' ? town.name : town.en} (${town.km} ${lang === 'ru' ? 'км' : 'km'})`,
            )
            .join(', ')}`,
      )
      .join('; ');
  return { ru: list('ru'), en: list('en') };
}

/**
 * Where the nearest terminals are, for a sender handing in ('send') or a recipient collecting
 * ('receive') without a terminal in town: each with its address and road km from the town (its hours
 * are on its own town's page).
 */
export function terminalsAround(
  town: { name: string; en: string },
  terminals: NearTerminal[],
  role: 'send' | 'receive',
): Localized<string> {
  if (terminals.length === 0) return { ru: '', en: '' };
  const count = terminals.length;
  return {
    ru:
      `${role === 'send' ? 'Сдать груз самому' : 'Забрать груз самому'} можно на ${count === 1 ? 'ближайшем терминале' : `${count} ближайших ${pluralRu(count, ['терминале', 'терминалах', 'терминалах'])}`}: ` +
      terminals
        .map(
          (point) =>
            `${point.name} в г. ${point.town} (${point.address}) — ${bearingText(point).ru} от г. ${town.name}`,
        )
        .join('; ') +
      '.',
    en:
      `${role === 'send' ? 'To hand a load in yourself' : 'To collect a load yourself'}, the nearest terminal${count === 1 ? ' is' : 's are'} ` +
      terminals
        .map(
          (point) =>
            `in ${placeEn(point.town)} (${placeEn(point.address)}), ${bearingText(point).en} of ${town.en}`,
        )
        .join('; ') +
      '.',
  };
}

/** A town between the two ends of a route: its road km from the origin and to the destination. */
export interface WayTown {
  name: string;
  en: string;
  fromKm: number;
  toKm: number;
}

/** A region a route crosses and its largest towns on the way. */
export interface WayRegion {
  name: string;
  en: string;
  towns: WayTown[];
}

/**
 * The towns a route passes by (the largest, nearest the origin first), the regions it crosses
 * (other than the ends', in the order it meets them) and the detour that counts as on the way.
 */
export interface AlongTheWay {
  towns: WayTown[];
  regions: WayRegion[];
  detourKm: number;
}

/** 'На пути из г. A в г. B (…): X (190 км от г. A, 560 км до г. B), …'; empty when none lies between. */
export function townsBetween(
  a: { name: string; en: string },
  b: { name: string; en: string },
  way: AlongTheWay,
): Localized<string> {
  if (way.towns.length === 0) return { ru: '', en: '' };
  return {
    ru:
      `На пути из г. ${a.name} в г. ${b.name} (крюк не больше ${way.detourKm} км) лежат: ` +
      way.towns
        .map((town) => `${town.name} (${town.fromKm} км от г. ${a.name}, ${town.toKm} км до г. ${b.name})`)
        .join(', ') +
      '.',
    en:
      `On the way from ${a.en} to ${b.en} (a detour of ${way.detourKm} km at most) lie ` +
      way.towns
        .map((town) => `${town.en} (${town.fromKm} km from ${a.en}, ${town.toKm} km to ${b.en})`)
        .join(', ') +
      '.',
  };
}

/**
 * 'Из региона «X» в г. B путь проходит через 3 региона (крюк не больше …; км от г. A / до г. B):
 * Тверская область (Тверь — 160 / 590, Торжок — 220 / 530), …'; `from` and `to` name the ends as the
 * sentence needs them ('из региона «X»', 'в г. B'), `ends` the towns the km are measured from and to.
 */
export function regionsBetween(
  from: Localized<string>,
  to: Localized<string>,
  way: AlongTheWay,
  ends: { from: { name: string; en: string }; to: { name: string; en: string } },
): Localized<string> {
  const count = way.regions.length;
  if (count === 0) return { ru: '', en: '' };
  const list = (lang: 'ru' | 'en') =>
    way.regions
      .map(
        (region) =>
          `${region[lang === 'ru' ? 'name' : 'en']} (${region.towns.map((town) => `${town[lang === 'ru' ? 'name' : 'en']} — ${town.fromKm} / ${town.toKm}`).join(', ')})`,
      )
      .join('; ');
  return {
    ru: `${from.ru} ${to.ru} путь проходит через ${count} ${pluralRu(count, ['регион', 'региона', 'регионов'])} (крюк не больше ${way.detourKm} км; км от г. ${ends.from.name} / до г. ${ends.to.name}): ${list('ru')}.`,
    en: `${from.en} ${to.en} the way crosses ${count} region${count === 1 ? '' : 's'} (a detour of ${way.detourKm} km at most; km from ${ends.from.en} / to ${ends.to.en}): ${list('en')}.`,
  };
}
