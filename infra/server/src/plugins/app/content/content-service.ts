/**
 * The content of the city, region and direction pages: the database's cities and directions with
 * distances, transit times, the calculator's lowest price and texts from the templates.
 */
import type {
  CataloguePrice,
  City,
  ContentPage,
  PickupPoint,
  CityContent,
  DirectionContent,
  RegionCityContent,
  RegionContent,
} from '@dostavka/shared-kernel/domain';
import {
  cityText,
  regionCityText,
  regionText,
  type HubRoute,
  type RegionTown,
} from '../../../content/texts/place-text';
import { placeEn } from '../../../content/names';
import { directionText, placeOf } from '../../../content/texts/direction-text';
import type { CityRepository } from '../city-repository';
import type { CityDirections } from './direction-repository';
import type { RegionRepository } from './region-repository';
import { cityRef, directionItem, regionRef, type Paging } from '../../../content/refs';
import { lotShipment, pricingDate, type PriceRowOf, type RouteFactsOf } from './route-facts';
import { catalogueShipment } from '../../../db/seed/catalogue/guides';
import { topicLot } from '../../../db/seed/catalogue/topic-lots';
import { fillRoadFacts, placeholderSlugs, type RoadFacts } from '../../../content/road-facts';
import { greatCircleKm, onTheWay, roadDistanceKm } from '../../../content/geo';
import type { Remember } from './generation-memo';
import {
  compassIndex,
  type AlongTheWay,
  type Bearing,
  type NearTerminal,
} from '../../../content/texts/vicinity';

/** Saint Petersburg and Moscow: the cities the region pages link to and from. */
export const HUB_SLUGS = ['sankt-peterburg', 'moskva'] as const;
const RELATED = 12;
const NEIGHBOURS = 10;
/** Towns of a region a route or region-city page names with their own distance (and price). */
const NEAR = 6;
/** A region-city page's answer to which of the region's towns are nearest the city: this many, with their km. */
const NEAREST = 10;
/**
 * Towns around a route's destination its page names, nearest first, each with its km from the
 * origin and where it lies from the destination: what tells neighbouring destinations' pages apart.
 */
const AROUND_DESTINATION = 14;
/** Towns around a route's origin its page names, each with its km to the destination. */
const AROUND_ORIGIN = 8;
/** Terminals of other towns a page names for an end without its own. */
const NEAR_TERMINALS = 2;
/** The region's towns a city page names around the city. */
const AROUND = 14;
/** The towns of other regions a region page names around it. */
const BEYOND = 10;
/** The country's largest cities (besides the hubs) a city page gives its road km to. */
const FAR = 5;
/** A route is told in parts of about this many straight km, the largest town of each (3 to 14 parts). */
const PART_KM = 100;
const PARTS = { min: 3, max: 14 };
/**
 * A town is on the way when passing it adds at most this share of the straight line (between the
 * bounds, straight km).
 */
const DETOUR_SHARE = 0.05;
const DETOUR_KM = { min: 10, max: 60 };
/** The largest towns on the way a region page names for each region the route crosses (all of them). */
const TOWNS_PER_REGION = 3;

export interface ContentServiceDeps {
  cities: Pick<CityRepository, 'findBySlug' | 'population' | 'inRegions'> & {
    /** Every city of the reference data. */
    all(): Promise<City[]>;
    /** The most populous cities, largest first. */
    largest(count: number): Promise<City[]>;
  };
  regions: Pick<RegionRepository, 'findBySlug' | 'list'>;
  directions: CityDirections;
  /** Distance, time and prices of a route, from the tariff engine (route-facts.ts). */
  facts: RouteFactsOf;
  /** One typical shipment priced alone (the other towns of a region). */
  price: PriceRowOf;
  /** Road km as the lists measure it (no waiting for the route service). */
  km: (from: City, to: City) => number;
  /** The carriers' points of one kind in a city (terminals, offices, lockers). */
  pointsIn: (city: City, kind: PickupPoint['kind']) => PickupPoint[];
  /** Every carrier's terminal in every city. */
  terminals: () => Promise<PickupPoint[]>;
  /** Keeps what the service works out from the deps (the towns on a way) as their own answers are kept. */
  remember: Remember;
}

export type ContentService = ReturnType<typeof contentService>;

