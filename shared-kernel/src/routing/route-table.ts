/**
 * The route table of spec section 2: the contract between the shell (which mounts the pages),
 * the server (which answers 404 and, later, renders content pages) and the remotes (which own
 * the pages). Paths use react-router syntax; every page path ends with a slash.
 */
export type RemoteName = 'mf_content' | 'mf_calculator' | 'mf_order' | 'mf_account';
export type LayoutName = 'common' | 'default' | 'landing';

export interface PageRoute {
  /** Unique route name; children of a group are joined with the spec's separator `___`. */
  name: string;
  path: string;
  remote: RemoteName;
  /** The page the remote renders (passed to its parcel as the `page` prop). */
  page: string;
  layout: LayoutName;
  /** A catch-all route: the page exists only when the content service knows its URL. */
  catchAll?: boolean;
  /** Named checks the shell runs before showing the page (e.g. 'auth': signed in). */
  middleware?: string[];
  /** Feature flag that must be on for the visitor; otherwise the page does not exist for them. */
  flag?: string;
  /** The page keeps the scroll position on navigation. */
  keepScroll?: boolean;
}

export const ROUTE_NAME_SEPARATOR = '___';

const routeChildren: Array<[string, string]> = [
  ['index', ''],
  ['to-any', 'to/any/:to/'],
  ['any', 'any/:to/'],
  ['from', 'from/:from/'],
  ['from-to', 'from/:from/:to/'],
  ['to', 'to/:from?/:to/'],
  ['city', ':from/'],
  ['city-city', ':from/:to/'],
];

const content = (name: string, path: string, page: string, layout: LayoutName = 'default'): PageRoute => ({
  name,
  path,
  remote: 'mf_content',
  page,
  layout,
});

export const ROUTES: readonly PageRoute[] = [
  content('index', '/', 'home', 'common'),
  content('allottedLanding', '/allottedLanding/', 'landing', 'landing'),
  {
    name: 'calculator',
    path: '/calculator/',
    remote: 'mf_calculator',
    page: 'calculator',
    layout: 'default',
  },
  {
    name: 'calculator___gazelles',
    path: '/calculator/gazelles/',
    remote: 'mf_calculator',
    page: 'gazelles',
    layout: 'default',
  },
  {
    name: 'calculator___truck',
    path: '/calculator/truck/',
    remote: 'mf_calculator',
    page: 'truck',
    layout: 'default',
  },
  { name: 'order', path: '/order/', remote: 'mf_order', page: 'order', layout: 'default' },
  { name: 'tracking', path: '/tracking/', remote: 'mf_order', page: 'tracking', layout: 'default' },
  ...routeChildren.map(([child, sub]) =>
    content(`route${ROUTE_NAME_SEPARATOR}${child}`, `/route/${sub}`, 'directions'),
  ),
  content('additional___about', '/additional/about/', 'about'),
  content('additional___autopark', '/additional/autopark/', 'autopark'),
  content('additional___contacts', '/additional/contacts/', 'contacts'),
  content('common___documents', '/common/documents/', 'documents'),
  content('common___faqs', '/common/faqs/', 'faqs'),
  content('common___requisites', '/common/requisites/', 'requisites'),
  content('common___faq', '/common/faq/:slug?/', 'faq'),
  {
    name: 'profile___orders',
    path: '/profile/orders/',
    remote: 'mf_account',
    page: 'orders',
    layout: 'default',
    middleware: ['auth'],
  },
  {
    name: 'staff___tariffs',
    path: '/staff/tariffs/',
    remote: 'mf_calculator',
    page: 'analytics',
    layout: 'default',
    middleware: ['auth'],
    flag: 'staff-tariff-analytics',
  },
  {
    name: 'staff___rate-cards',
    path: '/staff/rate-cards/',
    remote: 'mf_calculator',
    page: 'rate-cards',
    layout: 'default',
    middleware: ['auth'],
    flag: 'staff-rate-cards',
  },
  {
    name: 'staff___orders',
    path: '/staff/orders/',
    remote: 'mf_order',
    page: 'staff-orders',
    layout: 'default',
    middleware: ['auth'],
    flag: 'staff-orders',
  },
  {
    name: 'staff___remotes',
    path: '/staff/remotes/',
    remote: 'mf_account',
    page: 'remotes',
    layout: 'default',
    middleware: ['auth'],
    flag: 'staff-remote-registry',
  },
  {
    name: 'staff___inbox',
    path: '/staff/inbox/',
    remote: 'mf_account',
    page: 'inbox',
    layout: 'default',
    middleware: ['auth'],
    flag: 'staff-inbox',
  },
  {
    name: 'staff___flags',
    path: '/staff/flags/',
    remote: 'mf_account',
    page: 'flags',
    layout: 'default',
    middleware: ['auth'],
    flag: 'staff-flags',
  },
  { ...content('catchall', '/:index/', 'page'), catchAll: true },
  { ...content('catchall___page', '/:index/:page/', 'page'), catchAll: true },
];
