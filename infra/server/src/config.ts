/**
 * The server's configuration: one schema of environment variables, read once at start. Every
 * variable has a default (or is optional), so `npm start` works with nothing set; a bad value
 * stops the process with the list of what is wrong.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { isValidEmail } from '@dostavka/shared-kernel/domain';
import { invalidNetworks, type ProxyTrust } from './client-address';
import { ROUTES } from '@dostavka/shared-kernel/routing';
import type { CarrierSettings } from './carriers/types';

/** The city reference data kept in the repository (HFLabs, CC BY-SA 4.0), relative to its root. */
export const DEFAULT_CITIES_CSV = 'infra/server/data/ru-cities/city.csv';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export const DEFAULT_REMOTES: Readonly<Record<string, string>> = {
  mf_content: '/mf/content/mf-manifest.json',
  mf_calculator: '/mf/calculator/mf-manifest.json',
  mf_order: '/mf/order/mf-manifest.json',
  mf_account: '/mf/account/mf-manifest.json',
};

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'HTTP port' }),
  HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'Interface to listen on (the container sets 0.0.0.0; then production needs SITE_URL)',
  }),
  ROOT_DIR: Type.Optional(
    Type.String({ description: 'Repository root (found from the server file when unset)' }),
  ),
  DATA_DIR: Type.Optional(
    Type.String({ description: 'Local data, PGlite in <DATA_DIR>/pglite (default <root>/.data)' }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'PostgreSQL instead of the embedded PGlite' }),
  ),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://', description: 'Shares realtime events between processes' }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    pattern: '^[\\w:.-]{1,64}$',
    default: 'dostavka:',
    description:
      'Prefix of every Redis key and channel (rate limits, the realtime adapter): deployments sharing a Redis stay apart',
  }),
  CITIES_CSV: Type.Optional(
    Type.String({ description: `Cities reference file (default <root>/${DEFAULT_CITIES_CSV})` }),
  ),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      description:
        'Key that signs access tokens (default: generated once into DATA_DIR); same on every process',
    }),
  ),
  DADATA_API_KEY: Type.Optional(
    Type.String({ minLength: 1, description: 'DaData token: address and company suggestions from DaData' }),
  ),
  SITE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/]+$',
      description:
        'Public origin for canonical links and the sitemap; required in production unless HOST is loopback',
    }),
  ),
  REMOTES: Type.Optional(
    Type.String({
      description:
        'JSON object: remote name -> mf-manifest.json URL, over the defaults; seeds the registry at the first start',
    }),
  ),
  OSRM_URL: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'OSRM route service for road distances' }),
  ),
  OSRM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 30_000,
    default: 1500,
    description: 'An OSRM answer slower than this is not waited for: distances by ROAD_CIRCUITY meanwhile',
  }),
  ROAD_CIRCUITY: Type.Number({
    minimum: 1,
    maximum: 3,
    default: 1.25,
    description: 'Road km per great-circle km when no route service answers',
  }),
  TARIFF_PROVIDER_TIMEOUT_MS: Type.Integer({
    minimum: 10,
    maximum: 30_000,
    default: 3000,
    description: 'A provider slower than this is left out of a search',
  }),
  CDEK_CLIENT_ID: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'СДЭК API v2 account (client_id); with the secret, СДЭК is on',
    }),
  ),
  CDEK_CLIENT_SECRET: Type.Optional(
    Type.String({ minLength: 1, description: 'СДЭК API v2 secure password' }),
  ),
  CDEK_API_URL: Type.String({
    pattern: '^https?://',
    default: 'https://api.cdek.ru',
    description: 'СДЭК API base (its test environment: https://api.edu.cdek.ru; or a local fake)',
  }),
  DELLIN_APP_KEY: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'Деловые Линии application key (appkey); set: Деловые Линии is on',
    }),
  ),
  DELLIN_API_URL: Type.String({
    pattern: '^https?://',
    default: 'https://api.dellin.ru',
    description: 'Деловые Линии API base (or a local fake)',
  }),
  PEC_USER: Type.Optional(
    Type.String({ minLength: 1, description: 'ПЭК API user; with the key, ПЭК is on' }),
  ),
  PEC_API_KEY: Type.Optional(Type.String({ minLength: 1, description: 'ПЭК API key' })),
  PEC_API_URL: Type.String({
    pattern: '^https?://',
    default: 'https://kabinet.pecom.ru/api/v1',
    description: 'ПЭК API base (or a local fake)',
  }),
  CARRIER_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 30_000,
    default: 2500,
    description: 'A carrier API slower than this is left out of a search (within TARIFF_PROVIDER_TIMEOUT_MS)',
  }),
  CARRIER_CACHE_S: Type.Integer({
    minimum: 0,
    maximum: 3600,
    default: 300,
    description: "How long a carrier's answer for a shipment is reused (0: never)",
  }),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://',
      description: 'Send mail over SMTP (smtp://user:pass@host:587); unset: the local outbox',
    }),
  ),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Dostavka <noreply@dostavka.local>' }),
  COMPANY_INBOX: Type.String({
    pattern: '@',
    default: 'inbox@dostavka.local',
    description: 'Where feedback messages and callback requests are mailed',
  }),
  ADMIN_EMAILS: Type.Optional(
    Type.String({ description: 'Comma-separated addresses that become ADMIN at their first sign-in' }),
  ),
  OUTBOX_HTTP: Type.Optional(
    Type.Boolean({
      description:
        'Serve the local outbox over HTTP (/dev/mail/, /api/user/outbox); default: when listening on loopback only; never with SMTP_URL',
    }),
  ),
  METRICS_HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'Interface of the Prometheus /metrics listener (never the public port)',
  }),
  METRICS_PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 9464,
    description: 'Port of the /metrics listener; 0 turns it off',
  }),
  TRUST_PROXY: Type.Optional(
    Type.String({
      description:
        'Proxies in front whose X-Forwarded-For is believed: a hop count (1) or their addresses and networks (10.0.0.0/8,loopback); unset: none',
    }),
  ),
  SIGN_IN_CODES_PER_IP: Type.Integer({
    minimum: 1,
    default: 20,
    description: 'Sign-in codes one client address may request per hour (per e-mail address: 5)',
  }),
  CAPTCHA_MAX_NUMBER: Type.Integer({
    minimum: 1,
    maximum: 10_000_000,
    default: 100_000,
    description: 'ALTCHA difficulty: the solver tries up to this many numbers',
  }),
  REALTIME_SEARCH_BURST: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 20,
    description: 'Realtime searches one connection may start back to back before the rate applies',
  }),
  REALTIME_SEARCHES_PER_SECOND: Type.Number({
    exclusiveMinimum: 0,
    maximum: 10_000,
    default: 5,
    description: 'Sustained realtime searches per connection (a typing visitor starts a few a second)',
  }),
  REALTIME_ADDRESS_SEARCH_BURST: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 60,
    description: 'Back-to-back realtime searches of all connections from one client address',
  }),
  REALTIME_ADDRESS_SEARCHES_PER_SECOND: Type.Number({
    exclusiveMinimum: 0,
    maximum: 100_000,
    default: 20,
    description: 'Sustained realtime searches of all connections from one client address',
  }),
  REALTIME_SEARCHES_IN_FLIGHT: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 200,
    description: 'Realtime searches one process runs at once; more are refused until one ends',
  }),
  DATABASE_START_TIMEOUT_S: Type.Integer({
    minimum: 0,
    maximum: 3600,
    default: 60,
    description: 'PostgreSQL unreachable at start: retry this long, then stop with one line',
  }),
  DATABASE_POOL_MAX: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 10,
    description: 'PostgreSQL connections one process opens at most',
  }),
  DATABASE_POOL_WAIT_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 5000,
    description:
      'A request waits this long for a free PostgreSQL connection, then is refused with 503 and Retry-After',
  }),
  RATE_CARD_RECONCILE_S: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 30,
    description:
      'Every process compares its rate cards with the database this often (and on Redis reconnect)',
  }),
  LIKENESS_INDEX: Type.Optional(
    Type.Boolean({
      description:
        'Judge every sitemap page against the others in the background (the index bar); default: on in production, off in development and test',
    }),
  ),
  LIKENESS_INDEX_DELAY_S: Type.Integer({
    minimum: 0,
    maximum: 86_400,
    default: 30,
    description: 'A likeness index build starts this long after the start and after the last content change',
  }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  NODE_ENV: Type.Enum(NODE_ENVS, { default: 'production' }),
});

