import { useEffect, type ReactElement } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { TOAST_MAX_PER_TYPE, TOAST_TIMEOUT_MS, useBus } from '@dostavka/shared-kernel/ui';

/**
 * The one notistack provider of the page. Remotes notify through the kernel's notify service
 * (the bus); spec 9: 10 s timeout and at most two toasts of one type on screen.
 */
export function Toasts(): ReactElement {
  const bus = useBus();
  useEffect(() => {
    const shown = new Map<string, SnackbarKey[]>();
    return bus.on('notify', ({ message, variant }) => {
      const keys = shown.get(variant) ?? [];
      const key = enqueueSnackbar(message, {
        variant,
        autoHideDuration: TOAST_TIMEOUT_MS,
        onExited: (_node, exited) =>
          shown.set(
            variant,
            (shown.get(variant) ?? []).filter((k) => k !== exited),
          ),
      });
      keys.push(key);
      while (keys.length > TOAST_MAX_PER_TYPE) closeSnackbar(keys.shift());
      shown.set(variant, keys);
    });
  }, [bus]);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_PER_TYPE * 5}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
