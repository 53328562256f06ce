/** Enumerations of the dedicated calculator, the tariff offers, directions and companies (spec 3). */

export const TRUCK_TYPES = { TENT: 1, FLATBED: 2, ISOTHERMAL: 3, REFRIGERATED: 4 } as const;
export type TruckType = (typeof TRUCK_TYPES)[keyof typeof TRUCK_TYPES];

/** Extra services ('dop'); '' means none chosen. */
export const DOP_SERVICES = { STRAPS: 1, STAKES: 2, WOODEN_FLOOR: 3, CRATING: 4, TAIL_LIFT: 5 } as const;
export type DopService = (typeof DOP_SERVICES)[keyof typeof DOP_SERVICES] | '';

/** Loading ways; '' means none chosen. */
export const LOAD_TYPES = { REAR: 1, REAR_SIDE: 2, REAR_TOP: 3, REAR_SIDE_TOP: 4 } as const;
export type LoadType = (typeof LOAD_TYPES)[keyof typeof LOAD_TYPES] | '';

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

export const DELIVERY_METHOD_SLUGS = ['NOT_SELECTED', 'WAREHOUSE', 'POSTAMAT', 'OFFICE', 'COURIER'] as const;
export type DeliveryMethodSlug = (typeof DELIVERY_METHOD_SLUGS)[number];

/** The hand-overs at a carrier's own point (a pick-up point of that kind is chosen for them). */
export const POINT_KINDS = ['WAREHOUSE', 'OFFICE', 'POSTAMAT'] as const;
export type PointKindSlug = (typeof POINT_KINDS)[number];

export const COMPANY_TYPES = ['LEGAL', 'INDIVIDUAL'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_STATES = ['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

/** FIAS address levels as the address suggestions report them. */
export const FIAS_LEVELS = [-1, 0, 1, 3, 4, 5, 6, 7, 8, 9, 65, 75] as const;
export type FiasLevel = (typeof FIAS_LEVELS)[number];