const RemotesSchema = Type.Record(Type.String(), Type.String({ minLength: 1 }));

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  jwtSecret: string | undefined;
  dadataApiKey: string | undefined;
  /**
   * Public origin (https://example.ru) of canonical links, hreflang, og:url, the sitemap and
   * robots.txt; never a request's Host. Default `http://localhost:PORT`, allowed in production only
   * when the server listens on loopback.
   */
  siteUrl: string;
  citiesCsv: string;
  remotes: Record<string, string>;
  osrmUrl: string | undefined;
  osrmTimeoutMs: number;
  roadCircuity: number;
  tariffProviderTimeoutMs: number;
  /** The carriers' APIs (src/carriers): each is off without its credentials. */
  carriers: CarrierConfig;
  metricsHost: string;
  /** 0: no metrics listener. */
  metricsPort: number;
  /** unset: mail goes to the local outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  companyInbox: string;
  /** Lower case. */
  adminEmails: string[];
  outboxHttp: boolean;
  /** Which reverse proxies' X-Forwarded-For entries are believed. */
  trustProxy: ProxyTrust;
  signInCodesPerIp: number;
  captchaMaxNumber: number;
  realtimeLimits: RealtimeLimits;
  databaseStartTimeoutS: number;
  databasePool: { max: number; waitMs: number };
  rateCardReconcileS: number;
  /**
   * The likeness index (web/likeness-index.ts): which sitemap pages share over half their runs
   * with another, judged in the background per content generation; off, no page is judged so.
   */
  likenessIndex: { on: boolean; delayMs: number };
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
}

