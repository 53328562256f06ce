import { matchPath } from 'react-router';
import { ROUTES, type PageRoute } from './route-table';

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** Specific routes win over catch-all ones; within each kind the table order decides. */
const ORDERED = [...ROUTES.filter((r) => !r.catchAll), ...ROUTES.filter((r) => r.catchAll)];

/**
 * Pathnames matched lately: react-router compiles a route's pattern on every `matchPath`, and the
 * server matches each request's path several times (hints, page, render) against some thirty
 * routes. Bounded, since paths come from anyone: when full it starts again.
 */
const KNOWN_MAX = 2_000;
const known = new Map<string, RouteMatch | null>();

function findRoute(pathname: string): RouteMatch | null {
  for (const route of ORDERED) {
    const found = matchPath({ path: route.path, end: true, caseSensitive: true }, pathname);
    if (found) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.params)) if (value !== undefined) params[key] = value;
      return Object.freeze({ route, params: Object.freeze(params) });
    }
  }
  return null;
}

/**
 * Finds the page for a pathname (with its trailing slash), or null when no route has it. The
 * answer is shared between callers asking for the same path: it is frozen.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  let match = known.get(pathname);
  if (match === undefined) {
    match = findRoute(pathname);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(pathname, match);
  }
  return match;
}

/**
 * Page paths end with a slash. Returns the slash form of a path that lacks it (query kept), or
 * null when the path is already fine or names a file (has an extension in its last segment).
 */
export function trailingSlashRedirect(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (path.endsWith('/')) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${path}/${query}`;
}
