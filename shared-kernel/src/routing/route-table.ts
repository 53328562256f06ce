/**
 * The route table of spec section 2: the contract between the shell (which mounts the pages),
 * the server (which answers 404 and, later, renders content pages) and the remotes (which own
 * the pages). Paths use react-router syntax; every page path ends with a slash.
 */
import { STAFF_MODULES, type StaffModule } from './staff-modules';

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
  /** An application page the server renders as its frame (heading and the outline of its form). */
  frame?: PageFrameOutline;
}

/** A block of a page's frame: its height in px on a phone and from the `md` breakpoint up. */
export type FrameBlock = readonly [phone: number, wide: number];

/**
 * The frame of a page its remote renders in the browser (an application page): what the server
 * draws in the page's area, and the shell shows while the remote loads, so that the first paint
 * has the page's heading (the kernel's `pages.<page>.title` and `.lead`, set in the same
 * typography as the page's own) and the outline of its form, and nothing moves when the page
 * replaces it. Heights are those of the page's first render, rounded.
 */
export interface PageFrameOutline {
  /** The outlined blocks of the page's main column, top to bottom. */
  main: readonly FrameBlock[];
  /**
   * A column beside the main one from `from` up (`columns`: the grid's tracks there, the main
   * column's first); under the main column below that, or above it when `first`.
   */
  side?: { from: 'md' | 'lg'; columns: string; blocks: readonly FrameBlock[]; first?: boolean };
  /** Space between the blocks, in MUI spacing units (8 px). */
  gap: number;
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

/** The calculator: route, cargo and details sections; the offers beside them on a wide screen. */
const CALCULATOR_FRAME: PageFrameOutline = {
  main: [
    [190, 170],
    [330, 260],
    [250, 170],
  ],
  side: { from: 'lg', columns: 'minmax(0, 7fr) minmax(0, 5fr)', blocks: [[240, 240]] },
  gap: 2,
};

/** The order: the tariff's summary (first on a phone), sender, recipient and payer. */
const ORDER_FRAME: PageFrameOutline = {
  main: [
    [560, 420],
    [560, 420],
    [200, 160],
  ],
  side: { from: 'md', columns: 'minmax(0, 1fr) 360px', blocks: [[160, 160]], first: true },
  gap: 3,
};

/** Tracking: the number's field with its hint and the button (two lines of hint on a phone). */
const TRACKING_FRAME: PageFrameOutline = { main: [[99, 79]], gap: 2 };

const content = (name: string, path: string, page: string, layout: LayoutName = 'default'): PageRoute => ({
  name,
  path,
  remote: 'mf_content',
  page,
  layout,
});

/** A staff module's page: for signed-in staff its flag (and role, staff-modules.ts) lets in. */
const staffRoute = ({ name, path, remote, page, flag }: StaffModule): PageRoute => ({
  name,
  path,
  remote,
  page,
  layout: 'default',
  middleware: ['auth'],
  flag,
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
    frame: CALCULATOR_FRAME,
  },
  {
    name: 'calculator___gazelles',
    path: '/calculator/gazelles/',
    remote: 'mf_calculator',
    page: 'gazelles',
    layout: 'default',
    frame: CALCULATOR_FRAME,
  },
  {
    name: 'calculator___truck',
    path: '/calculator/truck/',
    remote: 'mf_calculator',
    page: 'truck',
    layout: 'default',
    frame: CALCULATOR_FRAME,
  },
  {
    name: 'order',
    path: '/order/',
    remote: 'mf_order',
    page: 'order',
    layout: 'default',
    frame: ORDER_FRAME,
  },
  {
    name: 'tracking',
    path: '/tracking/',
    remote: 'mf_order',
    page: 'tracking',
    layout: 'default',
    frame: TRACKING_FRAME,
  },
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
    frame: { main: [[480, 420]], gap: 2 },
  },
  ...Object.values(STAFF_MODULES).map(staffRoute),
  { ...content('catchall', '/:index/', 'page'), catchAll: true },
  { ...content('catchall___page', '/:index/:page/', 'page'), catchAll: true },
];
