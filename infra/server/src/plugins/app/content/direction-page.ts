/** A city-to-city route page's content: its facts, text and the neighbouring routes. */
import type { City, DirectionContent } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../../../content/names';
import { directionText, placeOf } from '../../../content/texts/direction-text';
import { directionItem } from '../../../content/refs';
import type { ContentKit } from './content-kit';
import { TUNING } from './content-tuning';

/** Null when either slug names no city or both name the same one. */
export async function directionPage(
  kit: ContentKit,
  fromSlug: string,
  toSlug: string,
): Promise<DirectionContent | null> {
  const { cities, directions, facts, km, bearing } = kit;
  const [from, to] = await Promise.all([cities.findBySlug(fromSlug), cities.findBySlug(toSlug)]);
  if (!from || !to || from.id === to.id) return null;
  const [
    routeFacts,
    popular,
    fromPeople,
    toPeople,
    toRegion,
    fromRegion,
    nearFromPoints,
    nearToPoints,
    along,
  ] = await Promise.all([
    facts(from, to),
    directions.fromCity(from.id, TUNING.related + 1),
    cities.population(from.id),
    cities.population(to.id),
    cities.inRegions([to.region.code]),
    cities.inRegions([from.region.code]),
    kit.terminalsNear(from),
    kit.terminalsNear(to),
    kit.alongTheWay(from, to),
  ]);
  const apart = (city: City) => city.id !== from.id && city.id !== to.id;
  /**
   * The towns nearest to `end` first: its region's (two towns of one region name different
   * ones), or any region's where it has no other (Moscow, Saint Petersburg).
   */
  const nearest = async (region: City[], end: City, count: number) => {
    const own = region.filter(apart);
    return (own.length > 0 ? own : (await cities.all()).filter(apart))
      .map((city) => ({ city, km: km(end, city) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, count)
      .map(({ city }) => city);
  };
  // The neighbouring routes: from the origin to the towns around the destination, into the
  // destination from the towns around the origin; then the origin's popular directions.
  const [nearTo, nearFrom] = await Promise.all([
    nearest(toRegion, to, TUNING.aroundDestination),
    nearest(fromRegion, from, TUNING.aroundOrigin),
  ]);
  const near = nearTo.map((city) => directionItem(0, from, city, km(from, city)));
  const related = [
    ...near,
    ...popular.filter((item) => item.to.id !== to.id && !nearTo.some((city) => city.id === item.to.id)),
  ].slice(0, Math.max(near.length, TUNING.related / 2));
  const inRegion = (towns: City[], end: City) => towns.every((city) => city.region.code === end.region.code);
  return {
    from,
    to,
    ...routeFacts,
    ...directionText(placeOf(from, fromPeople), placeOf(to, toPeople), routeFacts, {
      toRegion: near.map((item, index) => ({
        name: item.to.name,
        en: placeEn(item.to.name),
        km: item.distanceKm,
        off: bearing(to, nearTo[index]!),
      })),
      fromRegion: nearFrom.map((city) => ({
        name: city.name,
        en: placeEn(city.name),
        km: km(city, to),
        off: bearing(from, city),
      })),
      outside: { to: !inRegion(nearTo, to), from: !inRegion(nearFrom, from) },
      terminals: { from: nearFromPoints, to: nearToPoints },
      along,
    }),
    related,
  };
}
