import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/** A React root made by `hydrateRoot`: whether a render of it has committed yet. */
interface HydratedRoot {
  committed: boolean;
}

const HydratedRootContext = createContext<HydratedRoot | null>(null);

/** Wraps what `hydrateRoot` renders, so `useHydrated` knows the root is hydrating (no markup of its own). */
export function HydrationRoot({ children }: { children: ReactNode }): ReactElement {
  const [root] = useState<HydratedRoot>(() => ({ committed: false }));
  return <HydratedRootContext.Provider value={root}>{children}</HydratedRootContext.Provider>;
}

/**
 * False while React hydrates the server's markup (and on the server), true from a render after
 * it; true at once in a root rendered in the browser, and in a component mounted once its root
 * has committed. What depends on the visitor (signed in, flags) renders its guest state until
 * then, as the server did, so hydration never mismatches.
 *
 * The switch is a transition: React renders it in slices between which the browser answers
 * input. (`useSyncExternalStore` with a server snapshot, the usual idiom, re-renders each such
 * component synchronously right after hydration: one long task on a phone.)
 */
export function useHydrated(): boolean {
  const root = useContext(HydratedRootContext);
  const [hydrated, setHydrated] = useState(() => (root ? root.committed : typeof window !== 'undefined'));
  useEffect(() => {
    if (root) root.committed = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [root, hydrated]);
  return hydrated;
}
