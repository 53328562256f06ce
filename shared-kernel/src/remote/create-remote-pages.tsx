import { Suspense, lazy, useMemo, useState, type ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { AreaFallback, KernelProviders, NotFoundView, PageLoader } from '@dostavka/shared-kernel/ui';
import { PageBoundary } from './page-boundary';
import type { PageComponent, PageLoaders, RemotePageProps } from './types';

/**
 * Turns a remote's page loaders into single-spa-react lifecycles: one parcel per remote, the
 * `page` prop picks the page (each page is its own lazy chunk). React context does not cross
 * parcel roots, so the remote wraps itself in the kernel providers with the shell's store.
 */
export function createRemotePages(remote: string, loaders: PageLoaders) {
  const lazyPages = new Map<string, PageComponent>();
  const pageFor = (name: string): PageComponent | undefined => {
    const load = loaders[name];
    if (!load) return undefined;
    let page = lazyPages.get(name);
    if (!page) {
      // A failed load is forgotten, so a retry fetches the chunk again instead of React's cached rejection.
      page = lazy(() =>
        load().catch((error: unknown) => {
          lazyPages.delete(name);
          throw error;
        }),
      );
      lazyPages.set(name, page);
    }
    return page;
  };

  function RemoteRoot(props: RemotePageProps): ReactElement {
    const { store, bus, page } = props;
    const [attempt, setAttempt] = useState(0);
    // A new attempt looks the page up again (a failed chunk was forgotten by pageFor).
    const Page = useMemo(() => pageFor(page), [page, attempt]);
    return (
      <KernelProviders store={store} bus={bus}>
        <div data-remote={remote} data-page={page}>
          {Page ? (
            <PageBoundary
              area={`${remote} page ${page}`}
              key={`${page}:${attempt}`}
              onRetry={() => setAttempt((n) => n + 1)}
            >
              <Suspense fallback={<PageLoader />}>
                <Page {...props} />
              </Suspense>
            </PageBoundary>
          ) : (
            <NotFoundView />
          )}
        </div>
      </KernelProviders>
    );
  }

  return singleSpaReact<RemotePageProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error, _info, props) => (
      <KernelProviders store={props.store} bus={props.bus}>
        <AreaFallback error={error} onRetry={() => window.location.reload()} />
      </KernelProviders>
    ),
  });
}
