import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the server's markup (and on the server), true from the render right
 * after it; true at once in a page rendered in the browser. What depends on the visitor (signed
 * in, flags) renders its guest state until then, as the server did, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
