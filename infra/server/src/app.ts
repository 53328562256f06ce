import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController } from 'fastify';
import { clientAddress, trustFunction } from './client-address';
import type { Config } from './config';
import { lazySchemaCompilers, type LazySchemaCompilers } from './lazy-schema-compilers';
import { loggerOptions, requestLoggerFactory } from './logging';
import audit from './plugins/app/audit';
import auth from './plugins/app/auth';
import socketAuth from './plugins/app/auth/socket-auth';
import staffChannel from './plugins/app/orders/staff-channel';
import trackingChannel from './plugins/app/orders/tracking-channel';
import captcha from './plugins/app/captcha';
import clock from './plugins/app/clock';
import housekeeping from './plugins/app/housekeeping';
import idempotency from './plugins/app/idempotency';
import inputHygiene from './plugins/app/input-hygiene';
import mail from './plugins/app/mail';
import orders from './plugins/app/orders';
import rateLimiter from './plugins/app/rate-limiter';
import remoteRegistry from './plugins/app/remote-registry';
import inbox from './plugins/app/inbox';
import savedContacts from './plugins/app/saved-contacts';
import signIn from './plugins/app/sign-in';
import waybills from './plugins/app/waybill';
import cityRepository from './plugins/app/city-repository';
import content from './plugins/app/content';
import contentPageRepository from './plugins/app/content-page-repository';
import errors from './plugins/app/errors';
import featureFlags from './plugins/app/feature-flags';
import quotes from './plugins/app/quotes';
import referenceData from './plugins/app/reference-data';
import suggestions from './plugins/app/suggestions';
import carriers from './plugins/app/carriers';
import tariffs from './plugins/app/tariffs';
import tariffChannel from './plugins/app/tariffs/channel';
import type { TariffProvider } from './plugins/app/tariffs/providers';
import web from './plugins/app/web';
import likeness from './plugins/app/web/likeness-index';
import pageCache from './plugins/app/web/page-cache';
import { isRenderRequest } from './plugins/app/web/ssr/inject-fetch';
import sitemap from './plugins/app/web/sitemap';
import type { ServerEntries } from './plugins/app/web/ssr/server-builds';
import compress from './plugins/external/compress';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import metrics from './plugins/external/metrics';
import realtime from './plugins/external/realtime';
import swagger from './plugins/external/swagger';
import admin from './routes/admin';
import calculator from './routes/calculator';
import contentRoutes from './routes/content';
import devMail from './routes/dev-mail';
import probes from './routes/probes';
import user from './routes/user';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes' schema compilers (compiled on first use; `compileAll` compiles the rest). */
    schemaCompilers: LazySchemaCompilers;
  }
}

export interface BuildOptions {
  /** Folder holding the built apps (`shell/dist`, `mf-*\/dist`); default the repository root. */
  webRoot?: string;
  /** The documents' template; default `<webRoot>/shell/dist/index.html`. */
  indexTemplate?: string;
  /** PostgreSQL schema for the tables (a test file without the run's template database takes one); default search_path. */
  dbSchema?: string;
  /** The apps' server builds; default: loaded from `<webRoot>/<app>/dist-server`. */
  serverEntries?: () => ServerEntries | null;
  /** Tariff providers besides the rate cards' (tests add slow and failing ones). */
  tariffProviders?: TariffProvider[];
  /** The clock every expiry is measured with; tests move it. */
  now?: () => Date;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Narrows the sitemap addresses the likeness index reads (tests judge a few pages). */
  likenessUrls?: (urls: string[]) => string[];
}

// Clients give up after 30 s (spec section 9); the proxy in front keeps idle connections 60 s,
// so ours stay open longer and the proxy never reuses one we have just closed.
const TIMEOUTS = { connectionTimeout: 60_000, requestTimeout: 30_000, keepAliveTimeout: 72_000 };

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Fastify names a plugin that has no display name by scanning `require.cache` for a module whose
 * exports are the plugin, and else takes the function's name. Our plugins are ES modules' exports,
 * so the scan never finds one: it only costs, little in the bundled server (one module), but under
 * jest the cache is a proxy over some 3,000 modules, scanned at every registration (a fifth of a
 * second of CPU a server). Every instance inherits the root's `register`: this one gives a named
 * plugin its function's name as display name first, the name Fastify ends with anyway.
 */
function namePluginsByFunction(app: { register: unknown }): void {
  const register = app.register as (this: unknown, plugin: unknown, options?: unknown) => unknown;
  app.register = function (this: unknown, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !(DISPLAY_NAME in plugin))
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
    return register.call(this, plugin, options);
  };
}