export interface CarrierConfig extends CarrierSettings {
  timeoutMs: number;
  cacheS: number;
}

/** Token buckets of the realtime search: per connection, per client address, and a bound per process. */
export interface RealtimeLimits {
  connection: { burst: number; perSecond: number };
  address: { burst: number; perSecond: number };
  inFlight: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment object; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]?.trim();
    // An empty variable (`DATABASE_URL=` in a compose file) means "not set".
    if (value) raw[key] = value;
  }
  const parsed = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw));
  const problems = describeErrors(EnvSchema, parsed, raw);
  const remotes = parseRemotes(raw.REMOTES, problems);
  const adminEmails = parseEmails(raw.ADMIN_EMAILS, problems);
  const trustProxy = parseProxyTrust(raw.TRUST_PROXY, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const vars = parsed as Static<typeof EnvSchema>;
  if (vars.SITE_URL === undefined && vars.NODE_ENV === 'production' && !isLoopback(vars.HOST))
    throw new ConfigError([
      `SITE_URL: required in production when HOST (${vars.HOST}) is not loopback: the public origin, e.g. https://example.ru (canonical links never come from a request's Host)`,
    ]);
  const rootDir = path.resolve(vars.ROOT_DIR ?? findRootDir());
  return {
    port: vars.PORT,
    host: vars.HOST,
    rootDir,
    dataDir: path.resolve(rootDir, vars.DATA_DIR ?? '.data'),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    jwtSecret: vars.JWT_SECRET,
    dadataApiKey: vars.DADATA_API_KEY,
    siteUrl: vars.SITE_URL ?? `http://localhost:${vars.PORT}`,
    citiesCsv: path.resolve(rootDir, vars.CITIES_CSV ?? DEFAULT_CITIES_CSV),
    remotes,
    osrmUrl: vars.OSRM_URL?.replace(/\/+$/, ''),
    osrmTimeoutMs: vars.OSRM_TIMEOUT_MS,
    roadCircuity: vars.ROAD_CIRCUITY,
    tariffProviderTimeoutMs: vars.TARIFF_PROVIDER_TIMEOUT_MS,
    carriers: {
      timeoutMs: vars.CARRIER_TIMEOUT_MS,
      cacheS: vars.CARRIER_CACHE_S,
      cdek: {
        clientId: vars.CDEK_CLIENT_ID,
        clientSecret: vars.CDEK_CLIENT_SECRET,
        apiUrl: vars.CDEK_API_URL.replace(/\/+$/, ''),
      },
      dellin: { appKey: vars.DELLIN_APP_KEY, apiUrl: vars.DELLIN_API_URL.replace(/\/+$/, '') },
      pec: { user: vars.PEC_USER, apiKey: vars.PEC_API_KEY, apiUrl: vars.PEC_API_URL.replace(/\/+$/, '') },
    },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    companyInbox: vars.COMPANY_INBOX,
    adminEmails,
    outboxHttp: vars.SMTP_URL === undefined && (vars.OUTBOX_HTTP ?? isLoopback(vars.HOST)),
    metricsHost: vars.METRICS_HOST,
    metricsPort: vars.METRICS_PORT,
    trustProxy,
    signInCodesPerIp: vars.SIGN_IN_CODES_PER_IP,
    captchaMaxNumber: vars.CAPTCHA_MAX_NUMBER,
    realtimeLimits: {
      connection: { burst: vars.REALTIME_SEARCH_BURST, perSecond: vars.REALTIME_SEARCHES_PER_SECOND },
      address: {
        burst: vars.REALTIME_ADDRESS_SEARCH_BURST,
        perSecond: vars.REALTIME_ADDRESS_SEARCHES_PER_SECOND,
      },
      inFlight: vars.REALTIME_SEARCHES_IN_FLIGHT,
    },
    databaseStartTimeoutS: vars.DATABASE_START_TIMEOUT_S,
    databasePool: { max: vars.DATABASE_POOL_MAX, waitMs: vars.DATABASE_POOL_WAIT_MS },
    rateCardReconcileS: vars.RATE_CARD_RECONCILE_S,
    likenessIndex: {
      on: vars.LIKENESS_INDEX ?? vars.NODE_ENV === 'production',
      delayMs: vars.LIKENESS_INDEX_DELAY_S * 1000,
    },
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
  };
}

