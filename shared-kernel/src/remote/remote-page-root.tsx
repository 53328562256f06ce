import { startTransition, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { KernelProviders, NotFoundView, PageLoader } from '@dostavka/shared-kernel/ui-core';
import { PageBoundary } from './page-boundary';
import type { PageComponent, RemotePageProps } from './types';

export interface RemotePageRootProps {
  remote: string;
  Page: PageComponent | undefined;
  props: RemotePageProps;
  /** Re-creates the page after a failure. */
  attempt?: number;
  onRetry?: () => void;
  i18n?: I18n;
}

/**
 * A remote page inside its providers and boundaries. The browser's parcel and the server's
 * render both use it, so the markup the server sends is the markup the parcel hydrates.
 */
export function RemotePageRoot({
  remote,
  Page,
  props,
  attempt = 0,
  onRetry,
  i18n,
}: RemotePageRootProps): ReactElement {
  const { store, bus, page } = props;
  // Set once the page runs in the browser (rendered or hydrated): server markup never has it, so
  // tests and tools can tell a page that reacts from one that is only shown. A transition: React
  // hydrates the page's Suspense boundary after the root, and an urgent update reaching the
  // boundary first would hydrate the whole page in one blocking task; in a transition React
  // hydrates it in slices and sets the mark once it is done.
  const [alive, setAlive] = useState(false);
  useEffect(() => startTransition(() => setAlive(true)), []);
  return (
    <KernelProviders store={store} bus={bus} {...(i18n ? { i18n } : {})}>
      <div data-remote={remote} data-page={page} data-alive={alive ? '' : undefined}>
        {Page ? (
          <PageBoundary
            area={`${remote} page ${page}`}
            remote={remote}
            key={`${page}:${attempt}`}
            {...(onRetry ? { onRetry } : {})}
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
