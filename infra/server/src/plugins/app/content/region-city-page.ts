/**
 * A region-city route page's content: from a region to a city ('from') or from a city to a region
 * ('to'), priced for the region's largest town, with a row for each of its larger towns.
 */
import type { RegionCityContent } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../../../content/names';
import { regionCityText, type RegionTown } from '../../../content/texts/region-city-text';
import { placeOf } from '../../../content/texts/direction-text';
import { regionRef } from '../../../content/refs';
import type { ContentKit } from './content-kit';
import { TUNING } from './content-tuning';

/** Null when the region or the city is unknown, or the city lies in the region. */
export async function regionCityPage(
  kit: ContentKit,
  way: 'from' | 'to',
  regionSlug: string,
  citySlug: string,
): Promise<RegionCityContent | null> {
  const { cities, facts, price, km } = kit;
  const [found, city] = await Promise.all([kit.regionWithHub(regionSlug), cities.findBySlug(citySlug)]);
  if (!found || !city || city.region.code === found.region.code) return null;
  const ref = regionRef(found.region);
  const [from, to] = way === 'from' ? [found.hub, city] : [city, found.hub];
  const towns = found.cities.slice(0, TUNING.near);
  const priceOf = (town: typeof city, key: 'kg100' | 'van') =>
    way === 'from' ? price(town, city, key) : price(city, town, key);
  const [routeFacts, hubPeople, cityPeople, townRows, along] = await Promise.all([
    facts(from, to),
    cities.population(found.hub.id),
    cities.population(city.id),
    Promise.all(towns.map((town) => (town.id === found.hub.id ? null : priceOf(town, 'kg100')))),
    kit.alongTheWay(from, to),
  ]);
  const hubRow = routeFacts.prices.find((row) => row.key === 'kg100') ?? null;
  // A town without a 100 kg tariff is told by its whole van (one more search, only for it).
  const vanRows = await Promise.all(
    towns.map((town, index) =>
      town.id === found.hub.id
        ? hubRow
          ? null
          : (routeFacts.prices.find((row) => row.key === 'van') ?? null)
        : townRows[index]
          ? null
          : priceOf(town, 'van'),
    ),
  );
  const regionTowns: RegionTown[] = towns.map((town, index) => ({
    name: town.name,
    en: placeEn(town.name),
    km: town.id === found.hub.id ? routeFacts.distanceKm : way === 'from' ? km(town, city) : km(city, town),
    kg100: (town.id === found.hub.id ? hubRow : townRows[index])?.offers[0] ?? null,
    van: vanRows[index]?.offers[0] ?? null,
    terminals: kit.terminalsIn(town).map((point) => point.name),
  }));
  return {
    region: ref,
    city,
    hub: found.hub,
    ...routeFacts,
    ...regionCityText(
      way,
      { ...ref, towns: found.cities.length },
      placeOf(found.hub, hubPeople),
      placeOf(city, cityPeople),
      routeFacts,
      regionTowns,
      along,
      kit.nearestTowns(found.cities, city, way),
    ),
    // A federal city's region is the city: its city-to-city page is the same route.
    direction: found.region.federal ? `/route/${from.slug}/${to.slug}/` : null,
  };
}
