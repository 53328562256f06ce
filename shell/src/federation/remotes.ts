import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ParcelConfig } from 'single-spa';
import { readRuntimeConfig } from '@dostavka/shared-kernel/config';
import type { RemoteName } from '@dostavka/shared-kernel/routing';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import type { RemotePagesModules } from './remote-modules';

/** The registry the server publishes: remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

const REGISTRY_URL = '/remotes.json';

let registered: Promise<void> | null = null;

/** The registry the document carries (no round trip); /remotes.json for a page served without it. */
async function fetchRegistry(): Promise<RemoteRegistry> {
  const inPage = readRuntimeConfig().remotes;
  if (inPage) return inPage as RemoteRegistry;
  const response = await fetch(REGISTRY_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
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
    ]);
    registerRemotes(
      Object.entries(registry).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
    );
  })().catch((error: unknown) => {
    registered = null;
    throw error;
  });
  return registered;
}

export type RemotePages = ParcelConfig<RemotePageProps>;

/** Loads the page lifecycles a remote exposes as `./pages` (typed by what the remote emitted). */
export async function loadRemotePages(remote: RemoteName): Promise<RemotePages> {
  await remotesReady();
  const pages: RemotePages | null = await loadRemote<RemotePagesModules[typeof remote]>(`${remote}/pages`);
  if (!pages) throw new Error(`Remote ${remote} did not provide its pages`);
  return pages;
}
