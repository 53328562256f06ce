/**
 * Distances and transit times of the content pages. Road distance is the great-circle distance
 * times a circuity factor (Russian trunk roads run about a fifth longer than the straight line);
 * the tariff engine refines it when it prices a route.
 */
export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
export const CIRCUITY_FACTOR = 1.2;
/** A consolidated load covers about this much a day, loading and hub handling included. */
const KM_PER_DAY_FAST = 700;
const KM_PER_DAY_SLOW = 450;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How many straight-line km longer the way from `a` to `b` is through `via`. */
export function detourKm(a: Point, b: Point, via: Point): number {
  return greatCircleKm(a, via) + greatCircleKm(via, b) - greatCircleKm(a, b);
}

/**
 * Whether `via` lies on the way from `a` to `b`: farther than `limit` km from either end and at
 * most `limit` km of detour. A place whose latitude alone puts it farther from `a` than the whole
 * way and the detour is not (a page asks this of every city, several times).
 */
export function onTheWay(a: Point, b: Point, via: Point, limit: number): boolean {
  const direct = greatCircleKm(a, b);
  if (EARTH_RADIUS_KM * Math.abs(radians(via.lat - a.lat)) > direct + limit + 1) return false;
  return greatCircleKm(a, via) > limit && greatCircleKm(via, b) > limit && detourKm(a, b, via) <= limit;
}

/** Road kilometres between two points, whole; 0 for the same place. */
export function roadDistanceKm(a: Point, b: Point): number {
  return Math.round(greatCircleKm(a, b) * CIRCUITY_FACTOR);
}

export interface TransitDays {
  min: number;
  max: number;
}

/** Days on the road for a consolidated load: one day at least, two at most for the shortest. */
export function transitDays(km: number): TransitDays {
  const min = Math.max(1, Math.ceil(km / KM_PER_DAY_FAST));
  const max = Math.max(min + 1, Math.ceil(km / KM_PER_DAY_SLOW));
  return { min, max };
}
