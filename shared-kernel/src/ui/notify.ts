import { useCallback } from 'react';
import type { DostavkaEvents, EventBus, NotifyVariant } from '@dostavka/shared-kernel/bus';
import { useBus } from './contexts';

/** Spec 9: toasts stay 10 s, at most 2 of each type at once (the shell's notistack applies these). */
export const TOAST_TIMEOUT_MS = 10000;
export const TOAST_MAX_PER_TYPE = 2;

/** Asks the shell to show a toast; remotes have no toast provider of their own. */
export function notify(
  bus: EventBus<DostavkaEvents>,
  message: string,
  variant: NotifyVariant = 'default',
): void {
  bus.emit('notify', { message, variant });
}

export function useNotify(): (message: string, variant?: NotifyVariant) => void {
  const bus = useBus();
  return useCallback((message, variant) => notify(bus, message, variant), [bus]);
}
