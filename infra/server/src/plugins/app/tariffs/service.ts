/**
 * Runs a search: reads it, measures distances, asks every provider of its kind at once, each
 * bounded by its own timeout, and hands each provider's offers on as soon as they are ready, with
 * an id and a signed quote. The rate cards, fleet and cities are held in memory (`setData`).
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_DECLARED_VALUE,
  type TariffOffer,
  type TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import { roadDistances, type GeoPoint, type RoadDistances } from '../../../tariffs/geo';
import type { PricedOffer } from '../../../tariffs/offer';
import type { Provider } from '../../../tariffs/rate-card';
import type { EngineContext, TariffRequest, Vehicle } from '../../../tariffs/request';
import { readSearch, type SearchKind } from '../../../tariffs/search-input';
import type { QuoteClaims } from '../quotes';
import type { RoadDistanceSource } from './osrm';
import { rateCardProvider, type TariffProvider } from './providers';

export interface TariffData {
  providers: Provider[];
  fleet: Vehicle[];
  cities: ReadonlyMap<string, GeoPoint>;
}

export interface ServiceOptions {
  circuity: number;
  timeoutMs: number;
  sign(claims: QuoteClaims): string;
  fingerprint(data: TariffSearchData): string;
  /** Measured road distances (OSRM), when configured. */
  roads?: RoadDistanceSource;
  /** Providers besides the rate cards' (a partner's API; tests' slow ones). */
  extraProviders?: TariffProvider[];
  onProviderFailure(slug: string, error: unknown): void;
  now?: () => Date;
}

export interface ProviderResult {
  slug: string;
  name: string;
  offers: TariffOffer[];
}

export interface SearchHandlers {
  /** Stops the search: nothing more is handed on. */
  signal?: AbortSignal;
  /** Each provider's offers (maybe none) as it finishes; `last` for the one that ends the search. */
  onOffers?(result: ProviderResult, last: boolean): void;
}

export interface SearchResult {
  request: TariffRequest;
  /** Road km from the departure city to the destination. */
  distanceKm: number;
  results: ProviderResult[];
}

class ProviderTimeout extends Error {
  override readonly name = 'ProviderTimeout';
}

/** A provider's answer, bounded by the timeout when it is a promise (a sync answer is already in). */
function bounded(
  answer: PricedOffer[] | Promise<PricedOffer[]>,
  ms: number,
  signal: AbortSignal,
): Promise<PricedOffer[]> {
  if (!(answer instanceof Promise)) return Promise.resolve(answer);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    const timer = setTimeout(() => reject(new ProviderTimeout(`no answer in ${ms} ms`)), ms);
    signal.addEventListener('abort', stop, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    };
    answer.then(
      (offers) => {
        settle();
        resolve(offers);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

/** The signal of a search nobody can cancel (a REST call). */
const NEVER_ABORTED = new AbortController().signal;

/** Lets the event loop serve other searches (their first offers, new requests) in between. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The search as it was priced, with the defaults filled in, so that an order can fingerprint it alike. */
function priced(kind: SearchKind, data: TariffSearchData, request: TariffRequest): TariffSearchData {
  const { delivery } = data;
  return {
    ...data,
    delivery: {
      ...delivery,
      type: { slug: kind === 'dedicated' ? 'dedicated' : 'combined' },
      isDedicated: kind === 'dedicated',
      declared: delivery.declared ?? DEFAULT_DECLARED_VALUE,
      description: delivery.description ?? '',
      date: request.loadingDate,
    },
  };
}

export class TariffService {
  private data: TariffData = { providers: [], fleet: [], cities: new Map() };
  private providers: TariffProvider[] = [];
  /** Measured distances (when a route service is configured) fill in the one shared map. */
  private readonly distances: RoadDistances;

  constructor(private readonly options: ServiceOptions) {
    this.distances = roadDistances(options.circuity, options.roads?.known);
  }

  setData(data: TariffData): void {
    this.data = data;
    this.providers = [...data.providers.map(rateCardProvider), ...(this.options.extraProviders ?? [])];
  }

  get fleet(): readonly Vehicle[] {
    return this.data.fleet;
  }

  get cities(): ReadonlyMap<string, GeoPoint> {
    return this.data.cities;
  }

  get rateCards(): readonly Provider[] {
    return this.data.providers;
  }

  private async context(request: TariffRequest, kind: SearchKind): Promise<EngineContext> {
    const { roads } = this.options;
    if (roads) {
      const stations = this.data.providers.flatMap(({ card }) =>
        kind === 'dedicated'
          ? (card.dedicated?.depots ?? [])
          : (card.consolidated?.terminals.filter((t) => t.hub).map((t) => t.city) ?? []),
      );
      const points = [...new Set(stations)].map((code) => this.data.cities.get(code));
      await roads.measure(
        [request.from, request.to],
        points.filter((p): p is GeoPoint => p !== undefined),
      );
    }
    return {
      cities: this.data.cities,
      fleet: this.data.fleet,
      distances: this.distances,
    };
  }

  private finish(slug: string, offers: PricedOffer[], fingerprint: string): TariffOffer[] {
    return offers.map((offer) => {
      const code = String(offer.codes.tariff ?? slug);
      const quote = this.options.sign({ provider: slug, code, total: offer.total, fingerprint });
      return { uuid: randomUUID(), ...offer, quote };
    });
  }

  /** Throws TariffInputError (400) for a search that cannot be priced. */
  async search(
    kind: SearchKind,
    data: TariffSearchData,
    handlers: SearchHandlers = {},
  ): Promise<SearchResult> {
    const now = this.options.now?.() ?? new Date();
    const request = readSearch(kind, data, this.data.cities, now);
    const signal = handlers.signal ?? NEVER_ABORTED;
    const context = await this.context(request, kind);
    const fingerprint = this.options.fingerprint(priced(kind, data, request));
    const providers = this.providers.filter((p) => p.kinds.includes(kind));

    const run = async (provider: TariffProvider): Promise<ProviderResult> => {
      const result: ProviderResult = { slug: provider.slug, name: provider.name, offers: [] };
      try {
        const answer = bounded(
          provider.quote(kind, request, context, signal),
          this.options.timeoutMs,
          signal,
        );
        result.offers = this.finish(provider.slug, await answer, fingerprint);
      } catch (error) {
        if (!signal.aborted) this.options.onProviderFailure(provider.slug, error);
      }
      remaining -= 1;
      if (!signal.aborted) handlers.onOffers?.(result, remaining === 0);
      return result;
    };
    // Every provider is asked before any answer is awaited, so a slow one holds back nobody.
    // A streamed search lets the loop take a turn between two providers: under a burst of
    // searches each gets its first offers out before any computes its last.
    const streamed = handlers.onOffers !== undefined;
    let remaining = providers.length;
    const pending: Array<Promise<ProviderResult>> = [];
    for (const [i, provider] of providers.entries()) {
      if (streamed && i > 0) await nextTurn();
      if (signal.aborted) break;
      pending.push(run(provider));
    }
    const results = await Promise.all(pending);
    return { request, distanceKm: context.distances.km(request.from, request.to), results };
  }
}
