/** Routes through a terminal network: a direct line, or through hubs with transfers. */
import { pairKey, type GeoPoint } from './geo';
import type { ConsolidatedCard } from './rate-card';
import type { EngineContext } from './request';

export interface Route {
  /** Cities in order, both ends included. */
  stops: GeoPoint[];
  /** Road km of each leg. */
  kms: number[];
  km: number;
  transfers: number;
}

const lineSets = new WeakMap<ConsolidatedCard, Set<string>>();

function linesOf(card: ConsolidatedCard): Set<string> {
  let lines = lineSets.get(card);
  if (!lines) {
    lines = new Set(card.lines.map(([a, b]) => pairKey(a, b)));
    lineSets.set(card, lines);
  }
  return lines;
}

function routeThrough(stops: GeoPoint[], context: EngineContext): Route {
  const kms = stops.slice(1).map((stop, i) => context.distances.km(stops[i]!, stop));
  return { stops, kms, km: kms.reduce((sum, km) => sum + km, 0), transfers: stops.length - 2 };
}

/** The direct line if there is one, else the shortest way through at most maxTransfers hubs. */
export function findRoute(
  card: ConsolidatedCard,
  from: GeoPoint,
  to: GeoPoint,
  context: EngineContext,
): Route | null {
  const lines = linesOf(card);
  const linked = (a: GeoPoint, b: GeoPoint) => card.routing === 'any' || lines.has(pairKey(a.code, b.code));
  if (from.code === to.code || linked(from, to)) return routeThrough([from, to], context);

  const hubs = card.terminals
    .filter((t) => t.hub && t.city !== from.code && t.city !== to.code)
    .map((t) => context.cities.get(t.city))
    .filter((city): city is GeoPoint => city !== undefined);
  let best: Route | null = null;
  const consider = (stops: GeoPoint[]) => {
    const route = routeThrough(stops, context);
    if (!best || route.km < best.km) best = route;
  };
  if (card.maxTransfers >= 1) {
    for (const hub of hubs) if (linked(from, hub) && linked(hub, to)) consider([from, hub, to]);
  }
  if (!best && card.maxTransfers >= 2) {
    for (const first of hubs) {
      if (!linked(from, first)) continue;
      for (const second of hubs) {
        if (second !== first && linked(first, second) && linked(second, to))
          consider([from, first, second, to]);
      }
    }
  }
  return best;
}
