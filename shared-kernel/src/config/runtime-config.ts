export interface RuntimeConfig {
  /** Base URL of each API service; same-origin paths by default. */
  api: { user: string; content: string; calculator: string; admin: string };
  /** Socket.IO server: '' means the page's own origin. */
  realtime: { url: string; path: string };
  /** HTTP status the server answered the document with (404 pages render the not-found view). */
  status?: number;
  /** Language the server chose for this document. */
  lang?: 'ru' | 'en';
  /** The remote registry (remote name -> its mf-manifest.json), so the shell needs no /remotes.json. */
  remotes?: Record<string, string>;
  /** The version of each remote this visitor gets (the registry's; a canary is sticky per visitor). */
  remoteVersions?: Record<string, string>;
  /** The registry's tag for this visitor: the shell asks /remotes.json whether it changed (If-None-Match). */
  remotesTag?: string;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'dostavka-config';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  api: { user: '/api/user', content: '/api/content', calculator: '/api/calculator', admin: '/api/admin' },
  realtime: { url: '', path: '/socket.io' },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strings<T extends Record<string, string>>(defaults: T, input: unknown): T {
  const result = { ...defaults };
  if (!isObject(input)) return result;
  for (const key of Object.keys(defaults) as Array<keyof T>) {
    const value = input[key as string];
    if (typeof value === 'string') result[key] = value as T[keyof T];
  }
  return result;
}

/** The defaults overlaid with whatever well-typed fields `input` has; anything else is ignored. */
export function mergeRuntimeConfig(
  input: unknown,
  defaults: RuntimeConfig = DEFAULT_RUNTIME_CONFIG,
): RuntimeConfig {
  const source = isObject(input) ? input : {};
  const config: RuntimeConfig = {
    api: strings(defaults.api, source.api),
    realtime: strings(defaults.realtime, source.realtime),
  };
  const status = source.status ?? defaults.status;
  if (typeof status === 'number' && Number.isInteger(status)) config.status = status;
  const lang = source.lang ?? defaults.lang;
  if (lang === 'ru' || lang === 'en') config.lang = lang;
  const remotes = source.remotes ?? defaults.remotes;
  if (isObject(remotes) && Object.values(remotes).every((entry) => typeof entry === 'string'))
    config.remotes = remotes as Record<string, string>;
  const versions = source.remoteVersions ?? defaults.remoteVersions;
  if (isObject(versions) && Object.values(versions).every((entry) => typeof entry === 'string'))
    config.remoteVersions = versions as Record<string, string>;
  const tag = source.remotesTag ?? defaults.remotesTag;
  if (typeof tag === 'string') config.remotesTag = tag;
  return config;
}

/**
 * Reads the configuration the server injected into the document. A missing element or broken
 * JSON gives the defaults, so a page served without the server (a remote's dev server) still runs.
 */
export function readRuntimeConfig(
  doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document,
): RuntimeConfig {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return mergeRuntimeConfig({});
  try {
    return mergeRuntimeConfig(JSON.parse(text));
  } catch {
    return mergeRuntimeConfig({});
  }
}

/**
 * The script element for the server to put in the document. '<' is escaped so that no value can
 * close the script element early.
 */
export function runtimeConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}