/** The whole server as one Fastify instance, ready for `listen` or `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const proxyTrust = trustFunction(config.trustProxy);
  const schemaCompilers = lazySchemaCompilers();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({ disableRequestLogging: isRenderRequest }),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.trustProxy === false ? false : proxyTrust,
    // The first start imports the reference data inside a plugin; on a busy machine that takes
    // longer than avvio's default 10 s.
    pluginTimeout: 120_000,
    // The contract's records of strings or numbers (a tariff's codes) are union types on purpose;
    // ajv's strict mode would warn about each at every start.
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: { compilersFactory: schemaCompilers },
    ...TIMEOUTS,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('schemaCompilers', schemaCompilers);
  namePluginsByFunction(app);
  const webRoot = options.webRoot ?? config.rootDir;

  await app.register(metrics);
  await app.register(clock, { now: options.now });
  await app.register(errors);
  await app.register(inputHygiene);
  await app.register(helmet, {
    remoteOrigins: () => (app.hasDecorator('remoteRegistry') ? app.remoteRegistry.origins() : []),
  });
  await app.register(compress);
  await app.register(swagger);
  await app.register(db, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: path.join(config.rootDir, 'infra', 'server', 'drizzle'),
    schema: options.dbSchema,
    startTimeoutMs: config.databaseStartTimeoutS * 1000,
    pool: config.databasePool,
  });
  await app.register(auth, { jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  await app.register(quotes);
  await app.register(realtime, { redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix });
  await app.register(socketAuth);
  await app.register(referenceData, { citiesCsv: config.citiesCsv });
  await app.register(cityRepository);
  await app.register(contentPageRepository);
  await app.register(content);
  await app.register(suggestions, { dadataApiKey: config.dadataApiKey });
  await app.register(audit);
  await app.register(featureFlags);
  await app.register(carriers, { config: config.carriers });
  await app.register(tariffs, {
    osrmUrl: config.osrmUrl,
    osrmTimeoutMs: config.osrmTimeoutMs,
    circuity: config.roadCircuity,
    timeoutMs: config.tariffProviderTimeoutMs,
    shared: config.redisUrl !== undefined,
    reconcileMs: config.rateCardReconcileS * 1000,
    extraProviders: [...app.carriers.providers, ...(options.tariffProviders ?? [])],
  });
  await app.register(tariffChannel, {
    limits: config.realtimeLimits,
    clientAddress: (request) => clientAddress(request, proxyTrust),
  });
  await app.register(pageCache, { shared: config.redisUrl !== undefined });
  await app.register(mail, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });
  await app.register(rateLimiter, { redisPrefix: `${config.redisKeyPrefix}limit:` });
  await app.register(idempotency);
  await app.register(captcha, { maxNumber: config.captchaMaxNumber });
  await app.register(signIn, { adminEmails: config.adminEmails, codesPerIpPerHour: config.signInCodesPerIp });
  await app.register(waybills);
  await app.register(orders, { siteUrl: config.siteUrl });
  await app.register(savedContacts);
  await app.register(inbox, { companyInbox: config.companyInbox });
  await app.register(staffChannel);
  await app.register(trackingChannel);
  await app.register(housekeeping);
  await app.register(remoteRegistry, {
    seed: config.remotes,
    shared: config.redisUrl !== undefined,
    shellManifest: path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'),
  });

  await app.register(user, {
    prefix: '/api/user',
    outboxHttp: config.outboxHttp,
  });
  await app.register(contentRoutes, { prefix: '/api/content' });
  await app.register(probes);
  await app.register(calculator, { prefix: '/api/calculator' });
  if (config.outboxHttp) await app.register(devMail, { prefix: '/dev/mail' });
  await app.register(admin, { prefix: '/api/admin' });
  await app.register(likeness, {
    ...config.likenessIndex,
    ...(options.likenessUrls ? { narrow: options.likenessUrls } : {}),
  });
  await app.register(sitemap, { siteUrl: config.siteUrl });
  await app.register(web, {
    webRoot,
    indexTemplate: options.indexTemplate ?? path.join(webRoot, 'shell', 'dist', 'index.html'),
    mediaRoot: path.join(config.rootDir, 'infra', 'media'),
    cacheTemplate: config.nodeEnv !== 'development',
    siteUrl: config.siteUrl,
    ...(options.serverEntries ? { serverEntries: options.serverEntries } : {}),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
