import { useEffect, type ReactElement } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import type { DostavkaEvents } from '@dostavka/shared-kernel/bus';
import { TOAST_MAX_PER_TYPE, TOAST_TIMEOUT_MS } from '@dostavka/shared-kernel/ui-core';

type Notice = DostavkaEvents['notify'];

const shown = new Map<string, SnackbarKey[]>();
// Notices that came before the provider was on screen (notistack needs it mounted).
const waiting: Notice[] = [];
let mounted = false;

function enqueue({ message, variant }: Notice): void {
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
}

/** Spec 9: 10 s timeout and at most two toasts of one type on screen. */
export function showToast(notice: Notice): void {
  if (mounted) enqueue(notice);
  else waiting.push(notice);
}

/** The one notistack provider of the page, loaded with the first toast. */
export default function ToastStack(): ReactElement {
  useEffect(() => {
    mounted = true;
    waiting.splice(0).forEach(enqueue);
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_PER_TYPE * 5}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
