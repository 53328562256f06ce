import { CARGO, CAR_TRANSPORT, CONSOLIDATED, MOVING } from './groups-transport';
import { EQUIPMENT, FOOD, MACHINERY, METAL, VEHICLES } from './groups-goods';
import { BUILDING_MATERIALS, BUILDINGS, HOUSEHOLD_GOODS } from './groups-building';
import type { CatalogueGroup } from './types';

export type { CatalogueGroup } from './types';

/**
 * The catalogue groups of spec section 2, in the order the site lists them: the seeding code
 * builds their pages, the content pages' repository lists each group's pages.
 */
export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = [
  CAR_TRANSPORT,
  CARGO,
  CONSOLIDATED,
  MOVING,
  FOOD,
  EQUIPMENT,
  MACHINERY,
  VEHICLES,
  METAL,
  BUILDING_MATERIALS,
  HOUSEHOLD_GOODS,
  BUILDINGS,
];
