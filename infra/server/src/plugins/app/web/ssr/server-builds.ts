/**
 * Loads the apps' server builds (`<app>/dist-server/server.cjs`) into this process. The builds
 * keep every package external; the kernel's entry points are handed to them from the server's
 * own copy, so the shell's and the remote's builds share one kernel (one i18n instance, one set
 * of contexts), as Module Federation shares it in the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteServerEntry, ShellServerEntry } from '@dostavka/shared-kernel/ssr';
import { KERNEL_MODULES } from './kernel-modules';

export interface ServerEntries {
  shell: ShellServerEntry;
  content: RemoteServerEntry;
}

const FILE = 'dist-server/server.cjs';

export function loadServerBuild<T>(file: string, shared: Readonly<Record<string, unknown>>): T {
  const requireFromFile = createRequire(file);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(Module.wrap(readFileSync(file, 'utf8')), { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const require = (id: string) => (Object.hasOwn(shared, id) ? shared[id] : requireFromFile(id));
  wrapper.call(module.exports, module.exports, require, module, file, path.dirname(file));
  const entry = module.exports.serverEntry;
  if (!entry) throw new Error(`${file} exports no serverEntry`);
  return entry as T;
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
