/** Enumerations of the dedicated calculator, the tariff offers, directions and companies (spec 3). */

export const TRUCK_TYPES = { TENT: 1, FLATBED: 2, ISOTHERMAL: 3, REFRIGERATED: 4 } as const;
export type TruckType = (typeof TRUCK_TYPES)[keyof typeof TRUCK_TYPES];

/** Extra services ('dop'); '' means none chosen. */
export const DOP_SERVICES = { STRAPS: 1, STAKES: 2, WOODEN_FLOOR: 3, CRATING: 4, TAIL_LIFT: 5 } as const;
export type DopService = (typeof DOP_SERVICES)[keyof typeof DOP_SERVICES] | '';

/** Loading ways; '' means none chosen. */
export const LOAD_TYPES = { REAR: 1, REAR_SIDE: 2, REAR_TOP: 3, REAR_SIDE_TOP: 4 } as const;
export type LoadType = (typeof LOAD_TYPES)[keyof typeof LOAD_TYPES] | '';

export {
  DELIVERY_METHOD_SLUGS,
  PATH_MARKS,
  POINT_KINDS,
  RESPONSE_MARKS,
  type DeliveryMethodSlug,
  type PathMark,
  type PointKindSlug,
  type ResponseMark,
} from '../contract/vocabulary';

export const COMPANY_TYPES = ['LEGAL', 'INDIVIDUAL'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_STATES = ['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

/** FIAS address levels as the address suggestions report them. */
export const FIAS_LEVELS = [-1, 0, 1, 3, 4, 5, 6, 7, 8, 9, 65, 75] as const;
export type FiasLevel = (typeof FIAS_LEVELS)[number];
