/** Where cities are and how far apart by road. */

export interface GeoPoint {
  /** KLADR id. */
  code: string;
  name: string;
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance over the Earth's mean radius. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road kilometres between two cities, whole. */
export interface RoadDistances {
  km(a: GeoPoint, b: GeoPoint): number;
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Roads are longer than the great circle by a circuity factor (about 1.2-1.3 in European Russia).
 * `known` holds measured road distances (from a route service) by `pairKey`; they win.
 */
export function roadDistances(
  circuity: number,
  known: ReadonlyMap<string, number> = new Map(),
): RoadDistances {
  return {
    km(a, b) {
      if (a.code === b.code) return 0;
      return known.get(pairKey(a.code, b.code)) ?? Math.round(greatCircleKm(a, b) * circuity);
    },
  };
}
