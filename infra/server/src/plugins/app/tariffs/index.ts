import fp from 'fastify-plugin';
import type { RateCard } from '../../../tariffs/rate-card';
import { rateCardProblems } from '../../../tariffs/rate-card-rules';
import {
  CALCULATOR_NAMESPACE,
  type RateCardPreview,
  type RateCardVersion,
  type RateCardVersionDetail,
  type StaffRateCard,
} from '@dostavka/shared-kernel/contract';
import { quoteExpiresAt, quoteFingerprint } from '../quotes';
import type { RequestUser } from '../auth';
import { loadTariffData, rateCardVersions } from './data';
import { cardVersion, cardVersions, liveCard, liveCards, saveCardVersion } from './history';
import { previewCard } from './preview';
import { osrmDistances } from './osrm';
import type { TariffProvider } from './providers';
import { TariffService } from './service';
import { httpError } from '../../../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    tariffs: TariffService;
    /**
     * Validates and stores a provider's card as a new version (audited; `restoredFrom` names the
     * version a restore copies), then every server process prices with it. Returns the version.
     */
    replaceRateCard(
      provider: string,
      card: RateCard,
      actor: Pick<RequestUser, 'id' | 'role'> | null,
      restoredFrom?: number,
    ): Promise<number>;
    /** A 400 with the card's broken rules, field by field, unless it can be used. */
    assertRateCard(card: RateCard): void;
    /** The staff console's reading of the cards: live ones with their last change, versions, previews. */
    rateCardConsole: RateCardConsole;
  }
}

export interface RateCardConsole {
  list(): Promise<StaffRateCard[]>;
  live(provider: string): Promise<StaffRateCard | undefined>;
  versions(live: StaffRateCard): Promise<RateCardVersion[]>;
  version(live: StaffRateCard, version: number): Promise<RateCardVersionDetail | undefined>;
  /** Sample routes priced with the live card and with a draft; nothing saved. */
  preview(live: StaffRateCard, draft: RateCard): Promise<RateCardPreview>;
}

export interface TariffPluginOptions {
  osrmUrl: string | undefined;
  osrmTimeoutMs: number;
  circuity: number;
  timeoutMs: number;
  /** Several processes share events (Redis adapter): a changed card is announced to the others. */
  shared: boolean;
  /** How often the cards in memory are compared with the database's versions. */
  reconcileMs: number;
  extraProviders?: TariffProvider[];
}

const RELOAD_EVENT = 'tariffs:reload';

/** `app.tariffs`: the engine with its data in memory (the fleet and the cards seeded by `reference-data`). */
export default fp<TariffPluginOptions>(
  async (app, options) => {
    // The quotes signed within one second expire together: the expiry's text is written once.
    let expiry = { at: 0, text: '' };
    const service = new TariffService({
      circuity: options.circuity,
      timeoutMs: options.timeoutMs,
      sign: (claims) => {
        const now = new Date();
        const at = quoteExpiresAt(now);
        if (at !== expiry.at) expiry = { at, text: new Date(at * 1000).toISOString() };
        return { quote: app.quotes.sign(claims, now), expiresAt: expiry.text };
      },
      fingerprint: (data) => quoteFingerprint(data.directions, data.delivery),
      ...(options.osrmUrl && {
        roads: osrmDistances({
          baseUrl: options.osrmUrl,
          timeoutMs: options.osrmTimeoutMs,
          onError: (error) => app.log.warn({ err: error }, 'OSRM failed: distances by circuity factor'),
        }),
      }),
      extraProviders: options.extraProviders ?? [],
      onProviderFailure: (slug, error) =>
        app.log.warn({ err: error, provider: slug }, 'tariff provider left out'),
      onProviderTime: (provider, ms) => app.metrics.quoteSeconds.observe(provider, ms / 1000),
    });
    const reload = async () => service.setData(await loadTariffData(app.db));
    await reload();
    app.decorate('tariffs', service);

    const calculator = app.io.of(CALCULATOR_NAMESPACE);
    calculator.on(RELOAD_EVENT, () => {
      reload().catch((error: unknown) => app.log.error({ err: error }, 'rate cards reload failed'));
    });

    // The reload event is lost while Redis is away (or never sent, without Redis): every process
    // also compares its cards' versions with the database's, on a timer and when Redis is back.
    const reconcile = async () => {
      const stored = await rateCardVersions(app.db);
      const held = service.versions;
      const stale =
        stored.size !== held.size ||
        [...stored].some(([provider, version]) => held.get(provider) !== version);
      if (!stale) return;
      await reload();
      app.log.info('rate cards changed elsewhere: reloaded');
    };
    const reconcileSoon = () => {
      reconcile().catch((error: unknown) => app.log.warn({ err: error }, 'rate cards not reconciled'));
    };
    const timer = setInterval(reconcileSoon, options.reconcileMs).unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.sharedRedis?.onReconnect(reconcileSoon);

    app.decorate('assertRateCard', (card: RateCard) => {
      const problems = rateCardProblems(card, {
        cityCodes: new Set(service.cities.keys()),
        vehicles: new Map(service.fleet.map((v) => [v.slug, v.capacityKg])),
      });
      if (problems.length > 0)
        throw httpError(400, `The rate card is not valid: ${problems.map((p) => p.text).join('; ')}`, {
          problems: problems.map(({ path, message }) => ({ path, message })),
        });
    });

    app.decorate('rateCardConsole', {
      list: () => liveCards(app.db),
      live: (provider: string) => liveCard(app.db, provider),
      versions: (live: StaffRateCard) => cardVersions(app.db, live),
      version: (live: StaffRateCard, version: number) => cardVersion(app.db, live, version),
      preview: (live: StaffRateCard, draft: RateCard) => previewCard(app, live, draft),
    } satisfies RateCardConsole);

    app.decorate(
      'replaceRateCard',
      async (
        provider: string,
        card: RateCard,
        actor: Pick<RequestUser, 'id' | 'role'> | null,
        restoredFrom?: number,
      ) => {
        if (!service.rateCards.some((p) => p.slug === provider))
          throw httpError(404, `No provider ${provider}`);
        app.assertRateCard(card);
        const version = await saveCardVersion(app.db, app.audit, {
          provider,
          card,
          actor,
          at: app.now(),
          ...(restoredFrom !== undefined && { restoredFrom }),
        });
        if (version === null) throw httpError(404, `No provider ${provider}`);
        await reload();
        // Without Redis the event is lost; the others reconcile on their timer.
        if (options.shared) calculator.serverSideEmit(RELOAD_EVENT);
        return version;
      },
    );
  },
  {
    name: 'tariffs',
    dependencies: ['db', 'quotes', 'realtime', 'reference-data', 'metrics', 'audit', 'clock'],
  },
);
