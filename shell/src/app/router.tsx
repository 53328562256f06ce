import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { matchRoute, type PageRoute } from '@dostavka/shared-kernel/routing';
import { PageLoader } from '@dostavka/shared-kernel/ui-core';
import { PageFramePlaceholder } from '@dostavka/shared-kernel/remote';
import { Layout } from '../layout/layouts';
import { RemoteArea } from '../federation/remote-area';
import { NotFoundPage } from '../pages/not-found-page';
import { ShellErrorBoundary } from '../pages/error-page';
import { ScrollManager } from '../features/navigation/scroll-manager';
import { Middlewares } from '../features/navigation/middleware';
import { useFlags } from '../features/flags/flags-context';
import { MenuCountsProvider } from '../features/navigation/menu-counts';
import { CurrentPathProvider } from '../features/navigation/current-path';

/** The server already knows the first document's status; a 404 there needs no remote round trip. */
export interface RouterOptions {
  notFoundPath: string | null;
}

function PageRouteElement({
  route,
  params,
  notFoundPath,
}: {
  route: PageRoute;
  params: Record<string, string>;
  notFoundPath: string | null;
}): ReactElement {
  const { pathname } = useLocation();
  const flags = useFlags();
  // The server already found nothing at this address (a catch-all page or an unknown city).
  if (pathname === notFoundPath) return <NotFoundPage />;
  // A flagged module does not exist for a visitor whose flag is off (known once the flags are in).
  if (route.flag && !flags.ready) return <PageLoader />;
  if (route.flag && !flags.isOn(route.flag)) return <NotFoundPage />;
  const outline = route.frame;
  return (
    <Middlewares
      names={route.middleware ?? []}
      frame={
        outline
          ? (inside) => (
              <PageFramePlaceholder page={route.page} outline={outline}>
                {inside}
              </PageFramePlaceholder>
            )
          : undefined
      }
    >
      <RemoteArea route={route} params={params} />
    </Middlewares>
  );
}

/**
 * The shell's pages: the page of the kernel's route table the address matches (the server finds
 * the same one: `matchRoute`), in its layout, with the trailing slash and the scroll handled the
 * same for every page; an address no route has is the 404 page. react-router keeps the history
 * and the location; the table's matching is the kernel's, so the shell needs only react-router's
 * declarative core (about half of its data router).
 */
export function ShellRoutes({ notFoundPath }: RouterOptions): ReactElement {
  const location = useLocation();
  if (!location.pathname.endsWith('/')) {
    return <Navigate replace to={`${location.pathname}/${location.search}${location.hash}`} />;
  }
  const match = matchRoute(location.pathname);
  const route = match?.route;
  return (
    <ShellErrorBoundary at={location.pathname}>
      <CurrentPathProvider value={location.pathname}>
        <MenuCountsProvider>
          <Layout name={route?.layout ?? 'default'}>
            {match ? (
              <PageRouteElement route={match.route} params={match.params} notFoundPath={notFoundPath} />
            ) : (
              <NotFoundPage />
            )}
            <ScrollManager keepScroll={route?.keepScroll ?? false} />
          </Layout>
        </MenuCountsProvider>
      </CurrentPathProvider>
    </ShellErrorBoundary>
  );
}
