import { ROUTES, type PageRoute } from './route-table';

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

interface Compiled {
  route: PageRoute;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's path as a regular expression, as react-router reads the table's syntax (`:name` a
 * segment, `:name?` an optional one, case-sensitive, trailing slashes optional), compiled once:
 * matching here keeps react-router out of what loads the kernel's routing (the header island of
 * a content page has no router). match.test.ts holds it to react-router's own `matchPath`.
 */
function compile(route: PageRoute): Compiled {
  const names: string[] = [];
  const body = route.path
    .replace(/\/+$/, '')
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { route, pattern: new RegExp(`^${body || '/'}/*$`), names };
}

/** Specific routes win over catch-all ones; within each kind the table order decides. */
const ORDERED = [...ROUTES.filter((r) => !r.catchAll), ...ROUTES.filter((r) => r.catchAll)].map(compile);

/**
 * Pathnames matched lately: the server matches each request's path several times (hints, page,
 * render) against some thirty routes. Bounded, since paths come from anyone: when full it starts
 * again.
 */
const KNOWN_MAX = 2_000;
const known = new Map<string, RouteMatch | null>();

function findRoute(pathname: string): RouteMatch | null {
  for (const { route, pattern, names } of ORDERED) {
    const found = pattern.exec(pathname);
    if (found) {
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        const value = found[index + 1];
        // As react-router: an encoded slash inside a segment is a slash in the value.
        if (value !== undefined) params[name] = value.replace(/%2F/g, '/');
      });
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
