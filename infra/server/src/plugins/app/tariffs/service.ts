/**
 * Runs a search: reads it, measures distances, asks every provider of its kind at once, each
 * bounded by its own timeout, and hands each provider's offers on as soon as they are ready, with
 * an id and a signed quote. The rate cards, fleet and cities are held in memory (`setData`).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_DECLARED_VALUE,
  pointKindsFor,
  type DeliveryMethodSlug,
  type TariffOffer,
  type TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import { roadDistances, type GeoPoint, type RoadDistances } from '../../../tariffs/geo';
import type { PricedOffer } from '../../../tariffs/offer';
import type { Provider } from '../../../tariffs/rate-card';
import type { PickupPoint } from '@dostavka/shared-kernel/contract';
import type { EngineContext, TariffRequest, Vehicle } from '../../../tariffs/request';
import { readSearch, type SearchKind } from '../../../tariffs/search-input';
import { offerFactsAndJson, type PricedSearch, type QuoteClaims } from '../quotes';
import type { RoadDistanceSource } from './osrm';
import { rateCardProvider, type TariffProvider } from './providers';
import { TurnQueue } from './turn-queue';

export interface TariffData {
  providers: Provider[];
  fleet: Vehicle[];
  cities: ReadonlyMap<string, GeoPoint>;
  /** Each rate card's version (`rate_cards.version`): quotes name the one they were priced with. */
  versions: ReadonlyMap<string, number>;
  /** Every pick-up point by its id, in the table's order. */
  points: ReadonlyMap<string, PickupPoint>;
}

export interface ServiceOptions {
  circuity: number;
  timeoutMs: number;
  /** The offer's signed quote and when it expires (ISO date-time), so clients never read the token. */
  sign(claims: QuoteClaims): { quote: string; expiresAt: string };
  fingerprint(data: PricedSearch): string;
  /** Measured road distances (OSRM), when configured. */
  roads?: RoadDistanceSource;
  /** Providers besides the rate cards' (a partner's API; tests' slow ones). */
  extraProviders?: TariffProvider[];
  onProviderFailure(slug: string, error: unknown): void;
  /** How long a provider took to price a search (ms), failed ones included. */
  onProviderTime?(slug: string, ms: number): void;
  now?: () => Date;
}

export interface ProviderResult<Offer = TariffOffer> {
  slug: string;
  name: string;
  offers: Offer[];
}

export interface SearchHandlers {
  /** Stops the search: nothing more is handed on. */
  signal?: AbortSignal;
  /** Each provider's offers (maybe none) as it finishes; `last` for the one that ends the search. */
  onOffers?(result: ProviderResult, last: boolean): void;
}

export interface SearchResult<Offer = TariffOffer> {
  request: TariffRequest;
  /** Road km from the departure city to the destination. */
  distanceKm: number;
  results: Array<ProviderResult<Offer>>;
}

class ProviderTimeout extends Error {
  override readonly name = 'ProviderTimeout';
}