/** 127.0.0.0/8, ::1 and `localhost`: only this machine can reach the server. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function describeErrors(schema: typeof EnvSchema, value: unknown, raw: Record<string, string>): string[] {
  if (Value.Check(schema, value)) return [];
  const byVariable = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const name = error.instancePath.slice(1);
    if (!byVariable.has(name))
      byVariable.set(name, `${name}: ${error.message} (got ${JSON.stringify(raw[name])})`);
  }
  return [...byVariable.values()];
}

/** REMOTES over the defaults: naming one remote keeps the others; every name must be one the route table mounts. */
function parseRemotes(text: string | undefined, problems: string[]): Record<string, string> {
  if (text === undefined) return { ...DEFAULT_REMOTES };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // reported below, with the other problems
  }
  if (!Value.Check(RemotesSchema, value)) {
    problems.push('REMOTES: must be a JSON object of remote name -> manifest URL strings');
    return {};
  }
  const routed = new Set(ROUTES.map((route) => route.remote));
  const unknown = Object.keys(value).filter((name) => !routed.has(name as never));
  if (unknown.length > 0)
    problems.push(`REMOTES: no route mounts ${unknown.join(', ')} (known: ${[...routed].join(', ')})`);
  return { ...DEFAULT_REMOTES, ...value };
}

function parseProxyTrust(text: string | undefined, problems: string[]): ProxyTrust {
  if (text === undefined || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    problems.push(
      'TRUST_PROXY: true would believe every X-Forwarded-For entry, which the client writes: give the number of proxies in front (1) or their networks (10.0.0.0/8)',
    );
    return false;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = invalidNetworks(entries);
  if (bad.length > 0) problems.push(`TRUST_PROXY: not addresses or networks: ${bad.join(', ')}`);
  return entries;
}

function parseEmails(text: string | undefined, problems: string[]): string[] {
  const emails = (text ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
  const bad = emails.filter((email) => !isValidEmail(email));
  if (bad.length > 0) problems.push(`ADMIN_EMAILS: not e-mail addresses: ${bad.join(', ')}`);
  return emails;
}

/**
 * The repository root: the nearest folder above this file (infra/server/src when run from
 * sources, infra/dist when bundled) or above the working directory whose package.json declares
 * the `infra` workspace.
 */
function findRootDir(): string {
  for (const start of [__dirname, process.cwd()]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (isWorkspaceRoot(dir)) return dir;
      if (path.dirname(dir) === dir) break;
    }
  }
  return process.cwd();
}

function isWorkspaceRoot(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown };
    return Array.isArray(pkg.workspaces) && pkg.workspaces.includes('infra');
  } catch {
    return false;
  }
}
