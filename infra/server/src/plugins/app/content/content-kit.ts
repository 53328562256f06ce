/**
 * What every content page reads (the deps) and works out the same way (the hubs, the routes to
 * them, the terminals near a town, the towns on a way): the shared part of the page builders.
 */
import type { City, PickupPoint } from '@dostavka/shared-kernel/domain';
import type { HubRoute } from '../../../content/texts/hub-text';
import { placeOf } from '../../../content/texts/direction-text';
import { placeEn } from '../../../content/names';
import { roadDistanceKm } from '../../../content/geo';
import {
  compassIndex,
  type AlongTheWay,
  type Bearing,
  type NearTerminal,
} from '../../../content/texts/vicinity';
import type { CityRepository } from '../city-repository';
import type { CityDirections } from './direction-repository';
import type { RegionRepository } from './region-repository';
import type { PriceRowOf, RouteFactsOf } from './route-facts';
import type { Remember } from './generation-memo';
import { HUB_SLUGS, TUNING } from './content-tuning';
import { townsOnTheWay } from './towns-on-the-way';

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

export type ContentKit = ReturnType<typeof contentKit>;

export function contentKit(deps: ContentServiceDeps) {
  const { cities, regions, facts, km, pointsIn, terminals, remember } = deps;
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
      .slice(0, TUNING.nearTerminals)
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
    remember(`along ${from.id} ${to.id}`, () =>
      townsOnTheWay({ all: cities.all, population: cities.population, km }, from, to),
    );

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
      .slice(0, TUNING.nearest);

  /** A region's biggest city: where its distances are measured. */
  async function regionWithHub(slug: string) {
    const region = await regions.findBySlug(slug);
    if (!region) return null;
    const [hub, ...rest] = await cities.inRegions([region.code]);
    return hub ? { region, hub, cities: [hub, ...rest] } : null;
  }

  return {
    ...deps,
    terminalsIn,
    bearing,
    terminalsNear,
    alongTheWay,
    hubs,
    hubRoutesOf,
    nearestTowns,
    regionWithHub,
  };
}
