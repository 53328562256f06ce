/**
 * The site menu (spec section 2): pages with a target route, and sections whose sub-pages open
 * from them. The header, the mobile menu and the footer are drawn from this one list.
 */
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';

/** A count the menu shows beside an entry (asked of the server, see menu-counts.tsx). */
export type MenuBadge = 'inboxNew';

/** The staff inbox's flag: its menu entry counts the new messages while the inbox is on. */
export const INBOX_MENU_FLAG = STAFF_MODULES.inbox.flag;

/** The staff modules' entries, from the kernel's list of them (the one that guards their API). */
const staffPages: MenuPage[] = Object.values(STAFF_MODULES).map(({ label, path, flag }) => ({
  label,
  to: path,
  flag,
  ...(flag === INBOX_MENU_FLAG && { badge: 'inboxNew' as const }),
}));

export interface MenuPage {
  label: string;
  to: string;
  /** Only for signed-in users with this flag on, etc.: the shell hides what the visitor cannot use. */
  flag?: string;
  badge?: MenuBadge;
}

export interface MenuSection {
  label: string;
  children: MenuPage[];
}

export type MenuItem = MenuPage | MenuSection;

export const isSection = (item: MenuItem): item is MenuSection => 'children' in item;

export const MENU: readonly MenuItem[] = [
  {
    label: 'nav.calculator',
    children: [
      { label: 'nav.calculator', to: '/calculator/' },
      { label: 'nav.gazelles', to: '/calculator/gazelles/' },
      { label: 'nav.truck', to: '/calculator/truck/' },
    ],
  },
  { label: 'nav.tracking', to: '/tracking/' },
  { label: 'nav.directions', to: '/route/' },
  {
    label: 'nav.aboutGroup',
    children: [
      { label: 'nav.about', to: '/additional/about/' },
      { label: 'nav.autopark', to: '/additional/autopark/' },
      { label: 'nav.contacts', to: '/additional/contacts/' },
    ],
  },
  {
    label: 'nav.infoGroup',
    children: [
      { label: 'nav.documents', to: '/common/documents/' },
      { label: 'nav.faq', to: '/common/faqs/' },
      { label: 'nav.requisites', to: '/common/requisites/' },
    ],
  },
  {
    // The staff menu: each module shows only to whom its flag (and the role the flag asks)
    // allows; without any, the section is not shown.
    label: 'nav.staffGroup',
    children: staffPages,
  },
];

/** The landing page's own sections, reached by smooth scrolling to their anchors. */
export const LANDING_ANCHORS: readonly MenuPage[] = [
  { label: 'landing.advantages', to: '/allottedLanding/#advantages' },
  { label: 'landing.fleet', to: '/allottedLanding/#fleet' },
  { label: 'landing.request', to: '/allottedLanding/#request' },
];
