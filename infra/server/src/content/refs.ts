import type { City, CityRef, DirectionItem, RegionRef } from '@dostavka/shared-kernel/domain';
import { roadDistanceKm } from './geo';

export const cityRef = (city: City): CityRef => ({
  id: city.id,
  slug: city.slug,
  name: city.name,
  code: city.code,
  fias: city.fias,
  region: regionRef(city.region),
});

export const regionRef = ({ code, name, slug }: RegionRef): RegionRef => ({ code, name, slug });

export const distanceKm = (a: City, b: City) => roadDistanceKm(a.coordinates, b.coordinates);

export const directionItem = (id: number, from: City, to: City): DirectionItem => ({
  id,
  url: `/route/${from.slug}/${to.slug}/`,
  from: cityRef(from),
  to: cityRef(to),
  distanceKm: distanceKm(from, to),
});

/** Page query of every list: 1-based page, at most 100 a page. */
export interface Paging {
  page: number;
  limit: number;
}

export function paged<T>(data: T[], total: number, { page, limit }: Paging) {
  return { data, total, next: page * limit < total ? { page: page + 1 } : null };
}
