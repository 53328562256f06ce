/**
 * The towns between two ends of a route: the largest of each part of the way, nearest the origin
 * first (not the suburbs of a large end), and the regions the way crosses with their largest towns.
 */
import type { City } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../../../content/names';
import { greatCircleKm, onTheWay } from '../../../content/geo';
import type { AlongTheWay } from '../../../content/texts/vicinity';
import { TUNING } from './content-tuning';

export interface WayDeps {
  /** Every city of the reference data. */
  all(): Promise<City[]>;
  population(id: City['id']): Promise<number>;
  /** Road km as the lists measure it. */
  km: (from: City, to: City) => number;
}

export async function townsOnTheWay(
  { all, population, km }: WayDeps,
  from: City,
  to: City,
): Promise<AlongTheWay> {
  const { detourKm, detourShare, parts: partBounds, partKm, townsPerRegion } = TUNING;
  const [a, b] = [from.coordinates, to.coordinates];
  const direct = greatCircleKm(a, b);
  const limit = Math.round(Math.min(detourKm.max, Math.max(detourKm.min, direct * detourShare)));
  // Nearer an end than the detour allowed, a town is around that end rather than on the way.
  const isOnTheWay = onTheWay(a, b, limit);
  const between = (await all()).filter((city) => isOnTheWay(city.coordinates));
  const people = await Promise.all(between.map((city) => population(city.id)));
  const parts = Math.min(partBounds.max, Math.max(partBounds.min, Math.round(direct / partKm)));
  const largest = between
    .map((city, index) => ({
      city,
      people: people[index]!,
      fromKm: km(from, city),
      part: Math.min(parts - 1, Math.floor((greatCircleKm(a, city.coordinates) / direct) * parts)),
    }))
    .sort((x, y) => y.people - x.people);
  const byPart = new Map<number, (typeof largest)[number]>();
  for (const town of largest) if (!byPart.has(town.part)) byPart.set(town.part, town);
  const towns = [...byPart.values()]
    .sort((x, y) => x.fromKm - y.fromKm)
    .map(({ city, fromKm }) => ({ name: city.name, en: placeEn(city.name), fromKm, toKm: km(city, to) }));
  // The regions crossed, in the order the way meets them, each with its largest towns on the way.
  const ends = [from.region.code, to.region.code];
  const crossed = new Map<string, { region: City['region']; first: number; towns: City[] }>();
  for (const { city, fromKm } of largest) {
    if (ends.includes(city.region.code)) continue;
    const seen = crossed.get(city.region.code) ?? { region: city.region, first: fromKm, towns: [] };
    seen.first = Math.min(seen.first, fromKm);
    if (seen.towns.length < townsPerRegion) seen.towns.push(city);
    crossed.set(city.region.code, seen);
  }
  const regions = [...crossed.values()]
    .sort((x, y) => x.first - y.first)
    .map(({ region, towns: inRegion }) => ({
      name: region.name,
      en: placeEn(region.name),
      towns: inRegion.map((city) => ({
        name: city.name,
        en: placeEn(city.name),
        fromKm: km(from, city),
        toKm: km(city, to),
      })),
    }));
  return { towns, regions, detourKm: limit };
}
