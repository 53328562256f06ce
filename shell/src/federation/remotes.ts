import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ParcelConfig } from 'single-spa';
import { readRuntimeConfig } from '@dostavka/shared-kernel/config';
import type { RemoteName } from '@dostavka/shared-kernel/routing';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import type { RemotePagesModules } from './remote-modules';
import { kernelContractPlugin } from './kernel-contract';

/** The registry the server publishes: remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

const REGISTRY_URL = '/remotes.json';

let registered: Promise<void> | null = null;
/** What is registered now, and the server's tag of it (the ETag of /remotes.json). */
let current: RemoteRegistry = {};
let currentTag: string | undefined;
/** Remotes whose code runs in this tab: a new version of one needs a fresh document. */
const loaded = new Set<RemoteName>();
/** Remotes running here whose registry entry has changed since: the next visit loads a fresh document. */
const stale = new Set<RemoteName>();
/** The first load of the page uses the document's registry as it is; later ones check it first. */
let firstLoadDone = false;

const absolute = (entry: string) => new URL(entry, window.location.href).href;
const tagOf = (etag: string | null) => etag?.replace(/^W\//, '').replace(/"/g, '') || undefined;

/** The registry the document carries (no round trip); /remotes.json for a page served without it. */
async function fetchRegistry(): Promise<RemoteRegistry> {
  const config = readRuntimeConfig();
  if (config.remotes) {
    currentTag = config.remotesTag;
    return config.remotes as RemoteRegistry;
  }
  const response = await fetch(REGISTRY_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  currentTag = tagOf(response.headers.get('etag'));
  return (await response.json()) as RemoteRegistry;
}

/**
 * Registers every remote of the registry before the first loadRemote: all loads wait for it.
 * A failed registry fetch is retried by the next load instead of being cached.
 */
export function remotesReady(): Promise<void> {
  registered ??= (async () => {
    const registry = await fetchRegistry();
    registerPlugins([
      RetryPlugin({
        fetch: { retryTimes: 2, retryDelay: 500 },
        script: { retryTimes: 2, retryDelay: 500 },
      }),
      kernelContractPlugin(),
    ]);
    registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry: absolute(entry) })));
    current = registry;
  })().catch((error: unknown) => {
    registered = null;
    throw error;
  });
  return registered;
}

/**
 * Asks the server whether the registry changed for this visitor (a 304 when not). A remote that
 * has not run in this tab yet is registered anew at once; one that has (its chunks are in the
 * page) needs a new document: the answer is then 'reload'. A failed check keeps what is there.
 */
export async function followRegistry(remote: RemoteName): Promise<'same' | 'reload'> {
  if (stale.has(remote)) return 'reload';
  let response: Response;
  try {
    response = await fetch(REGISTRY_URL, {
      headers: { accept: 'application/json', ...(currentTag ? { 'if-none-match': `"${currentTag}"` } : {}) },
      cache: 'no-cache',
    });
  } catch {
    return 'same';
  }
  if (response.status === 304 || !response.ok) return 'same';
  const next = (await response.json()) as RemoteRegistry;
  currentTag = tagOf(response.headers.get('etag'));
  const changed = (Object.keys(next) as RemoteName[]).filter((name) => next[name] !== current[name]);
  for (const name of changed) if (loaded.has(name)) stale.add(name);
  if (stale.has(remote)) return 'reload';
  const fresh = changed.filter((name) => !loaded.has(name));
  if (fresh.length > 0) {
    registerRemotes(
      fresh.map((name) => ({ name, entry: absolute(next[name] as string) })),
      { force: true },
    );
    for (const name of fresh) current[name] = next[name];
  }
  return 'same';
}

/** The manifest URL of the remote as registered in this tab (what a failure report names). */
export function manifestUrlOf(remote: string): string | undefined {
  return current[remote as RemoteName];
}

export type RemotePages = ParcelConfig<RemotePageProps>;

/**
 * Loads the page lifecycles a remote exposes as `./pages` (typed by what the remote emitted).
 * Every navigation to an area after the first page checks the registry first, so an open tab
 * follows a new version; when the remote's old version already runs here, the document is
 * loaded again (the promise then never settles: the page is going away).
 */
export async function loadRemotePages(
  remote: RemoteName,
  reload: () => void = () => window.location.reload(),
): Promise<RemotePages> {
  await remotesReady();
  if (firstLoadDone && (await followRegistry(remote)) === 'reload') {
    reload();
    return new Promise<never>(() => undefined);
  }
  firstLoadDone = true;
  const pages: RemotePages | null = await loadRemote<RemotePagesModules[typeof remote]>(`${remote}/pages`);
  if (!pages) throw new Error(`Remote ${remote} did not provide its pages`);
  loaded.add(remote);
  return pages;
}