export function contentService({
  cities,
  regions,
  directions,
  facts,
  price,
  km,
  pointsIn,
  terminals,
  remember,
}: ContentServiceDeps) {
  const terminalsIn = (city: City) => pointsIn(city, 'WAREHOUSE');
  /** Where `place` lies from `city`: road km and compass point. */
  const bearing = (city: City, place: City): Bearing => ({
    km: km(city, place),
    compass: compassIndex(city.coordinates, place.coordinates),
  });

  /**
   * For a city without terminals of its own, the nearest ones in other towns (where its sender or
   * recipient drives); none for a city with its own.
   */
  async function terminalsNear(city: City): Promise<NearTerminal[]> {
    if (terminalsIn(city).length > 0) return [];
    return (await terminals())
      .filter((point) => point.city.code !== city.code)
      .map((point) => ({ point, km: roadDistanceKm(city.coordinates, point) }))
      .sort((x, y) => x.km - y.km)
      .slice(0, NEAR_TERMINALS)
      .map(({ point, km: distance }) => ({
        name: point.name,
        address: point.address,
        town: point.city.name,
        km: distance,
        compass: compassIndex(city.coordinates, point),
      }));
  }

  /** Kept: a city page works out the ways to and from each hub, as those directions' pages do. */
  const alongTheWay = (from: City, to: City): Promise<AlongTheWay> =>
    remember(`along ${from.id} ${to.id}`, () => townsOnTheWay(from, to));

  /**
   * The towns between two ends: the largest of each part of the way, nearest the origin first
   * (not the suburbs of a large end), and the regions crossed.
   */
  async function townsOnTheWay(from: City, to: City): Promise<AlongTheWay> {
    const [a, b] = [from.coordinates, to.coordinates];
    const direct = greatCircleKm(a, b);
    const limit = Math.round(Math.min(DETOUR_KM.max, Math.max(DETOUR_KM.min, direct * DETOUR_SHARE)));
    // Nearer an end than the detour allowed, a town is around that end rather than on the way.
    const isOnTheWay = onTheWay(a, b, limit);
    const between = (await cities.all()).filter((city) => isOnTheWay(city.coordinates));
    const people = await Promise.all(between.map((city) => cities.population(city.id)));
    const parts = Math.min(PARTS.max, Math.max(PARTS.min, Math.round(direct / PART_KM)));
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
      if (seen.towns.length < TOWNS_PER_REGION) seen.towns.push(city);
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

  async function hubs(): Promise<City[]> {
    const found = await Promise.all(HUB_SLUGS.map((slug) => cities.findBySlug(slug)));
    return found.filter((city): city is City => city !== null);
  }

  /** The routes between a city and each hub city (not itself), both ways. */
  async function hubRoutesOf(city: City): Promise<HubRoute[]> {
    const others = (await hubs()).filter((hub) => hub.id !== city.id);
    return Promise.all(
      others.map(async (hub) => {
        const [out, back, people, alongOut, alongBack] = await Promise.all([
          facts(city, hub),
          facts(hub, city),
          cities.population(hub.id),
          alongTheWay(city, hub),
          alongTheWay(hub, city),
        ]);
        return { hub: placeOf(hub, people), out, back, along: { out: alongOut, back: alongBack } };
      }),
    );
  }

  /**
   * A region's towns nearest a city, nearest first: their road km on the way (to the city, or from
   * it) and where each lies from the city.
   */
  const nearestTowns = (towns: City[], city: City, way: 'from' | 'to') =>
    towns
      .map((town) => ({
        name: town.name,
        en: placeEn(town.name),
        km: way === 'from' ? km(town, city) : km(city, town),
        compass: compassIndex(city.coordinates, town.coordinates),
      }))
      .sort((x, y) => x.km - y.km)
      .slice(0, NEAREST);

  /** A region's biggest city: where its distances are measured. */
  async function regionWithHub(slug: string) {
    const region = await regions.findBySlug(slug);
    if (!region) return null;
    const [hub, ...rest] = await cities.inRegions([region.code]);
    return hub ? { region, hub, cities: [hub, ...rest] } : null;
  }

  return {
    /** Null when either slug names no city or both name the same one. */
    async direction(fromSlug: string, toSlug: string): Promise<DirectionContent | null> {
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
        directions.fromCity(from.id, RELATED + 1),
        cities.population(from.id),
        cities.population(to.id),
        cities.inRegions([to.region.code]),
        cities.inRegions([from.region.code]),
        terminalsNear(from),
        terminalsNear(to),
        alongTheWay(from, to),
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
        nearest(toRegion, to, AROUND_DESTINATION),
        nearest(fromRegion, from, AROUND_ORIGIN),
      ]);
      const near = nearTo.map((city) => directionItem(0, from, city, km(from, city)));
      const related = [
        ...near,
        ...popular.filter((item) => item.to.id !== to.id && !nearTo.some((city) => city.id === item.to.id)),
      ].slice(0, Math.max(near.length, RELATED / 2));
      const inRegion = (towns: City[], end: City) =>
        towns.every((city) => city.region.code === end.region.code);
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
    },

    async city(city: City): Promise<CityContent> {
      const [from, to, neighbours, population, hubRoutes, nearTerminals, largest] = await Promise.all([
        directions.fromCity(city.id, RELATED * 2),
        directions.toCity(city.id, RELATED),
        cities.inRegions([city.region.code]),
        cities.population(city.id),
        hubRoutesOf(city),
        terminalsNear(city),
        cities.largest(FAR + HUB_SLUGS.length + 1),
      ]);
      const far = largest
        .filter((other) => other.id !== city.id && !(HUB_SLUGS as readonly string[]).includes(other.slug))
        .slice(0, FAR)
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
          around: others.slice(0, AROUND).map(({ other }) => ({
            name: other.name,
            en: placeEn(other.name),
            ...bearing(city, other),
          })),
          hubs: hubRoutes,
          terminals: terminalsIn(city),
          offices: pointsIn(city, 'OFFICE'),
          lockers: pointsIn(city, 'POSTAMAT'),
          nearTerminals,
        }),
        from,
        to,
        neighbours: others.slice(0, NEIGHBOURS).map(({ other }) => cityRef(other)),
      };
    },

    async region(slug: string): Promise<RegionContent | null> {
      const found = await regionWithHub(slug);
      if (!found) return null;
      const { region, hub } = found;
      const regionTerminals = found.cities.slice(0, 4).flatMap((city) => terminalsIn(city));
      const [targets, largest, hubRoutes, nearTerminals] = await Promise.all([
        hubs().then((all) => all.filter((city) => city.region.code !== region.code)),
        Promise.all(
          found.cities.slice(0, 4).map(async (city) => ({
            name: city.name,
            en: placeEn(city.name),
            population: await cities.population(city.id),
          })),
        ),
        hubRoutesOf(hub),
        // Told only when the region's large towns have none.
        terminalsNear(hub),
      ]);
      const ref = regionRef(region);
      const hubCities = (await hubs()).filter((city) => city.id !== hub.id);
      // Beyond the region: the towns of other regions nearest its largest town.
      const beyond = (await cities.all())
        .filter((city) => city.region.code !== region.code)
        .map((city) => ({ city, ...bearing(hub, city) }))
        .sort((x, y) => x.km - y.km)
        .slice(0, BEYOND)
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
            towns: found.cities.slice(0, NEAR).map((city) => ({
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
    },

    /** From a region to a city ('from') or from a city to a region ('to'); null when unknown. */
    async regionCity(
      way: 'from' | 'to',
      regionSlug: string,
      citySlug: string,
    ): Promise<RegionCityContent | null> {
      const [found, city] = await Promise.all([regionWithHub(regionSlug), cities.findBySlug(citySlug)]);
      if (!found || !city || city.region.code === found.region.code) return null;
      const ref = regionRef(found.region);
      const [from, to] = way === 'from' ? [found.hub, city] : [city, found.hub];
      const towns = found.cities.slice(0, NEAR);
      const [routeFacts, hubPeople, cityPeople, townRows, along] = await Promise.all([
        facts(from, to),
        cities.population(found.hub.id),
        cities.population(city.id),
        Promise.all(
          towns.map((town) =>
            town.id === found.hub.id
              ? null
              : way === 'from'
                ? price(town, city, 'kg100')
                : price(city, town, 'kg100'),
          ),
        ),
        alongTheWay(from, to),
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
              : way === 'from'
                ? price(town, city, 'van')
                : price(city, town, 'van'),
        ),
      );
      const regionTowns: RegionTown[] = towns.map((town, index) => ({
        name: town.name,
        en: placeEn(town.name),
        km:
          town.id === found.hub.id ? routeFacts.distanceKm : way === 'from' ? km(town, city) : km(city, town),
        kg100: (town.id === found.hub.id ? hubRow : townRows[index])?.offers[0] ?? null,
        van: vanRows[index]?.offers[0] ?? null,
        terminals: terminalsIn(town).map((point) => point.name),
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
          nearestTowns(found.cities, city, way),
        ),
        // A federal city's region is the city: its city-to-city page is the same route.
        direction: found.region.federal ? `/route/${from.slug}/${to.slug}/` : null,
      };
    },

    /**
     * The region-city pairs of the lists: each region from and to the hub cities. A federal city's
     * region is left out: its pairs are the city's own directions.
     */
    async regionCityItems(way: 'from' | 'to', paging: Paging, search?: string) {
      const all = await regions.list({ page: 1, limit: 1000 }, search);
      const targets = await hubs();
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
    },

    /**
     * A catalogue page as it is shown: its typical shipment (`catalogueShipment`) priced by the
     * engine, from Saint Petersburg to the page's city on a city page (`/gruzoperevozki/{city}/`),
     * else to Moscow (a whole van where no carrier takes it as consolidated cargo; null for a route
     * no carrier prices); and the road placeholders of its text
     * filled with the engine's km, the km of that price (`content/road-facts.ts`).
     */
    async cataloguePage(page: ContentPage): Promise<ContentPage & { price: CataloguePrice | null }> {
      const key = page.catalogue ? catalogueShipment(page.catalogue, page.url) : null;
      const [origin, destination] = HUB_SLUGS;
      const last = page.url.split('/').filter(Boolean)[1];
      const [from, city, moscow] = await Promise.all([
        cities.findBySlug(origin),
        last && last !== origin ? cities.findBySlug(last) : null,
        cities.findBySlug(destination),
      ]);
      const to = city ?? moscow;
      if (!from || !to) return { ...page, price: null };
      // Consolidated cargo no carrier takes on the route goes by the whole van the calculator
      // offers instead (as on a route page only vehicles serve).
      const consolidated = key !== null && key !== 'van' && key !== 'truck20';
      // A topic with a lot of its own (topic-lots.ts) is priced for it; unpriced, for the group's.
      const lot = page.catalogue ? topicLot(page.catalogue, page.url) : null;
      const row =
        (lot && (await price(from, to, lotShipment(lot)))) ||
        (key ? ((await price(from, to, key)) ?? (consolidated ? await price(from, to, 'van') : null)) : null);
      // Measured after the search: the km the engine priced with.
      const distanceKm = Math.round(km(from, to));
      const texts = [page.body, page.description, page.en?.body ?? '', page.en?.description ?? ''];
      const slugs = [...new Set(texts.flatMap(placeholderSlugs))];
      const others = await Promise.all(slugs.map((slug) => cities.findBySlug(slug)));
      const road: RoadFacts = {
        km: distanceKm,
        kmTo: new Map(
          others
            .filter((other): other is City => other !== null)
            .map((other) => [other.slug, Math.round(km(city ?? to, other))]),
        ),
      };
      // The terminals a consolidated shipment is handed over at: those of the carriers pricing it
      // (a van or a truck unloads at the recipient's address).
      const carriers = new Set(row?.offers.map((offer) => offer.company.slug));
      return {
        ...page,
        description: fillRoadFacts(page.description, road, 'ru'),
        body: fillRoadFacts(page.body, road, 'ru'),
        en: page.en && {
          ...page.en,
          description: fillRoadFacts(page.en.description, road, 'en'),
          body: fillRoadFacts(page.en.body, road, 'en'),
        },
        price: row && {
          from: cityRef(from),
          to: cityRef(to),
          distanceKm,
          pricedOn: pricingDate(),
          row,
          ...(lot &&
            row.key === 'lot' && {
              lot: {
                name: lot.name,
                weightKg: lot.way === 'groupage' ? lot.pieceKg * lot.pieces : lot.weightKg,
                pieces: lot.way === 'groupage' ? lot.pieces : 1,
              },
            }),
          terminals:
            city && row.kind === 'consolidated'
              ? terminalsIn(city).filter((point) => carriers.has(point.provider))
              : [],
        },
      };
    },
  };
}
