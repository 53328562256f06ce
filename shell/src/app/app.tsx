import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import type { i18n as I18n } from 'i18next';
import { isDialogEntry, KernelProviders, PageLoader } from '@dostavka/shared-kernel/ui-core';
import type { EventBus, DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { ShellRoutes } from './router';
import { RouteLoadingProvider } from './route-loading';
import { Toasts } from '../notifications/toasts';
import { ShellErrorBoundary } from '../pages/error-page';
import { FlagsProvider } from '../features/flags/flags-context';
import { SsrSlotProvider, type SsrSlot } from '../ssr/ssr-slot';

export interface AppFrameProps {
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  slot: SsrSlot | null;
  i18n?: I18n;
  children: ReactNode;
}

/** Everything around the router: the same on the server and in the browser, so hydration matches. */
export function AppFrame({ store, bus, slot, i18n, children }: AppFrameProps): ReactElement {
  return (
    <ShellErrorBoundary>
      <KernelProviders store={store} bus={bus} {...(i18n ? { i18n } : {})}>
        <CssBaseline />
        <Toasts />
        <FlagsProvider store={store}>
          <RouteLoadingProvider>
            <SsrSlotProvider value={slot}>
              <Suspense fallback={<PageLoader />}>{children}</Suspense>
            </SsrSlotProvider>
          </RouteLoadingProvider>
        </FlagsProvider>
      </KernelProviders>
    </ShellErrorBoundary>
  );
}

export interface AppProps {
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  notFoundPath: string | null;
  slot: SsrSlot | null;
}

/** The bus's `navigate` events, answered by the router. */
function BusNavigation({ bus }: { bus: EventBus<DostavkaEvents> }): null {
  const navigate = useNavigate();
  // A page left from a dialog takes the dialog's history entry: Back returns to the page under it.
  useEffect(
    () =>
      bus.on('navigate', ({ to, replace }) => {
        void navigate(to, { replace: replace === true || isDialogEntry() });
      }),
    [bus, navigate],
  );
  return null;
}

export function App({ store, bus, notFoundPath, slot }: AppProps): ReactElement {
  // The shell answers clicks from here on (a server-rendered document is hydrated by now).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <AppFrame store={store} bus={bus} slot={slot}>
      <BrowserRouter>
        <BusNavigation bus={bus} />
        <ShellRoutes notFoundPath={notFoundPath} />
      </BrowserRouter>
    </AppFrame>
  );
}
