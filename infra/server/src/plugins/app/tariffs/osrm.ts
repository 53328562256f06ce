/**
 * Road distances from an OSRM route service (table service, distances in metres). Answers are
 * kept for the life of the process: cities do not move. A slow or failing service costs one
 * bounded wait and the circuity factor stands in.
 */
import { pairKey, type GeoPoint } from '../../../tariffs/geo';

export interface OsrmOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  onError(error: unknown): void;
}

const PAUSE_AFTER_FAILURE_MS = 30_000;

interface TableAnswer {
  code: string;
  distances?: Array<Array<number | null>>;
}

export interface RoadDistanceSource {
  /** Measured road km by pairKey, filled in for every pair of `origins` x `points` it can get. */
  known: ReadonlyMap<string, number>;
  measure(origins: GeoPoint[], points: GeoPoint[]): Promise<void>;
}

export function osrmDistances({
  baseUrl,
  timeoutMs,
  fetch = globalThis.fetch,
  onError,
}: OsrmOptions): RoadDistanceSource {
  const known = new Map<string, number>();
  // After a failure the service is left alone for a while instead of slowing every search.
  let pausedUntil = 0;
  return {
    known,
    async measure(origins, points) {
      const all = [...new Map([...origins, ...points].map((p) => [p.code, p])).values()];
      const missing = origins.some((o) =>
        all.some((p) => p.code !== o.code && !known.has(pairKey(o.code, p.code))),
      );
      if (!missing || Date.now() < pausedUntil) return;
      const coordinates = all.map((p) => `${p.lon},${p.lat}`).join(';');
      const sources = origins.map((o) => all.findIndex((p) => p.code === o.code)).join(';');
      const url = `${baseUrl}/table/v1/driving/${coordinates}?sources=${sources}&annotations=distance`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`OSRM answered ${response.status}`);
        const answer = (await response.json()) as TableAnswer;
        if (answer.code !== 'Ok' || !answer.distances) throw new Error(`OSRM answered ${answer.code}`);
        answer.distances.forEach((row, i) => {
          const origin = origins[i];
          row.forEach((metres, j) => {
            const point = all[j];
            if (origin && point && metres !== null && point.code !== origin.code)
              known.set(pairKey(origin.code, point.code), Math.round(metres / 1000));
          });
        });
      } catch (error) {
        pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
        onError(error);
      }
    },
  };
}
