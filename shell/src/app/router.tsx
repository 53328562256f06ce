import type { ReactElement } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useMatches,
  useParams,
  type RouteObject,
} from 'react-router-dom';
import { ROUTES, type LayoutName, type PageRoute } from '@dostavka/shared-kernel/routing';
import { PageLoader } from '@dostavka/shared-kernel/ui-core';
import { PageFramePlaceholder } from '@dostavka/shared-kernel/remote';
import { Layout } from '../layout/layouts';
import { RemoteArea } from '../federation/remote-area';
import { NotFoundPage } from '../pages/not-found-page';
import { ErrorFallback } from '../pages/error-page';
import { ScrollManager } from '../features/navigation/scroll-manager';
import { Middlewares } from '../features/navigation/middleware';
import { useFlags } from '../features/flags/flags-context';
import { MenuCountsProvider } from '../features/navigation/menu-counts';
import { CurrentPathProvider } from '../features/navigation/current-path';

interface RouteHandle {
  layout: LayoutName;
  keepScroll: boolean;
}

/** The server already knows the first document's status; a 404 there needs no remote round trip. */
export interface RouterOptions {
  notFoundPath: string | null;
}

function PageRouteElement({
  route,
  notFoundPath,
}: {
  route: PageRoute;
  notFoundPath: string | null;
}): ReactElement {
  const params = useParams();
  const { pathname } = useLocation();
  const flags = useFlags();
  // The server already found nothing at this address (a catch-all page or an unknown city).
  if (pathname === notFoundPath) return <NotFoundPage />;
  // A flagged module does not exist for a visitor whose flag is off (known once the flags are in).
  if (route.flag && !flags.ready) return <PageLoader />;
  if (route.flag && !flags.isOn(route.flag)) return <NotFoundPage />;
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return (
    <Middlewares
      names={route.middleware ?? []}
      pending={route.frame ? <PageFramePlaceholder page={route.page} outline={route.frame} /> : undefined}
    >
      <RemoteArea route={route} params={defined} />
    </Middlewares>
  );
}

/** Layout, trailing-slash and scroll handling shared by every route. */
function ShellFrame(): ReactElement {
  const location = useLocation();
  const matches = useMatches();
  if (!location.pathname.endsWith('/')) {
    return <Navigate replace to={`${location.pathname}/${location.search}${location.hash}`} />;
  }
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return (
    <CurrentPathProvider value={location.pathname}>
      <MenuCountsProvider>
        <Layout name={handle?.layout ?? 'default'}>
          <Outlet />
          <ScrollManager keepScroll={handle?.keepScroll ?? false} />
        </Layout>
      </MenuCountsProvider>
    </CurrentPathProvider>
  );
}

export function buildRoutes({ notFoundPath }: RouterOptions): RouteObject[] {
  return [
    {
      element: <ShellFrame />,
      errorElement: <ErrorFallback />,
      children: [
        ...ROUTES.map((route): RouteObject => ({
          id: route.name,
          path: route.path,
          handle: { layout: route.layout, keepScroll: route.keepScroll ?? false } satisfies RouteHandle,
          element: <PageRouteElement route={route} notFoundPath={notFoundPath} />,
        })),
        {
          path: '*',
          handle: { layout: 'default', keepScroll: false } satisfies RouteHandle,
          element: <NotFoundPage />,
        },
      ],
    },
  ];
}

export const createShellRouter = (options: RouterOptions) => createBrowserRouter(buildRoutes(options));
