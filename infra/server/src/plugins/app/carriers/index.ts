/**
 * `app.carriers`: the carriers of src/carriers whose credentials are configured, each at work in
 * a CarrierRuntime (timeout, breaker, shared answers, counters). Their quotes join the tariff
 * service as providers; their points are synced into `pickup_points` after the start when older
 * than a day, then checked hourly (and on a staff request), and the tariff data is reloaded.
 * Without credentials the list is empty and nothing here runs.
 */
import fp from 'fastify-plugin';
import type { CarrierStatus, CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import type { CarrierConfig } from '../../../config';
import { CARRIERS } from '../../../carriers';
import { CarrierRuntime } from '../../../carriers/carrier-runtime';
import { carrierHttp } from '../../../carriers/http';
import type { TariffProvider } from '../tariffs/providers';
import { loadTariffData } from '../tariffs/data';
import { cityStore } from './city-store';
import { lastSyncs, syncPoints } from './points-sync';

/** A points list may be a few megabytes; a quote or a city never is. */
const MAX_BYTES = 8_000_000;
const CHECK_EVERY_MS = 3600_000;

export interface Carriers {
  /** The running carriers as tariff providers (empty without credentials). */
  readonly providers: TariffProvider[];
  /** Every registered carrier, on or off, with its figures (the staff page). */
  status(): Promise<CarrierStatus[]>;
  /** Syncs one carrier's points now (every city, whatever its age); null for an unknown or off carrier. */
  sync(slug: string): Promise<CarrierSyncOutcome | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    carriers: Carriers;
  }
}

export default fp<{ config: CarrierConfig }>(
  async (app, { config }) => {
    const http = carrierHttp({ timeoutMs: config.timeoutMs, maxBytes: MAX_BYTES, userAgent: 'dostavka/1' });
    const store = cityStore(app.db, app.now);
    const runtimes = CARRIERS.flatMap((module) => {
      const adapter = module.create({ settings: config, http, now: app.now });
      if (!adapter) return [];
      return [
        new CarrierRuntime(module, adapter, {
          timeoutMs: config.timeoutMs,
          cacheMs: config.cacheS * 1000,
          cities: store,
          observer: {
            call(carrier, call, ms, fault) {
              app.metrics.carrierRequests.inc({ carrier, call });
              if (fault) app.metrics.carrierErrors.inc({ carrier, call, fault });
              if (fault !== 'open') app.metrics.carrierSeconds.observe({ carrier, call }, ms / 1000);
            },
          },
          log: app.log,
          now: () => app.now().getTime(),
        }),
      ];
    });
    if (runtimes.length > 0) {
      await store.load();
      app.log.info({ carriers: runtimes.map((r) => r.slug) }, 'carrier APIs on');
    }

    const sync = async (runtime: CarrierRuntime, force: boolean) => {
      const outcome = await syncPoints(app.db, runtime, store, { now: app.now(), force });
      if (outcome.cities > 0) app.tariffs.setData(await loadTariffData(app.db));
      if (outcome.cities > 0 || outcome.failed > 0)
        app.log.info({ carrier: runtime.slug, ...outcome }, 'carrier points synced');
      return outcome;
    };
    // One round at a time: the start's, the hourly check's and a staff request never overlap.
    let round: Promise<unknown> = Promise.resolve();
    const queue = <T>(work: () => Promise<T>): Promise<T> => {
      const next = round.then(work, work);
      round = next.catch(() => undefined);
      return next;
    };
    const checkAll = () =>
      queue(async () => {
        for (const runtime of runtimes) await sync(runtime, false);
      }).catch((error: unknown) => app.log.warn({ err: error }, 'carrier points sync failed'));

    if (runtimes.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        void checkAll();
        timer = setInterval(checkAll, CHECK_EVERY_MS).unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await round;
      });
    }

    app.decorate('carriers', {
      providers: runtimes.map((runtime) => runtime.provider()),
      async status() {
        const syncs = await lastSyncs(app.db);
        return CARRIERS.map((module): CarrierStatus => {
          const runtime = runtimes.find((r) => r.slug === module.slug);
          const stats = runtime?.stats.snapshot();
          const synced = syncs.get(module.slug);
          return {
            slug: module.slug,
            name: module.name,
            on: runtime !== undefined,
            circuit: runtime?.breaker.state ?? null,
            calls: stats?.calls ?? 0,
            errorRate: stats?.errorRate ?? 0,
            p95Ms: stats?.p95Ms ?? null,
            lastSuccessAt: stats?.lastSuccessAt?.toISOString() ?? null,
            lastFault: stats?.lastFault ? { ...stats.lastFault, at: stats.lastFault.at.toISOString() } : null,
            pointsSync: synced
              ? {
                  at: synced.at.toISOString(),
                  cities: synced.cities,
                  points: synced.points,
                  failingCities: synced.failing,
                }
              : null,
          };
        });
      },
      async sync(slug) {
        const runtime = runtimes.find((r) => r.slug === slug);
        if (!runtime) return null;
        runtime.forgetAnswers();
        return queue(() => sync(runtime, true));
      },
    } satisfies Carriers);
  },
  { name: 'carriers', dependencies: ['db', 'metrics', 'clock'] },
);
