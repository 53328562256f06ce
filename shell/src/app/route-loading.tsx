import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Counts the loads under way (remote pages on route change) for the top loading indicator.
 * `begin` is stable so effects can depend on it; `active` changes with the count.
 */
type Begin = () => () => void;

const BeginContext = createContext<Begin>(() => () => undefined);
const ActiveContext = createContext(false);

export function RouteLoadingProvider({ children }: { children: ReactNode }): ReactElement {
  const [count, setCount] = useState(0);
  const [begin] = useState<Begin>(() => () => {
    let ended = false;
    setCount((n) => n + 1);
    return () => {
      if (ended) return;
      ended = true;
      setCount((n) => n - 1);
    };
  });
  return (
    <BeginContext.Provider value={begin}>
      <ActiveContext.Provider value={count > 0}>{children}</ActiveContext.Provider>
    </BeginContext.Provider>
  );
}

/** Marks a load as started; call the returned function (once or more) when it ends. */
export const useBeginRouteLoading = (): Begin => useContext(BeginContext);
export const useRouteLoadingActive = (): boolean => useContext(ActiveContext);
