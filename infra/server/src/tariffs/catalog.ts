/**
 * The dedicated calculator's enumerations (spec section 3) with the names the fleet list gives
 * them and the keys the rate cards price them by. Clients send the names back (the `car` of a
 * search); the numeric codes are accepted too.
 */
import {
  BODY_TYPE_NAMES,
  DOP_SERVICES,
  EXTRA_SERVICE_NAMES,
  LOAD_KIND_NAMES,
  LOAD_TYPES,
  TRUCK_TYPES,
} from '@dostavka/shared-kernel/domain';

export interface CatalogEntry<K extends string> {
  key: K;
  code: number;
  name: string;
}

export const BODY_TYPES = [
  { key: 'tent', code: TRUCK_TYPES.TENT, name: BODY_TYPE_NAMES[TRUCK_TYPES.TENT]! },
  { key: 'flatbed', code: TRUCK_TYPES.FLATBED, name: BODY_TYPE_NAMES[TRUCK_TYPES.FLATBED]! },
  { key: 'isothermal', code: TRUCK_TYPES.ISOTHERMAL, name: BODY_TYPE_NAMES[TRUCK_TYPES.ISOTHERMAL]! },
  { key: 'refrigerated', code: TRUCK_TYPES.REFRIGERATED, name: BODY_TYPE_NAMES[TRUCK_TYPES.REFRIGERATED]! },
] as const satisfies readonly CatalogEntry<string>[];
export type BodyKey = (typeof BODY_TYPES)[number]['key'];

/** Loading kinds; each is a set of sides, written as the client joins them ('Задняя/боковая'). */
export const LOAD_KINDS = [
  { key: 'rear', code: LOAD_TYPES.REAR, name: LOAD_KIND_NAMES[LOAD_TYPES.REAR]! },
  { key: 'rear-side', code: LOAD_TYPES.REAR_SIDE, name: LOAD_KIND_NAMES[LOAD_TYPES.REAR_SIDE]! },
  { key: 'rear-top', code: LOAD_TYPES.REAR_TOP, name: LOAD_KIND_NAMES[LOAD_TYPES.REAR_TOP]! },
  { key: 'rear-side-top', code: LOAD_TYPES.REAR_SIDE_TOP, name: LOAD_KIND_NAMES[LOAD_TYPES.REAR_SIDE_TOP]! },
] as const satisfies readonly CatalogEntry<string>[];
export type LoadKey = (typeof LOAD_KINDS)[number]['key'];

export const EXTRA_SERVICES = [
  { key: 'straps', code: DOP_SERVICES.STRAPS, name: EXTRA_SERVICE_NAMES[DOP_SERVICES.STRAPS]! },
  { key: 'stakes', code: DOP_SERVICES.STAKES, name: EXTRA_SERVICE_NAMES[DOP_SERVICES.STAKES]! },
  {
    key: 'wooden-floor',
    code: DOP_SERVICES.WOODEN_FLOOR,
    name: EXTRA_SERVICE_NAMES[DOP_SERVICES.WOODEN_FLOOR]!,
  },
  { key: 'crating', code: DOP_SERVICES.CRATING, name: EXTRA_SERVICE_NAMES[DOP_SERVICES.CRATING]! },
  { key: 'tail-lift', code: DOP_SERVICES.TAIL_LIFT, name: EXTRA_SERVICE_NAMES[DOP_SERVICES.TAIL_LIFT]! },
] as const satisfies readonly CatalogEntry<string>[];
export type ServiceKey = (typeof EXTRA_SERVICES)[number]['key'];

const normal = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е');

function finder<E extends CatalogEntry<string>>(entries: readonly E[]) {
  return (token: string): E | undefined => {
    const wanted = normal(token);
    return entries.find(
      (entry) => normal(entry.name) === wanted || String(entry.code) === wanted || entry.key === wanted,
    );
  };
}

export const findBody = finder(BODY_TYPES);
export const findService = finder(EXTRA_SERVICES);

const SIDES = ['задняя', 'боковая', 'верхняя'] as const;

/**
 * A loading kind from the client's text: one kind ('Задняя/боковая'), sides joined by '/'
 * ('задняя/верхняя') or a code ('2'). Every kind includes the rear. Undefined when unreadable.
 */
export function findLoad(text: string): (typeof LOAD_KINDS)[number] | undefined {
  const byCode = LOAD_KINDS.find((kind) => String(kind.code) === text.trim());
  if (byCode) return byCode;
  const sides = new Set(text.split('/').map(normal).filter(Boolean));
  if (sides.size === 0 || [...sides].some((side) => !(SIDES as readonly string[]).includes(side)))
    return undefined;
  const side = sides.has('боковая');
  const top = sides.has('верхняя');
  return LOAD_KINDS[(side ? 1 : 0) + (top ? 2 : 0)];
}
