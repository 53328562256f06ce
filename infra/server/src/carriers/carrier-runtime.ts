/**
 * One carrier adapter at work: every call it makes is bounded by the carrier's timeout, passes its
 * circuit breaker, is counted (metrics, the staff page) and, when it fails, logged once per burst.
 * Its quotes are a TariffProvider whose identical shipments share one call and whose answers are
 * kept a few minutes; a failed quote is an empty answer, so a carrier never fails a search.
 */
import type { PricedOffer } from '../tariffs/offer';
import type { TariffRequest } from '../tariffs/request';
import type { SearchKind } from '../tariffs/search-input';
import type { TariffProvider } from '../plugins/app/tariffs/providers';
import { CircuitBreaker } from './breaker';
import { CarrierStats } from './carrier-stats';
import { CarrierError } from './http';
import { SharedAnswers } from './shared-answers';
import type { CarrierAdapter, CarrierCityRef, CarrierModule, CarrierPoint, OurCity } from './types';

export type CarrierCall = 'quote' | 'city' | 'points';

export interface CarrierObserver {
  /** A call ended: `fault` null for a success, else the fault's kind ('open': not made). */
  call(carrier: string, call: CarrierCall, ms: number, fault: string | null): void;
}

export interface CarrierLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Our cities by KLADR code and the carrier's ids of them, kept in the database (city-map.ts). */
export interface CityLookup {
  ourCity(code: string): Promise<OurCity | null>;
  /** The kept id (null: the carrier does not serve the city), or undefined when never asked. */
  kept(carrier: string, code: string): CarrierCityRef | null | undefined;
  keep(carrier: string, code: string, ref: CarrierCityRef | null): Promise<void>;
}

export interface RuntimeOptions {
  timeoutMs: number;
  /** How long an answer is kept; 0: never. */
  cacheMs: number;
  /** Points lists are long: their own, longer bound. */
  pointsTimeoutMs?: number;
  breaker?: { threshold: number; openMs: number };
  cities: CityLookup;
  observer: CarrierObserver;
  log: CarrierLog;
  now?: () => number;
}

const DEFAULT_BREAKER = { threshold: 5, openMs: 30_000 };
/** Kept answers per carrier: shipments differ in cargo, so many. */
const MAX_KEPT = 2_000;

/** What decides a carrier's price: two searches alike in these share one call and one answer. */
function shipmentKey(kind: SearchKind, request: TariffRequest): string {
  const { cargo } = request;
  return JSON.stringify([
    kind,
    request.from.code,
    request.to.code,
    request.fromMethod,
    request.toMethod,
    request.fromPoint?.id ?? null,
    request.toPoint?.id ?? null,
    cargo.byTotals ? [cargo.count, cargo.weightKg, cargo.volumeM3] : cargo.places,
    request.insurance,
    request.declared,
    request.loadingDate,
  ]);
}

const faultOf = (error: unknown): { fault: string; message: string } =>
  error instanceof CarrierError
    ? { fault: error.fault, message: error.message }
    : { fault: 'error', message: error instanceof Error ? error.message : String(error) };

export class CarrierRuntime {
  readonly breaker: CircuitBreaker;
  readonly stats: CarrierStats;
  private readonly answers: SharedAnswers<PricedOffer[]>;
  private readonly resolving = new Map<string, Promise<CarrierCityRef | null>>();
  private readonly now: () => number;

  constructor(
    readonly module: CarrierModule,
    readonly adapter: CarrierAdapter,
    private readonly options: RuntimeOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.breaker = new CircuitBreaker({ ...(options.breaker ?? DEFAULT_BREAKER), now: this.now });
    this.stats = new CarrierStats(() => new Date(this.now()));
    this.answers = new SharedAnswers(options.cacheMs, MAX_KEPT, this.now);
  }

  get slug(): string {
    return this.module.slug;
  }

