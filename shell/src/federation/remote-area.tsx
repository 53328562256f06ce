import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { AreaFallback, PageLoader, useBus, useStore } from '@dostavka/shared-kernel/ui-core';
import type { PageRoute } from '@dostavka/shared-kernel/routing';
import {
  PageBoundary,
  PageFramePlaceholder,
  isChunkLoadError,
  reloadAfterChunkError,
  reportFailure,
  type FailureKind,
} from '@dostavka/shared-kernel/remote';
import { loadRemotePages, type RemotePages } from './remotes';
import { ParcelHost } from './parcel-host';
import { useBeginRouteLoading } from '../app/route-loading';
import { useClaimedSlot } from '../ssr/ssr-slot';

type AreaState =
  { status: 'loading' } | { status: 'ready'; pages: RemotePages } | { status: 'failed'; error: Error };

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * A chunk failure reloads the page once per window; anything else shows the area fallback and
 * is reported (failure-reporter.ts).
 */
function failureOf(error: unknown, remote: string, kind: FailureKind): Error {
  const failure = asError(error);
  if (isChunkLoadError(failure)) reloadAfterChunkError();
  else reportFailure({ remote, kind, error: failure });
  return failure;
}

/**
 * The area of the page a remote owns: loads the remote's page lifecycles and mounts the route's
 * page as a single-spa parcel with `{ page, route, params, query, store, bus }`. Whatever goes
 * wrong in there (remote down, chunk missing, page throws) stays in this area. On the server, and
 * while the browser hydrates a server-rendered document, the area holds the server's page. A page
 * with a frame (routing's `frame`: the application pages) shows it, instead of a loader, until
 * its parcel has drawn the page: the server renders the same frame into the document.
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
  const { pathname, search } = useLocation();
  const slot = useClaimedSlot(`${pathname}${search}`);
  // The server's markup is for the first parcel only; later ones (another page, another remote,
  // a retry) render anew.
  const serverMarkup = useRef(slot?.html !== undefined ? slot : null);
  const store = useStore();
  const bus = useBus();
  const beginLoading = useBeginRouteLoading();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // A server-rendered page is already on screen: no loading indicator for it.
    const done = serverMarkup.current ? () => undefined : beginLoading();
    loadRemotePages(route.remote)
      .then((pages) => live && setState({ status: 'ready', pages }))
      .catch((error: unknown) => {
        console.error(`remote ${route.remote} failed to load`, error);
        if (live) setState({ status: 'failed', error: failureOf(error, route.remote, 'load') });
      })
      .finally(done);
    return () => {
      live = false;
      done();
    };
  }, [route.remote, attempt, beginLoading]);

  if (slot?.element) {
    return (
      <div className="remote-area" data-ssr="">
        {slot.element}
      </div>
    );
  }
  const retry = () => {
    serverMarkup.current = null;
    setAttempt((n) => n + 1);
  };
  // The area outlives a navigation: a link followed before the server's page came alive must not
  // hand that page's markup and data to the next one.
  const markup = serverMarkup.current?.path === `${pathname}${search}` ? serverMarkup.current : null;
  const ssr = markup?.html !== undefined ? { html: markup.html, preloaded: markup.preloaded } : null;
  const placeholder = route.frame ? <PageFramePlaceholder page={route.page} outline={route.frame} /> : null;
  if (state.status === 'failed') return <AreaFallback error={state.error} onRetry={retry} />;
  if (state.status === 'loading' && !ssr) return placeholder ?? <PageLoader />;
  return (
    <PageBoundary area={`remote ${route.remote}`} onRetry={retry} key={`${route.remote}:${attempt}`}>
      <ParcelHost
        // A parcel of another remote gets an element of its own, never the previous one's.
        key={route.remote}
        pages={state.status === 'ready' ? state.pages : null}
        ssr={ssr}
        placeholder={ssr ? null : placeholder}
        onMounted={() => (serverMarkup.current = null)}
        onError={(error) => setState({ status: 'failed', error: failureOf(error, route.remote, 'mount') })}
        props={{ page: route.page, route: route.name, params, query, store, bus }}
      />
    </PageBoundary>
  );
}
