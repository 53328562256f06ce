/**
 * A region's content (its origin and destination pages) and the region-city pairs the lists and
 * the sitemap name.
 */
import type { RegionContent } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../../../content/names';
import { regionText } from '../../../content/texts/region-text';
import { placeOf } from '../../../content/texts/direction-text';
import { cityRef, regionRef, type Paging } from '../../../content/refs';
import type { ContentKit } from './content-kit';
import { TUNING } from './content-tuning';

export async function regionPage(kit: ContentKit, slug: string): Promise<RegionContent | null> {
  const { cities, bearing, km } = kit;
  const found = await kit.regionWithHub(slug);
  if (!found) return null;
  const { region, hub } = found;
  const main = found.cities.slice(0, TUNING.regionLargest);
  const regionTerminals = main.flatMap((city) => kit.terminalsIn(city));
  const [targets, largest, hubRoutes, nearTerminals] = await Promise.all([
    kit.hubs().then((all) => all.filter((city) => city.region.code !== region.code)),
    Promise.all(
      main.map(async (city) => ({
        name: city.name,
        en: placeEn(city.name),
        population: await cities.population(city.id),
      })),
    ),
    kit.hubRoutesOf(hub),
    // Told only when the region's large towns have none.
    kit.terminalsNear(hub),
  ]);
  const ref = regionRef(region);
  const hubCities = (await kit.hubs()).filter((city) => city.id !== hub.id);
  // Beyond the region: the towns of other regions nearest its largest town.
  const beyond = (await cities.all())
    .filter((city) => city.region.code !== region.code)
    .map((city) => ({ city, ...bearing(hub, city) }))
    .sort((x, y) => x.km - y.km)
    .slice(0, TUNING.beyond)
    .map(({ city, km: distance, compass }) => ({
      name: city.name,
      en: placeEn(city.name),
      region: city.region.name,
      km: distance,
      compass,
    }));
  return {
    region: { ...ref, timezone: region.timezone },
    federalCity: region.federal ? cityRef(hub) : null,
    text: regionText(
      { ...ref, timezone: region.timezone },
      {
        hub: placeOf(hub, largest[0]?.population ?? 0),
        cityCount: found.cities.length,
        largest,
        hubs: hubRoutes,
        terminals: regionTerminals,
        nearTerminals,
        beyond,
        towns: found.cities.slice(0, TUNING.near).map((city) => ({
          name: city.name,
          en: placeEn(city.name),
          km: Object.fromEntries(hubCities.map((other) => [other.name, km(city, other)])),
        })),
      },
    ),
    cities: found.cities.map(cityRef),
    fromLinks: targets.map((city) => ({
      url: `/route/from/${region.slug}/${city.slug}/`,
      region: ref,
      city: cityRef(city),
    })),
    toLinks: targets.map((city) => ({
      url: `/route/to/${city.slug}/${region.slug}/`,
      region: ref,
      city: cityRef(city),
    })),
  };
}

/**
 * The region-city pairs of the lists: each region from and to the hub cities. A federal city's
 * region is left out: its pairs are the city's own directions.
 */
export async function regionCityItems(kit: ContentKit, way: 'from' | 'to', paging: Paging, search?: string) {
  const all = await kit.regions.list({ page: 1, limit: 1000 }, search);
  const targets = await kit.hubs();
  const items = all.regions
    .filter((region) => !region.federal)
    .flatMap((region) =>
      targets
        .filter((city) => city.region.code !== region.code)
        .map((city) => ({
          url:
            way === 'from'
              ? `/route/from/${region.slug}/${city.slug}/`
              : `/route/to/${city.slug}/${region.slug}/`,
          region: regionRef(region),
          city: cityRef(city),
        })),
    );
  const start = (paging.page - 1) * paging.limit;
  return { items: items.slice(start, start + paging.limit), total: items.length };
}
