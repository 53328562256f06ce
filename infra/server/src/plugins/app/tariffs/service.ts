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
import { roadDistances, type GeoPoint } from '../../../tariffs/geo';
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
  onOffers?(result: ProviderResult): void;
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

function withTimeout<T>(work: () => T | Promise<T>, ms: number, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ProviderTimeout(`no answer in ${ms} ms`)), ms);
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    };
    Promise.resolve()
      .then(work)
      .then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
  });
}

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

  constructor(private readonly options: ServiceOptions) {}

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
    const { roads, circuity } = this.options;
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
      distances: roadDistances(circuity, roads?.known),
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
    const signal = handlers.signal ?? new AbortController().signal;
    const context = await this.context(request, kind);
    const fingerprint = this.options.fingerprint(priced(kind, data, request));
    const providers = this.providers.filter((p) => p.kinds.includes(kind));

    const results = await Promise.all(
      providers.map(async (provider): Promise<ProviderResult> => {
        const result: ProviderResult = { slug: provider.slug, name: provider.name, offers: [] };
        try {
          const offers = await withTimeout(
            () => provider.quote(kind, request, context, signal),
            this.options.timeoutMs,
            signal,
          );
          result.offers = this.finish(provider.slug, offers, fingerprint);
        } catch (error) {
          if (!signal.aborted) this.options.onProviderFailure(provider.slug, error);
          return result;
        }
        if (!signal.aborted) handlers.onOffers?.(result);
        return result;
      }),
    );
    return { request, distanceKm: context.distances.km(request.from, request.to), results };
  }
}
