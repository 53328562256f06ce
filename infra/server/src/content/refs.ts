import type { City, CityRef, DirectionItem, RegionRef } from '@dostavka/shared-kernel/domain';
import type { GeoPoint } from '../tariffs/geo';

export const cityRef = (city: City): CityRef => ({
  id: city.id,
  slug: city.slug,
  name: city.name,
  code: city.code,
  fias: city.fias,
  region: regionRef(city.region),
});

/** A city as the tariff engine places it (its distances and searches). */
export const geoPoint = (city: City): GeoPoint => ({
  code: city.code,
  name: city.name,
  lat: city.coordinates.lat,
  lon: city.coordinates.lon,
});

export const regionRef = ({ code, name, slug }: RegionRef): RegionRef => ({ code, name, slug });

export const directionItem = (id: number, from: City, to: City, distanceKm: number): DirectionItem => ({
  id,
  url: `/route/${from.slug}/${to.slug}/`,
  from: cityRef(from),
  to: cityRef(to),
  distanceKm,
});

/** Page query of every list: 1-based page, at most 100 a page. */
export interface Paging {
  page: number;
  limit: number;
}

export function paged<T>(data: T[], total: number, { page, limit }: Paging) {
  return { data, total, next: page * limit < total ? { page: page + 1 } : null };
}
