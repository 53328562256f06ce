import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * A federation runtime plugin (registered by the shell's build, infra/build/webpack.mjs, so that it
 * is there before the bootstrap chunk's shared modules are asked for): each shared module's loading
 * goes on in a task of its own. The bootstrap consumes about sixty shared modules at once; with their
 * chunks already in the document (the server writes them, preload-hints.ts) nothing waits on the
 * network, and the runtime's work for all of them (share scope, versions, factories) ran in one
 * long task with `main.js`. Split into short tasks it no longer blocks the page (Total Blocking Time).
 */
export default function yieldingShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'dostavka-yielding-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
