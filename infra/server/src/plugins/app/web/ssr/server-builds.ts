/**
 * Loads the apps' server builds (`<app>/dist-server/server.cjs`) into this process, and the
 * server builds of the remote versions the registry serves (issue 14: the server renders a page
 * with the version the visitor's browser runs). The builds keep every package external; the
 * kernel's entry points are handed to them from the server's own copy, so the shell's and the
 * remote's builds share one kernel (one i18n instance, one set of contexts), as Module Federation
 * shares it in the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteServerEntry, ShellServerEntry } from '@dostavka/shared-kernel/ssr';
import { download, integrityOf } from '../../remote-registry/manifest-check';
import { KERNEL_MODULES } from './kernel-modules';

export interface ServerEntries {
  shell: ShellServerEntry;
  content: RemoteServerEntry;
}

const FILE = 'dist-server/server.cjs';

export function loadServerBuild<T>(file: string, shared: Readonly<Record<string, unknown>>): T {
  return evaluateServerBuild<T>(readFileSync(file, 'utf8'), file, file, shared);
}

/**
 * Runs a server build's source as a CommonJS module named `filename`; its packages resolve from
 * `resolveFrom` (a file in the workspace), the kernel's entry points come from `shared`.
 */
function evaluateServerBuild<T>(
  source: string,
  filename: string,
  resolveFrom: string,
  shared: Readonly<Record<string, unknown>>,
): T {
  const requireFromFile = createRequire(resolveFrom);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(Module.wrap(source), { filename }) as (...args: unknown[]) => void;
  const require = (id: string) => (Object.hasOwn(shared, id) ? shared[id] : requireFromFile(id));
  wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(resolveFrom));
  const entry = module.exports.serverEntry;
  if (!entry) throw new Error(`${filename} exports no serverEntry`);
  return entry as T;
}

/** A registered version's server build: where it is and the SHA-256 it had at registration. */
export interface RemoteServerBuild {
  url: string;
  integrity: string;
}

/** After a failed download a version is rendered in the browser; the server tries it again after this. */
const RETRY_AFTER_MS = 60_000;

/**
 * The server builds of registered remote versions: each is downloaded once, checked against the
 * integrity recorded at registration and kept in memory by remote, version and integrity. A
 * build that cannot be had (unreachable, changed since registration, throws when loaded) rejects;
 * the same version is tried again after a minute. Its packages resolve from the server's own
 * location, as the site's own builds' do from theirs (one node_modules for the workspace).
 */
export function remoteServerBuilds(resolveFrom: string = __filename) {
  const builds = new Map<string, { entry: Promise<RemoteServerEntry>; failedAt: number | null }>();

  async function fetchBuild(remote: string, version: string, build: RemoteServerBuild) {
    // The registry's own download (timeout, size bound) and integrity, as at registration.
    const bytes = await download(build.url, 'server build');
    const integrity = integrityOf(bytes);
    if (integrity !== build.integrity)
      throw new Error(`the server build at ${build.url} is not the one registered (${integrity})`);
    return evaluateServerBuild<RemoteServerEntry>(
      Buffer.from(bytes).toString('utf8'),
      `${remote}@${version}/server.cjs`,
      resolveFrom,
      KERNEL_MODULES,
    );
  }

  return (remote: string, version: string, build: RemoteServerBuild): Promise<RemoteServerEntry> => {
    const key = `${remote} ${version} ${build.integrity}`;
    const known = builds.get(key);
    if (known && (known.failedAt === null || Date.now() - known.failedAt < RETRY_AFTER_MS))
      return known.entry;
    const loading = { entry: fetchBuild(remote, version, build), failedAt: null as number | null };
    loading.entry.catch(() => {
      loading.failedAt = Date.now();
    });
    builds.set(key, loading);
    return loading.entry;
  };
}

/**
 * The shell's and mf-content's server builds under `webRoot`, or null while either is not built.
 * With `reload` (development) a rebuilt file is loaded again on the next call.
 */
export function serverBuildsReader(webRoot: string, reload: boolean): () => ServerEntries | null {
  const files = { shell: path.join(webRoot, 'shell', FILE), content: path.join(webRoot, 'mf-content', FILE) };
  let loaded: { entries: ServerEntries; stamp: string } | null = null;
  return () => {
    if (!existsSync(files.shell) || !existsSync(files.content)) return null;
    const stamp = reload ? `${statSync(files.shell).mtimeMs}:${statSync(files.content).mtimeMs}` : 'once';
    if (!loaded || loaded.stamp !== stamp) {
      loaded = {
        stamp,
        entries: {
          shell: loadServerBuild<ShellServerEntry>(files.shell, KERNEL_MODULES),
          content: loadServerBuild<RemoteServerEntry>(files.content, KERNEL_MODULES),
        },
      };
    }
    return loaded.entries;
  };
}
