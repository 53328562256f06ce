import { useEffect, type ReactElement } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { DostavkaEvents } from '@dostavka/shared-kernel/bus';
import { TOAST_MAX_PER_TYPE, TOAST_TIMEOUT_MS } from '@dostavka/shared-kernel/ui-core';
import { HEADER_HEIGHT } from '../features/header/header';

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

const BELOW_HEADER = 'toasts-below-header';
/** Space between the header and the first toast (px). */
const GAP = 8;

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
    <>
      {/*
       * Top right, below the sticky header: over it, a toast covered the header's buttons (after
       * signing in, "Вы вошли в личный кабинет" lay over the account's menu button, and a pointer
       * resting on a toast holds it open).
       */}
      <GlobalStyles
        styles={(theme) => ({
          [`.notistack-SnackbarContainer.${BELOW_HEADER}`]: {
            top: HEADER_HEIGHT.xs + GAP,
            [theme.breakpoints.up('md')]: { top: HEADER_HEIGHT.md + GAP },
          },
        })}
      />
      <SnackbarProvider
        maxSnack={TOAST_MAX_PER_TYPE * 5}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: BELOW_HEADER }}
      />
    </>
  );
}
