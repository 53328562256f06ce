import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CHECKED_SINGLETONS,
  KERNEL_SHARE_PREFIX,
  KERNEL_VERSION,
  satisfiesRange,
  sharedRefusal,
} from '@dostavka/shared-kernel/domain';

/** The part of a remote's manifest the check reads (written by infra/build/webpack.mjs). */
interface ContractManifest {
  name?: string;
  metaData?: { dostavka?: { kernel?: string } };
  shared?: unknown;
}

/** The host's shared modules as the federation runtime holds them: package -> the versions registered. */
type ShareInfos = Record<string, ReadonlyArray<{ version?: string }> | undefined>;

/** Why a remote built against `range` cannot run with this shell's kernel; null when it can. */
export function kernelRefusal(manifest: ContractManifest): string | null {
  const range = manifest.metaData?.dostavka?.kernel;
  const name = manifest.name ?? 'a remote';
  if (typeof range !== 'string') return `${name} names no kernel range (metaData.dostavka.kernel)`;
  const accepted = satisfiesRange(KERNEL_VERSION, range);
  if (accepted === null) return `${name} names an unreadable kernel range "${range}"`;
  return accepted ? null : `${name} was built for kernel ${range}; this shell runs kernel ${KERNEL_VERSION}`;
}

/** The versions of the checked singletons this shell provides (its own shares, as registered). */
export function shellSingletons(shared: ShareInfos | undefined): Record<string, string> {
  const versions: Record<string, string> = { [KERNEL_SHARE_PREFIX]: KERNEL_VERSION };
  for (const pkg of CHECKED_SINGLETONS) {
    const version = shared?.[pkg]?.find((entry) => entry.version)?.version;
    if (version) versions[pkg] = version;
  }
  return versions;
}

/**
 * Refuses, before any of its code runs, a remote whose manifest's kernel range does not accept the
 * shell's kernel, or whose shared requirements ask for another major of React, MobX, the router or
 * the kernel than the shell runs (the registry refuses the same at registration; this catches a
 * manifest a CDN changed since). The refusal is an error of the load: the remote's area shows its
 * fallback and the failure is reported.
 */
export function kernelContractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dostavka-kernel-contract',
    loadRemoteSnapshot(args) {
      if (args.from === 'manifest' && args.manifestJson) {
        const manifest = args.manifestJson as ContractManifest;
        const refusal = kernelRefusal(manifest);
        if (refusal) throw new Error(`Incompatible remote: ${refusal}`);
        const shared = sharedRefusal(manifest.shared, shellSingletons(args.options?.shared as ShareInfos));
        if (shared) throw new Error(`Incompatible remote: ${manifest.name ?? 'a remote'} shares ${shared}`);
      }
      return args;
    },
  };
}
