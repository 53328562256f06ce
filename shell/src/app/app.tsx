import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { KernelProviders, PageLoader } from '@dostavka/shared-kernel/ui';
import type { EventBus, DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { createShellRouter } from './router';
import { RouteLoadingProvider } from './route-loading';
import { Toasts } from '../notifications/toasts';
import { ShellErrorBoundary } from '../pages/error-page';
import { FlagsProvider } from '../features/flags/flags-context';

export interface AppProps {
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  notFoundPath: string | null;
}

export function App({ store, bus, notFoundPath }: AppProps): ReactElement {
  const [router] = useState(() => createShellRouter({ notFoundPath }));
  useEffect(
    () => bus.on('navigate', ({ to, replace }) => void router.navigate(to, { replace: replace ?? false })),
    [bus, router],
  );
  return (
    <ShellErrorBoundary>
      <KernelProviders store={store} bus={bus}>
        <CssBaseline />
        <Toasts />
        <FlagsProvider store={store}>
          <RouteLoadingProvider>
            <Suspense fallback={<PageLoader />}>
              <RouterProvider router={router} />
            </Suspense>
          </RouteLoadingProvider>
        </FlagsProvider>
      </KernelProviders>
    </ShellErrorBoundary>
  );
}
