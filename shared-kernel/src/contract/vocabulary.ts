/**
 * The closed vocabularies of the wire: the values a field may take, spelt once. The contract's
 * schemas are built on them and the domain's rules re-export them (`@dostavka/shared-kernel/domain`):
 * the contract is the leaf, it imports nothing of the kernel. Plain constants without TypeBox, so
 * the browser's domain code takes them without the schemas.
 */

/** Higher level, more rights. A guest (no profile) is below every role. */
export const ROLE_LEVELS = { USER: 1, MANAGER: 2, EMPLOYEE: 3, MODERATOR: 4, ADMIN: 5 } as const;
export type RoleSlug = keyof typeof ROLE_LEVELS;

/** The life of an order, in the order it happens; 'cancelled' can end it early. */
export const ORDER_STATUSES = [
  'created',
  'confirmed',
  'picked_up',
  'in_transit',
  'arrived',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const RESPONSE_MARKS = [
  'dedicated-line',
  'dedicated-composite',
  'consolidated-line',
  'consolidated-composite',
] as const;
export type ResponseMark = (typeof RESPONSE_MARKS)[number];

export const PATH_MARKS = [
  'departure-destination',
  'departure',
  'destination',
  'intermediate',
  'truck_request',
  'truck_back',
  'composite-route',
] as const;
export type PathMark = (typeof PATH_MARKS)[number];

/** The hand-overs at a carrier's own point (a pick-up point of that kind is chosen for them). */
export const POINT_KINDS = ['WAREHOUSE', 'OFFICE', 'POSTAMAT'] as const;
export type PointKindSlug = (typeof POINT_KINDS)[number];

export const DELIVERY_METHOD_SLUGS = ['NOT_SELECTED', 'WAREHOUSE', 'POSTAMAT', 'OFFICE', 'COURIER'] as const;
export type DeliveryMethodSlug = (typeof DELIVERY_METHOD_SLUGS)[number];

/** A remote release's label (`1.4.2`): the release command, the registry's contract and its form. */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** Where a registered version's manifest is: an absolute http(s) address. */
export const REMOTE_MANIFEST_URL_PATTERN = /^https?:\/\/\S+$/;

/** How many contacts an account's address book holds. */
export const SAVED_CONTACTS_LIMIT = 500;

/** A weight's units. */
export const WEIGHT_UNITS = ['g', 'kg', 't'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The packaging presets of the combined calculator, in the order it offers them. */
export const PACKAGING_SLUGS = ['big_box', 'bag', 'pallet', 'mail', 'box', 'custom'] as const;
export type PackagingSlug = (typeof PACKAGING_SLUGS)[number];
