import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of one process (`app.metrics`), exposed by `serveMetrics` on an address of
 * their own, never on the public port. Each app builds its own registry, so test servers in one
 * process do not mix their figures.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Server rendering of a content page (data and render), by whether the page cache answered. */
  readonly ssrSeconds: Histogram<'cache'>;
  /** One carrier's price for one search (the engine's work, signing included). */
  readonly quoteSeconds: ProviderSeconds;
  readonly searchesInFlight: Gauge;
  /** Realtime searches by how they ended: done, cancelled, failed, refused. */
  readonly searches: Counter<'outcome'>;
  readonly signInCodes: Counter<'outcome'>;
  readonly mails: Counter<'transport' | 'outcome'>;
  /** Failures the browsers report: a remote that did not load or mount, a page that threw. */
  readonly remoteFailures: Counter<'remote' | 'version' | 'kind'>;
  /** Calls to the carriers' APIs (src/carriers): quote, city, points; by carrier. */
  readonly carrierRequests: Counter<'carrier' | 'call'>;
  /** Failed carrier calls by fault (timeout, server, html, invalid-json, too-large, open...). */
  readonly carrierErrors: Counter<'carrier' | 'call' | 'fault'>;
  readonly carrierSeconds: Histogram<'carrier' | 'call'>;
  /** A gauge read at scrape time (pool sizes, connection states). */
  gauge(name: string, help: string, read: () => number): void;
}

/** What the site's catch-all route served: a page of each kind, a file, or something else. */
export type PageKind = 'content' | 'app' | 'staff' | 'static' | 'other';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** Set by the catch-all route (`/*`): its requests are counted per kind. */
    pageKind: PageKind | null;
  }
}

/** The catch-all route's pattern: pages and the shell's files are told apart by their kind. */
const CATCH_ALL = '/*';

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, CPU, memory, handles: the process's own health.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Counter<L>({ name, help, labelNames, registers });
  const seconds = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: SECONDS, registers });
  const quoteSeconds = new ProviderSeconds(
    'dostavka_quote_seconds',
    "One carrier's offers for one search",
    SECONDS,
  );
  registry.registerMetric(quoteSeconds as unknown as Histogram);
  return {
    registry,
    ssrSeconds: seconds('dostavka_ssr_seconds', 'Server rendering of a content page (data and render)', [
      'cache',
    ]),
    quoteSeconds,
    searchesInFlight: new Gauge({
      name: 'dostavka_searches_in_flight',
      help: 'Realtime tariff searches running now',
      registers,
    }),
    searches: counter('dostavka_searches_total', 'Realtime tariff searches by outcome', ['outcome']),
    signInCodes: counter('dostavka_sign_in_codes_total', 'Sign-in codes by outcome (sent, failed, limited)', [
      'outcome',
    ]),
    mails: counter('dostavka_mails_total', 'Mail by transport (smtp, outbox) and outcome (sent, failed)', [
      'transport',
      'outcome',
    ]),
    remoteFailures: counter(
      'dostavka_remote_failures_total',
      'Remote load, mount and page failures reported by browsers, and server builds the server could not load (kind server-build)',
      ['remote', 'version', 'kind'],
    ),
    carrierRequests: counter(
      'dostavka_carrier_requests_total',
      "Calls to a carrier's API by carrier and call (quote, city, points)",
      ['carrier', 'call'],
    ),
    carrierErrors: counter(
      'dostavka_carrier_errors_total',
      "Failed calls to a carrier's API by fault ('open': not made, the breaker is open)",
      ['carrier', 'call', 'fault'],
    ),
    carrierSeconds: seconds(
      'dostavka_carrier_request_seconds',
      "A carrier API call's time, failed ones included",
      ['carrier', 'call'],
    ),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
  };
}

type Labels = Record<string, string>;

/** One series of a histogram: its observations per bucket (not cumulative), sum and count. */
interface Series {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

/** A value of a metric as prom-client's registry writes it: its series' labels after `labels`. */
interface Value {
  labels: Record<string, string | number>;
  sharedLabels: Labels;
  value: number;
  metricName: string;
}

/**
 * A latency histogram that gives the registry the values prom-client's Histogram gives for the
 * same observations (metrics.test.ts compares the two texts), its series found by the subclass
 * without prom-client's check and hash of the labels on each observation.
 */
abstract class Seconds {
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly upperBounds: readonly number[],
  ) {}

