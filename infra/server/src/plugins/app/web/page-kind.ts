import { matchRoute } from '@dostavka/shared-kernel/routing';
import type { PageKind } from '../../external/metrics';

/**
 * What kind of page a document address is, for the request metrics: the content remote's pages,
 * the staff pages, the other apps' pages; an address no route knows is `other`.
 */
export function pageKindOf(pathname: string): PageKind {
  const route = matchRoute(pathname)?.route;
  if (!route) return 'other';
  if (route.remote === 'mf_content') return 'content';
  return route.path.startsWith('/staff/') ? 'staff' : 'app';
}
