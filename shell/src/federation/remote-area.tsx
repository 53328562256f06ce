import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { AreaFallback, PageLoader, useBus, useStore } from '@dostavka/shared-kernel/ui';
import type { PageRoute } from '@dostavka/shared-kernel/routing';
import { PageBoundary, isChunkLoadError, reloadAfterChunkError } from '@dostavka/shared-kernel/remote';
import { loadRemotePages, type RemotePages } from './remotes';
import { useBeginRouteLoading } from '../app/route-loading';

type AreaState =
  { status: 'loading' } | { status: 'ready'; pages: RemotePages } | { status: 'failed'; error: Error };

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** A chunk failure reloads the page once per window; anything else shows the area fallback. */
function failureOf(error: unknown): Error {
  const failure = asError(error);
  if (isChunkLoadError(failure)) reloadAfterChunkError();
  return failure;
}

/**
 * The area of the page a remote owns: loads the remote's page lifecycles and mounts the route's
 * page as a single-spa parcel with `{ page, params, query, store, bus }`. Whatever goes wrong in
 * there (remote down, chunk missing, page throws) stays in this area.
 */
export function RemoteArea({
  route,
  params,
}: {
  route: PageRoute;
  params: Record<string, string>;
}): ReactElement {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const { search } = useLocation();
  const store = useStore();
  const bus = useBus();
  const beginLoading = useBeginRouteLoading();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const done = beginLoading();
    loadRemotePages(route.remote)
      .then((pages) => live && setState({ status: 'ready', pages }))
      .catch((error: unknown) => {
        console.error(`remote ${route.remote} failed to load`, error);
        if (live) setState({ status: 'failed', error: failureOf(error) });
      })
      .finally(done);
    return () => {
      live = false;
      done();
    };
  }, [route.remote, attempt, beginLoading]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') return <AreaFallback error={state.error} onRetry={retry} />;
  return (
    <PageBoundary area={`remote ${route.remote}`} onRetry={retry} key={`${route.remote}:${attempt}`}>
      <ParcelHost
        pages={state.pages}
        onError={(error) => setState({ status: 'failed', error: failureOf(error) })}
        page={route.page}
        params={params}
        query={query}
        store={store}
        bus={bus}
      />
    </PageBoundary>
  );
}

interface ParcelHostProps {
  pages: RemotePages;
  onError(error: Error): void;
  page: string;
  params: Record<string, string>;
  query: Record<string, string>;
  store: ReturnType<typeof useStore>;
  bus: ReturnType<typeof useBus>;
}

function ParcelHost({ pages, onError, ...props }: ParcelHostProps): ReactElement {
  return (
    <Parcel
      config={pages}
      mountParcel={mountRootParcel}
      handleError={onError}
      wrapWith="div"
      wrapClassName="remote-area"
      {...props}
    />
  );
}
