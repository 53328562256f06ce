/**
 * How much of a place's surroundings the content pages name: the counts and distances that decide
 * what a city, region or route page lists (measured against the distinct-pages tests; see
 * docs/content.md for what each change did to the pairs of pages sharing over half).
 */

/** Saint Petersburg and Moscow: the cities the region pages link to and from. */
export const HUB_SLUGS = ['sankt-peterburg', 'moskva'] as const;

export const TUNING = {
  /** Related directions a route page links (and twice as many a city's popular directions). */
  related: 12,
  /** Neighbouring towns a city page links. */
  neighbours: 10,
  /** Towns of a region a route or region-city page names with their own distance (and price). */
  near: 6,
  /** A region-city page's answer to which of the region's towns are nearest the city: this many, with their km. */
  nearest: 10,
  /**
   * Towns around a route's destination its page names, nearest first, each with its km from the
   * origin and where it lies from the destination: what tells neighbouring destinations' pages apart.
   */
  aroundDestination: 14,
  /** Towns around a route's origin its page names, each with its km to the destination. */
  aroundOrigin: 8,
  /** Terminals of other towns a page names for an end without its own. */
  nearTerminals: 2,
  /** The region's towns a city page names around the city. */
  around: 14,
  /** The towns of other regions a region page names around it. */
  beyond: 10,
  /** The country's largest cities (besides the hubs) a city page gives its road km to. */
  far: 5,
  /** A region page's largest towns (and the towns whose terminals it lists). */
  regionLargest: 4,
  /** A route is told in parts of about this many straight km, the largest town of each. */
  partKm: 100,
  parts: { min: 3, max: 14 },
  /**
   * A town is on the way when passing it adds at most this share of the straight line (between the
   * bounds, straight km).
   */
  detourShare: 0.05,
  detourKm: { min: 10, max: 60 },
  /** The largest towns on the way a region page names for each region the route crosses (all of them). */
  townsPerRegion: 3,
} as const;
