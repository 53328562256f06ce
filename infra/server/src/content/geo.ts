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

/** A point on the unit sphere, kept per point object (the cities are kept in memory). */
const vectors = new WeakMap<Point, readonly [number, number, number]>();
function unitVector(point: Point): readonly [number, number, number] {
  let vector = vectors.get(point);
  if (!vector) {
    const [lat, lon] = [radians(point.lat), radians(point.lon)];
    vector = [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
    vectors.set(point, vector);
  }
  return vector;
}

const dot = (u: readonly number[], v: readonly number[]) => u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
/** Great-circle km of an angle given by its cosine (within a metre of the haversine's figure). */
const arcKm = (cosine: number) => EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, cosine)));
/** Closer than this to the line, a shortcut's answer is checked by the haversine's figures. */
const SURE_KM = 0.01;

/**
 * Whether a place lies on the way from `a` to `b`: farther than `limit` km from either end and at
 * most `limit` km of detour. A page asks this of every city, many times, so the two distances are
 * first taken from the angles between vectors kept per point (a dot product and an arccosine, no
 * trigonometry of latitudes and longitudes): a place farther from `a` or `b` than the whole way and
 * the detour is out at once, and only a place within SURE_KM of a limit is measured again by
 * `greatCircleKm`, so the shortcut never changes the answer.
 */
export function onTheWay(a: Point, b: Point, limit: number): (via: Point) => boolean {
  const direct = greatCircleKm(a, b);
  const reach = (direct + limit + 1) / EARTH_RADIUS_KM;
  const nearest = reach < Math.PI ? Math.cos(reach) : -Infinity;
  const [from, to] = [unitVector(a), unitVector(b)];
  const exact = (via: Point) => {
    const out = greatCircleKm(a, via);
    const back = greatCircleKm(via, b);
    return out > limit && back > limit && out + back - direct <= limit;
  };
  return (via) => {
    const vector = unitVector(via);
    const [cosOut, cosBack] = [dot(from, vector), dot(vector, to)];
    if (cosOut < nearest || cosBack < nearest) return false;
    const [out, back] = [arcKm(cosOut), arcKm(cosBack)];
    const margins = [out - limit, back - limit, limit - (out + back - direct)];
    if (margins.some((margin) => margin < -SURE_KM)) return false;
    return margins.every((margin) => margin > SURE_KM) || exact(via);
  };
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
