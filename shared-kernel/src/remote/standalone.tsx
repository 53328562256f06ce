import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createClientKernel } from '@dostavka/shared-kernel/client';
import { ROUTES, matchRoute } from '@dostavka/shared-kernel/routing';
import type { RemotePageProps } from './types';

/**
 * A remote opened on its own (its dev server) mounts the page of the current URL with a store
 * and bus of its own, so a team can work on it without the shell.
 */
export async function mountStandalone(remote: string, pages: ParcelConfig<RemotePageProps>): Promise<void> {
  const { store, bus } = await createClientKernel();
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('standalone page needs an element with id "root"');
  const found = matchRoute(window.location.pathname);
  const route = found?.route.remote === remote ? found.route : ROUTES.find((r) => r.remote === remote);
  if (!route) throw new Error(`no route of ${remote} in the route table`);
  mountRootParcel(pages, {
    domElement,
    page: route.page,
    route: route.name,
    params: found?.route === route ? found.params : {},
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
    store,
    bus,
  });
}
