/**
 * The staff console's modules, each written once: its page (path, remote, page), the feature flag
 * that switches it and the lowest role it is ever for. The route table, the shell's menu, the
 * server's 404 decision for the page's document and the guard of the module's API all read this
 * list, and the server evaluates the module's flag with the role below as a floor: the flag's own
 * role (edited at run time on /staff/flags/) may raise the bar, never lower it, so the page and
 * its API always agree on who gets the module.
 */
import {
  STAFF_CARRIERS_FLAG,
  STAFF_FLAGS_FLAG,
  STAFF_INBOX_FLAG,
  STAFF_ORDERS_FLAG,
  STAFF_RATE_CARDS_FLAG,
} from '../contract/names';
import type { RoleSlug } from '../domain/roles';
import type { RemoteName } from './route-table';

export interface StaffModule {
  /** The route's name (the route table's `staff___<module>`). */
  name: string;
  path: string;
  remote: RemoteName;
  /** The page the remote renders. */
  page: string;
  /** The menu's label (a key of the shell's `common` namespace). */
  label: string;
  /** The feature flag that switches the module on, per person. */
  flag: string;
  /** The lowest role the module is for, whatever its flag says. */
  minRole: RoleSlug;
}

const staffModule = (
  module: string,
  remote: RemoteName,
  page: string,
  label: string,
  flag: string,
  minRole: RoleSlug,
): StaffModule => ({
  name: `staff___${module}`,
  path: `/staff/${module}/`,
  remote,
  page,
  label,
  flag,
  minRole,
});

/** In the order of the staff menu. */
export const STAFF_MODULES = {
  orders: staffModule('orders', 'mf_order', 'staff-orders', 'nav.staffOrders', STAFF_ORDERS_FLAG, 'EMPLOYEE'),
  inbox: staffModule('inbox', 'mf_account', 'inbox', 'nav.staffInbox', STAFF_INBOX_FLAG, 'EMPLOYEE'),
  tariffs: staffModule(
    'tariffs',
    'mf_calculator',
    'analytics',
    'nav.staffAnalytics',
    'staff-tariff-analytics',
    'MANAGER',
  ),
  rateCards: staffModule(
    'rate-cards',
    'mf_calculator',
    'rate-cards',
    'nav.staffRateCards',
    STAFF_RATE_CARDS_FLAG,
    'MODERATOR',
  ),
  carriers: staffModule(
    'carriers',
    'mf_calculator',
    'carriers',
    'nav.staffCarriers',
    STAFF_CARRIERS_FLAG,
    'MODERATOR',
  ),
  remotes: staffModule(
    'remotes',
    'mf_account',
    'remotes',
    'nav.staffRemotes',
    'staff-remote-registry',
    'ADMIN',
  ),
  flags: staffModule('flags', 'mf_account', 'flags', 'nav.staffFlags', STAFF_FLAGS_FLAG, 'ADMIN'),
} as const satisfies Record<string, StaffModule>;

/** The module a flag switches, if it switches one. */
export function staffModuleOfFlag(flag: string): StaffModule | undefined {
  return Object.values(STAFF_MODULES).find((module) => module.flag === flag);
}