  /** Runs one call to the carrier through the breaker, the timeout, the counters and the log. */
  async call<T>(call: CarrierCall, run: (signal: AbortSignal) => Promise<T>, timeoutMs?: number): Promise<T> {
    const { observer, log } = this.options;
    if (!this.breaker.allow()) {
      observer.call(this.slug, call, 0, 'open');
      throw new CarrierError('server', 'circuit open: the carrier failed repeatedly');
    }
    const ms = timeoutMs ?? this.options.timeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const started = this.now();
    try {
      // The adapter's requests stop at the signal; the race ends the call even if one does not.
      const limit = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new CarrierError('timeout', `no answer in ${ms} ms`));
        }, ms);
      });
      const result = await Promise.race([run(controller.signal), limit]);
      const took = this.now() - started;
      this.breaker.success();
      observer.call(this.slug, call, took, null);
      const burst = this.stats.success(took);
      if (burst !== null) log.info({ carrier: this.slug, failures: burst }, 'carrier answers again');
      return result;
    } catch (error) {
      const took = this.now() - started;
      const { fault, message } = faultOf(error);
      this.breaker.failure();
      observer.call(this.slug, call, took, fault);
      const note = this.stats.fault(took, fault, message);
      if (note.kind === 'first') log.warn({ carrier: this.slug, call, fault, err: error }, 'carrier failed');
      if (note.kind === 'summary')
        log.warn({ carrier: this.slug, call, fault, failures: note.count }, 'carrier still failing');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The carrier's id of one of our cities: kept, or asked once (concurrent askers share it). */
  async cityRef(code: string): Promise<CarrierCityRef | null> {
    const { cities } = this.options;
    const kept = cities.kept(this.slug, code);
    if (kept !== undefined) return kept;
    const flying = this.resolving.get(code);
    if (flying) return flying;
    const asking = (async () => {
      const city = await cities.ourCity(code);
      if (!city) return null;
      const ref = await this.call('city', (signal) => this.adapter.resolveCity(city, signal));
      await cities.keep(this.slug, code, ref);
      return ref;
    })().finally(() => this.resolving.delete(code));
    this.resolving.set(code, asking);
    return asking;
  }

  /** The carrier's points in one of our cities (empty when it does not serve the city). */
  async points(city: OurCity): Promise<CarrierPoint[]> {
    const ref = await this.cityRef(city.code);
    if (!ref) return [];
    return this.call(
      'points',
      (signal) => this.adapter.points(city, ref, signal),
      this.options.pointsTimeoutMs ?? this.options.timeoutMs * 4,
    );
  }

  /** Forgets kept answers (a staff "sync again"). */
  forgetAnswers(): void {
    this.answers.clear();
  }

  private async quoteNow(kind: SearchKind, request: TariffRequest, km: number): Promise<PricedOffer[]> {
    const [fromRef, toRef] = await Promise.all([
      this.cityRef(request.from.code),
      this.cityRef(request.to.code),
    ]);
    if (!fromRef || !toRef) return [];
    const { cities } = this.options;
    const [fromCity, toCity] = await Promise.all([
      cities.ourCity(request.from.code),
      cities.ourCity(request.to.code),
    ]);
    if (!fromCity || !toCity) return [];
    const prefix = `${this.slug}-`;
    const pointCode = (id: string | undefined) => (id?.startsWith(prefix) ? id.slice(prefix.length) : null);
    return this.call('quote', (signal) =>
      this.adapter.quote(
        {
          kind,
          request,
          km,
          from: { city: fromCity, carrierCity: fromRef, pointCode: pointCode(request.fromPoint?.id) },
          to: { city: toCity, carrierCity: toRef, pointCode: pointCode(request.toPoint?.id) },
        },
        signal,
      ),
    );
  }

  /** The carrier as one more provider of the tariff service. */
  provider(): TariffProvider {
    return {
      slug: this.slug,
      name: this.module.name,
      kinds: this.adapter.kinds,
      ...(this.module.pointKinds && { pointKinds: this.module.pointKinds }),
      quote: (kind, request, context) => {
        // A chosen point is its carrier's: another carrier's point means this one has no offer.
        for (const point of [request.fromPoint, request.toPoint])
          if (point && point.provider !== this.slug) return [];
        const km = context.distances.km(request.from, request.to);
        return this.answers
          .get(shipmentKey(kind, request), () => this.quoteNow(kind, request, km))
          .catch(() => []);
      },
    };
  }
}
