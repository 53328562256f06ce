/**
 * The singletons a remote and the shell must agree on (issue 37, item 12). A remote's manifest
 * lists what it shares with the range it was built against (`shared[].requiredVersion`); the
 * page runs the shell's copy of every singleton, so a remote whose range does not accept the
 * shell's version (a remote built for React 20 in a React 19 shell) would crash at render. The
 * registry refuses such a remote at registration and the shell before it runs any of its code:
 * one rule in both places.
 */
import { satisfiesRange } from './semver';

/** The singletons compared by name (react-dom's and react's subpaths follow their package). */
export const CHECKED_SINGLETONS = ['react', 'react-dom', 'mobx', 'react-router', 'react-router-dom'] as const;
/** Every kernel entry point is shared under this prefix (`@dostavka/shared-kernel/domain`, ...). */
export const KERNEL_SHARE_PREFIX = '@dostavka/shared-kernel/';

/** One entry of a manifest's `shared` list, as far as the check reads it. */
export interface SharedRequirement {
  name?: unknown;
  requiredVersion?: unknown;
}

/** The package a share key belongs to: `react/` and `react/jsx-runtime` are react's. */
function packageOf(key: string): string {
  if (key.startsWith(KERNEL_SHARE_PREFIX)) return KERNEL_SHARE_PREFIX;
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/**
 * Why a remote sharing `shared` cannot run beside the shell's singletons `provided` (package ->
 * version; the kernel under KERNEL_SHARE_PREFIX); null when every checked range accepts the
 * shell's version. A share the shell does not provide, or one without a range, is not judged.
 */
export function sharedRefusal(shared: unknown, provided: Readonly<Record<string, string>>): string | null {
  if (!Array.isArray(shared)) return null;
  const problems = new Set<string>();
  for (const entry of shared as SharedRequirement[]) {
    if (typeof entry?.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const pkg = packageOf(entry.name);
    const checked = pkg === KERNEL_SHARE_PREFIX || (CHECKED_SINGLETONS as readonly string[]).includes(pkg);
    const version = provided[pkg];
    if (!checked || !version) continue;
    const range = entry.requiredVersion.trim();
    const accepted = satisfiesRange(version, range);
    const what = pkg === KERNEL_SHARE_PREFIX ? 'the kernel' : pkg;
    if (accepted === null) problems.add(`${what}: its range "${range}" cannot be read`);
    else if (!accepted) problems.add(`${what}: it requires ${range}, the site runs ${version}`);
  }
  return problems.size > 0 ? [...problems].join('; ') : null;
}
