import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { KERNEL_VERSION, satisfiesRange } from '@dostavka/shared-kernel/domain';

/** The part of a remote's manifest the check reads (written by infra/build/webpack.mjs). */
interface ContractManifest {
  name?: string;
  metaData?: { dostavka?: { kernel?: string } };
}

/** Why a remote built against `range` cannot run with this shell's kernel; null when it can. */
export function kernelRefusal(manifest: ContractManifest): string | null {
  const range = manifest.metaData?.dostavka?.kernel;
  const name = manifest.name ?? 'a remote';
  if (typeof range !== 'string') return `${name} names no kernel range (metaData.dostavka.kernel)`;
  const accepted = satisfiesRange(KERNEL_VERSION, range);
  if (accepted === null) return `${name} names an unreadable kernel range "${range}"`;
  return accepted ? null : `${name} was built for kernel ${range}; this shell runs kernel ${KERNEL_VERSION}`;
}

/** Refuses, before any of its code runs, a remote whose manifest's kernel range does not accept the shell's kernel. */
export function kernelContractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dostavka-kernel-contract',
    loadRemoteSnapshot(args) {
      if (args.from === 'manifest' && args.manifestJson) {
        const refusal = kernelRefusal(args.manifestJson as ContractManifest);
        if (refusal) throw new Error(`Incompatible remote: ${refusal}`);
      }
      return args;
    },
  };
}