/** A provider's later answer, bounded by the timeout and by the search's signal. */
function bounded(answer: Promise<PricedOffer[]>, ms: number, signal: AbortSignal): Promise<PricedOffer[]> {
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

/** Deferred work served per turn of the event loop, in milliseconds. */
const TURN_SLICE_MS = 2;

/** The search as it was priced, with the defaults filled in, so that an order can fingerprint it alike. */
function priced(kind: SearchKind, data: TariffSearchData, request: TariffRequest): PricedSearch {
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

/**
 * Each signed offer's JSON, written with its facts when it was signed (`offerFactsAndJson`): a
 * property of its own that is not enumerable (no copy, JSON or comparison sees it). A WeakMap from
 * the offers held it at first: its entries, keyed by young objects, are ephemerons the scavenger
 * must trace, and garbage collection went from 4 % to 22 % of the server's CPU under quotes.
 */
const SIGNED_JSON = Symbol('signed JSON');

export class TariffService {
  private data: TariffData = {
    providers: [],
    fleet: [],
    cities: new Map(),
    versions: new Map(),
    points: new Map(),
  };
  /** The points by `${city}:${provider}`, in the table's order. */
  private pointsByCity = new Map<string, PickupPoint[]>();
  private providers: TariffProvider[] = [];
  /** Measured distances (when a route service is configured) fill in the one shared map. */
  private readonly distances: RoadDistances;

  private readonly turns: TurnQueue;

  constructor(private readonly options: ServiceOptions) {
    this.turns = new TurnQueue(TURN_SLICE_MS, (error) => options.onProviderFailure('turn', error));
    this.distances = roadDistances(options.circuity, options.roads?.known);
  }

  setData(data: TariffData): void {
    this.data = data;
    this.pointsByCity = new Map();
    for (const point of data.points.values()) {
      const key = `${point.city.code}:${point.provider}`;
      this.pointsByCity.set(key, [...(this.pointsByCity.get(key) ?? []), point]);
    }
    this.providers = [...data.providers.map(rateCardProvider), ...(this.options.extraProviders ?? [])];
  }

  /**
   * The JSON of offers a search signed, each one's text as written when it was signed: a search's
   * reply is not written a second time by the response's serializer. An offer not signed here has
   * no text, and is refused: nothing else vouches that it is the contract's.
   */
  readonly offersJson = (offers: readonly TariffOffer[]): string =>
    `[${offers
      .map((offer) => {
        const text = (offer as { [SIGNED_JSON]?: string })[SIGNED_JSON];
        if (text === undefined) throw new Error('offersJson takes only offers a search signed');
        return text;
      })
      .join(',')}]`;

  get fleet(): readonly Vehicle[] {
    return this.data.fleet;
  }

  get cities(): ReadonlyMap<string, GeoPoint> {
    return this.data.cities;
  }

  get rateCards(): readonly Provider[] {
    return this.data.providers;
  }

  /** Whether a provider prices searches: a rate card's, or a carrier's API that is on. */
  hasProvider(slug: string): boolean {
    return this.providers.some((provider) => provider.slug === slug);
  }

  /** A pick-up point by its id. */
  point(id: string): PickupPoint | undefined {
    return this.data.points.get(id);
  }

  /**
   * The pick-up points in a city: of one carrier or of all (in the cards' order), of one kind or
   * all, and those that serve a hand-over (`method`) by each one's carrier's declaration.
   */
  pointsIn(
    cityCode: string,
    filter: {
      provider?: string | undefined;
      kind?: PickupPoint['kind'] | undefined;
      method?: DeliveryMethodSlug | undefined;
    } = {},
  ): PickupPoint[] {
    const { provider, kind, method } = filter;
    // The rate cards' points first, then the carriers' (their APIs' points, synced).
    const providers = provider ? [provider] : this.providers.map((p) => p.slug);
    return providers.flatMap((slug) => {
      const served = method ? this.kindsServing(slug, method) : null;
      return (this.pointsByCity.get(`${cityCode}:${slug}`) ?? []).filter(
        (point) => (!kind || point.kind === kind) && (!served || served.includes(point.kind)),
      );
    });
  }

  /**
   * The kinds of a provider's points at which a hand-over is made: its declaration (the kernel's
   * `pointKindsFor`), else the method's own kind. The points API, the search and the order check
   * all ask this.
   */
  readonly kindsServing = (provider: string, method: DeliveryMethodSlug): readonly PickupPoint['kind'][] =>
    pointKindsFor(method, this.providers.find((p) => p.slug === provider)?.pointKinds);

  /**
   * Road km between two cities as every search measures them (the route service when configured,
   * else the circuity factor): the one distance of the calculator's offers and the content pages.
   */
  async roadKm(from: GeoPoint, to: GeoPoint): Promise<number> {
    await this.options.roads?.measure([from, to], []);
    return this.knownRoadKm(from, to);
  }

  /** `roadKm` without asking the route service: what it has measured, else the circuity factor. */
  knownRoadKm(from: GeoPoint, to: GeoPoint): number {
    return this.distances.km(from, to);
  }

  /** The version of each rate card held in memory. */
  get versions(): ReadonlyMap<string, number> {
    return this.data.versions;
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
    const version = this.data.versions.get(slug);
    return offers.map((offer) => {
      const uuid = randomUUID();
      const { facts, fields } = offerFactsAndJson(offer);
      const claims: QuoteClaims = {
        provider: slug,
        code: String(offer.codes.tariff ?? slug),
        total: offer.total,
        fingerprint,
        facts,
        offer: uuid,
      };
      if (version !== undefined) claims.version = version;
      const { quote, expiresAt } = this.options.sign(claims);
      // Frozen, so that its JSON stays its text. The id, the quote (base64url) and an ISO date
      // are written as they are: none needs escaping.
      const head = `{"uuid":"${uuid}","quote":"${quote}","expiresAt":"${expiresAt}"`;
      const signed = { uuid, ...offer, quote, expiresAt };
      Object.defineProperty(signed, SIGNED_JSON, { value: fields ? `${head},${fields}}` : `${head}}` });
      return Object.freeze(signed);
    });
  }

  /**
   * The totals one search gets from each of the given cards (a staff preview of a draft beside
   * the live card): nothing is signed, kept or announced; null where a card makes no offer.
   */
  async priceWith(
    kind: SearchKind,
    data: TariffSearchData,
    cards: readonly Provider[],
  ): Promise<Array<number | null>> {
    const now = this.options.now?.() ?? new Date();
    const request = readSearch(kind, data, this.data.cities, now, this.data.points, this.kindsServing);
    const context = await this.context(request, kind);
    return cards.map((card) => {
      const provider = rateCardProvider(card);
      if (!provider.kinds.includes(kind)) return null;
      const offers = provider.quote(kind, request, context, NEVER_ABORTED) as PricedOffer[];
      return offers[0]?.total ?? null;
    });
  }

  /** Throws TariffInputError (400) for a search that cannot be priced. */
  async search(
    kind: SearchKind,
    data: TariffSearchData,
    handlers: SearchHandlers = {},
  ): Promise<SearchResult> {
    return this.collect(kind, data, handlers, (request) => {
      const fingerprint = this.options.fingerprint(priced(kind, data, request));
      return (slug, offers) => this.finish(slug, offers, fingerprint);
    });
  }

  /**
   * The offers of a search as a content page shows them (a route's price table): priced as
   * `search` prices them, without an id or a signed quote, since nothing is ordered from a page.
   * Throws TariffInputError for a search that cannot be priced.
   */
  async prices(kind: SearchKind, data: TariffSearchData): Promise<SearchResult<PricedOffer>> {
    return this.collect(kind, data, {}, () => (_slug, offers) => offers);
  }

  private async collect<Offer>(
    kind: SearchKind,
    data: TariffSearchData,
    handlers: {
      signal?: AbortSignal;
      onOffers?(result: ProviderResult<Offer>, last: boolean): void;
    },
    /** How the search's offers are handed on (signed, or as priced). */
    finishing: (request: TariffRequest) => (slug: string, offers: PricedOffer[]) => Offer[],
  ): Promise<SearchResult<Offer>> {
    const now = this.options.now?.() ?? new Date();
    const request = readSearch(kind, data, this.data.cities, now, this.data.points, this.kindsServing);
    const signal = handlers.signal ?? NEVER_ABORTED;
    const context = await this.context(request, kind);
    const finish = finishing(request);
    const providers = this.providers.filter((p) => p.kinds.includes(kind));

    let remaining = providers.length;
    /** Whether this search has handed on any offers yet. */
    let delivered = false;
    const deliver = (result: ProviderResult<Offer>): ProviderResult<Offer> => {
      remaining -= 1;
      if (!signal.aborted) handlers.onOffers?.(result, remaining === 0);
      if (result.offers.length > 0) delivered = true;
      return result;
    };
    const failed = (slug: string) => (error: unknown) => {
      if (!signal.aborted) this.options.onProviderFailure(slug, error);
    };
    // A rate card answers at once and is handed on at once; a provider that answers later (a
    // partner's API) is awaited apart, bounded by the timeout, so a slow one holds back nobody.
    const run = (provider: TariffProvider): ProviderResult<Offer> | Promise<ProviderResult<Offer>> => {
      const result: ProviderResult<Offer> = { slug: provider.slug, name: provider.name, offers: [] };
      const fail = failed(provider.slug);
      const started = performance.now();
      const timed = (done: ProviderResult<Offer>) => {
        this.options.onProviderTime?.(provider.slug, performance.now() - started);
        return deliver(done);
      };
      try {
        const answer = provider.quote(kind, request, context, signal);
        if (answer instanceof Promise) {
          return bounded(answer, this.options.timeoutMs, signal)
            .then((offers) => {
              result.offers = finish(provider.slug, offers);
            })
            .catch(fail)
            .then(() => timed(result));
        }
        result.offers = finish(provider.slug, answer);
      } catch (error) {
        fail(error);
      }
      return timed(result);
    };
    // Every provider is asked before any answer is awaited. A streamed search lets the loop take
    // a turn between two providers once it has handed on its first offers: under a burst of
    // searches each gets its first offers out before any computes the rest (providers with
    // nothing for the route cost little and do not wait for a turn).
    const streamed = handlers.onOffers !== undefined;
    const pending: Array<ProviderResult<Offer> | Promise<ProviderResult<Offer>>> = [];
    await new Promise<void>((asked) => {
      const askFrom = (from: number): void => {
        for (let i = from; i < providers.length; i += 1) {
          if (signal.aborted) break;
          if (streamed && i > from && delivered) {
            this.turns.defer(() => askFrom(i));
            return;
          }
          pending.push(run(providers[i]!));
        }
        asked();
      };
      askFrom(0);
    });
    const results = await Promise.all(pending);
    return { request, distanceKm: this.knownRoadKm(request.from, request.to), results };
  }
}
