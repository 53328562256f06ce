import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { startFlags } from './flags-client';

export interface Flags {
  /** False until the server's flags have arrived (or failed to): every flag is off meanwhile. */
  ready: boolean;
  isOn(flag: string): boolean;
  /** Asks the server whether anything changed (the shell calls it on every navigation). */
  refresh(): void;
}

const NOT_READY: Flags = { ready: false, isOn: () => false, refresh: () => undefined };
const FlagsContext = createContext<Flags>(NOT_READY);

/**
 * Feature flags for the shell. Every flag is off in the first render, on the server and in the
 * browser alike (hydration matches); the server's evaluation is asked for once the page has started.
 */
export function FlagsProvider({ store, children }: { store: RootStore; children: ReactNode }): ReactElement {
  const [flags, setFlags] = useState<Flags>(NOT_READY);

  useEffect(() => {
    // Called once an answer has come, when `started` is set.
    const refresh = () => started.refresh();
    // A transition: the flags reach every page through this context, and an urgent update would
    // make React hydrate the server's markup still waiting below it (the router's Suspense
    // boundary, the remote's page) in one blocking task; in a transition it hydrates in slices
    // first, then shows the flags.
    const started = startFlags(store, (isOn) =>
      startTransition(() => setFlags({ ready: true, isOn: isOn ?? (() => false), refresh })),
    );
    return started.stop;
  }, [store]);

  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

export const useFlags = (): Flags => useContext(FlagsContext);
