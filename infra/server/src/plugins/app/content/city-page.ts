/** A city's content (its origin and destination pages): its place, hubs, neighbours and points. */
import type { City, CityContent } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../../../content/names';
import { cityText } from '../../../content/texts/city-text';
import { placeOf } from '../../../content/texts/direction-text';
import { cityRef } from '../../../content/refs';
import type { ContentKit } from './content-kit';
import { HUB_SLUGS, TUNING } from './content-tuning';

export async function cityPage(kit: ContentKit, city: City): Promise<CityContent> {
  const { cities, directions, bearing, km, pointsIn } = kit;
  const [from, to, neighbours, population, hubRoutes, nearTerminals, largest] = await Promise.all([
    directions.fromCity(city.id, TUNING.related * 2),
    directions.toCity(city.id, TUNING.related),
    cities.inRegions([city.region.code]),
    cities.population(city.id),
    kit.hubRoutesOf(city),
    kit.terminalsNear(city),
    cities.largest(TUNING.far + HUB_SLUGS.length + 1),
  ]);
  const far = largest
    .filter((other) => other.id !== city.id && !(HUB_SLUGS as readonly string[]).includes(other.slug))
    .slice(0, TUNING.far)
    .map((other) => ({ name: other.name, en: placeEn(other.name), ...bearing(city, other) }));
  // The region's other towns nearest first: each town's page names its own neighbourhood.
  const others = neighbours
    .filter((other) => other.id !== city.id)
    .map((other) => ({ other, km: km(city, other) }))
    .sort((a, b) => a.km - b.km);
  return {
    city,
    text: cityText(city, {
      place: placeOf(city, population),
      directions: from,
      arrivals: to,
      rank: neighbours.findIndex((other) => other.id === city.id) + 1,
      regionCities: neighbours.length,
      far,
      around: others.slice(0, TUNING.around).map(({ other }) => ({
        name: other.name,
        en: placeEn(other.name),
        ...bearing(city, other),
      })),
      hubs: hubRoutes,
      terminals: kit.terminalsIn(city),
      offices: pointsIn(city, 'OFFICE'),
      lockers: pointsIn(city, 'POSTAMAT'),
      nearTerminals,
    }),
    from,
    to,
    neighbours: others.slice(0, TUNING.neighbours).map(({ other }) => cityRef(other)),
  };
}
