import { useEffect, useState } from 'react';
import { DEBOUNCE_DEFAULT_MS } from '@dostavka/shared-kernel/domain';

/** The value once it has stayed the same for `delayMs` (typing pauses before a request). */
export function useDebounced<T>(value: T, delayMs: number = DEBOUNCE_DEFAULT_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