  /** Every series, in the order they were first observed. */
  protected abstract allSeries(): Iterable<Series>;

  abstract reset(): void;

  protected newSeries(labels: Labels): Series {
    return { labels, buckets: this.upperBounds.map(() => 0), sum: 0, count: 0 };
  }

  protected add(series: Series, seconds: number): void {
    // An observation above the last bound is only counted (the +Inf bucket is the count).
    for (let i = 0; i < this.upperBounds.length; i += 1)
      if (seconds <= this.upperBounds[i]!) {
        series.buckets[i]! += 1;
        break;
      }
    series.sum += seconds;
    series.count += 1;
  }

  /** The values for the registry's text, in prom-client's order: buckets, +Inf, sum, count. */
  async getForPromString() {
    const values: Value[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, buckets, sum, count } of this.allSeries()) {
      let below = 0;
      this.upperBounds.forEach((le, i) => {
        below += buckets[i]!;
        values.push({ labels: { le }, sharedLabels: labels, value: below, metricName: bucket });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: bucket },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** As prom-client's `get`: each value's labels with its series' labels. */
  async get() {
    const metric = await this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, value, metricName }) => ({
        labels: { ...labels, ...sharedLabels },
        value,
        metricName,
      })),
    };
  }
}

/**
 * The latency histogram of every request, observed on every answer: prom-client's Histogram
 * checked the labels and hashed them into a key on each observation, even through a series'
 * handle (2-3 % of a trivial request's CPU). This one finds a series by route, method and
 * status in nested maps.
 */
export class RequestSeconds extends Seconds {
  readonly labelNames = ['route', 'method', 'status'];
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  observe(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = this.newSeries({ route, method, status: String(status) });
      byStatus.set(status, series);
    }
    this.add(series, seconds);
  }

  protected *allSeries(): Iterable<Series> {
    for (const byMethod of this.series.values())
      for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  reset(): void {
    this.series.clear();
  }
}

/**
 * The time of one provider's offers for a search, observed for each provider of every search (a
 * quote observes three or four): its series found by the provider's slug, as in RequestSeconds.
 */
export class ProviderSeconds extends Seconds {
  readonly labelNames = ['provider'];
  private readonly series = new Map<string, Series>();

  observe(provider: string, seconds: number): void {
    let series = this.series.get(provider);
    if (!series) this.series.set(provider, (series = this.newSeries({ provider })));
    this.add(series, seconds);
  }

  protected allSeries(): Iterable<Series> {
    return this.series.values();
  }

  reset(): void {
    this.series.clear();
  }
}

/**
 * `app.metrics`, and the latency of every request by route pattern, method and status. The
 * catch-all's requests are labelled by kind (`/* content`, `/* app`, `/* staff`, `/* static`,
 * `/* other`), so the latency of each kind of page can be read; the set of series stays bounded.
 */
export default fp(
  async (app) => {
    const metrics = createMetrics();
    const requestSeconds = new RequestSeconds(
      'dostavka_http_request_seconds',
      'HTTP requests by route pattern (pages by kind), method and status',
      SECONDS,
    );
    metrics.registry.registerMetric(requestSeconds as unknown as Histogram);
    app.decorate('metrics', metrics);
    app.decorateRequest('pageKind', null);
    app.addHook('onResponse', (request, reply, done) => {
      // The pattern, not the address: a bounded set of series.
      const pattern = request.routeOptions.url ?? 'unmatched';
      // A file or page the catch-all passed on to the not-found handler keeps its kind.
      const route =
        pattern === CATCH_ALL || request.pageKind !== null
          ? `${CATCH_ALL} ${request.pageKind ?? 'other'}`
          : pattern;
      requestSeconds.observe(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);

/**
 * Serves `/metrics` on its own address. A busy port is one warning: metrics are not worth a
 * failed start. The caller closes the server it returns.
 */
export async function serveMetrics(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<Server | null> {
  if (port === 0) return null;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Only GET /metrics here\n');
      return;
    }
    app.metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      app.log.warn(
        `metrics are off: ${host}:${port} is not available (${error.code ?? error.message}); set METRICS_PORT to another port, or 0`,
      );
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  return listening ? server : null;
}
