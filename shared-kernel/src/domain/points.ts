/**
 * Pick-up points in the domain: which hand-over needs a point, whether a locker takes the cargo,
 * and whether a courier's address reaches a house.
 */
import { POINT_KINDS, type DeliveryMethodSlug, type PointKindSlug } from './enums';
import type { LockerLimits } from './types/points';

/** The hand-over at both ends and how the cargo is described, as the search carries them. */
interface LockerSearch {
  directions: Record<'from' | 'to', { deliveryMethod: { slug: DeliveryMethodSlug } }>;
  delivery: { isDedicated: boolean; dimensions: { totals?: unknown } };
}

/**
 * The end whose locker waits for the places' sizes ('from' first), or null: a locker takes each
 * place into a cell, so a shipment known by its total weight alone cannot be priced at one (the
 * server offers no locker then). The calculator and the order page ask for the sizes instead of
 * showing no offer or dropping the chosen one.
 */
export function lockerWantsSizes({ directions, delivery }: LockerSearch): 'from' | 'to' | null {
  if (delivery.isDedicated || delivery.dimensions.totals === undefined) return null;
  if (directions.from.deliveryMethod.slug === 'POSTAMAT') return 'from';
  if (directions.to.deliveryMethod.slug === 'POSTAMAT') return 'to';
  return null;
}

/**
 * The method's own kind of point, or null for a hand-over not made at a point (a courier, nothing
 * chosen yet). Which of a carrier's points serve the method is `pointKindsFor`: they may be of
 * another kind (СДЭК's offices serve a hand-over at a terminal).
 */
export function pointKindOf(method: DeliveryMethodSlug): PointKindSlug | null {
  return (POINT_KINDS as readonly string[]).includes(method) ? (method as PointKindSlug) : null;
}

/**
 * A carrier's declaration of which kinds of its points serve each hand-over made at a point
 * (WAREHOUSE, OFFICE, POSTAMAT). A method it leaves out is served by points of the method's own kind.
 */
export type PointKindsByMethod = Partial<Record<PointKindSlug, readonly PointKindSlug[]>>;

/**
 * The kinds of a carrier's points at which a hand-over is made, by the carrier's declaration, else
 * the method's own kind; none for a hand-over not made at a point. The points API, the search and
 * the order check all ask this, so a point listed for a method is one they accept for it.
 */
export function pointKindsFor(
  method: DeliveryMethodSlug,
  declared: PointKindsByMethod = {},
): readonly PointKindSlug[] {
  const own = pointKindOf(method);
  if (!own) return [];
  return declared[own] ?? [own];
}

/** A place as the wire carries it: cm, grams, may it be turned. */
interface LockerPlace {
  length: number;
  width: number;
  height: number;
  weight: number;
  rotable?: boolean;
}

/** Whether the place stands in the cell in some allowed orientation (on its base it may always turn). */
function standsIn(place: LockerPlace, cell: LockerLimits['cellCm']): boolean {
  const { length: l, width: w, height: h } = place;
  const ways =
    place.rotable === false
      ? [[l, w, h]]
      : [
          [l, w, h],
          [l, h, w],
          [w, h, l],
        ];
  return ways.some(
    ([a, b, up]) =>
      up! <= cell.height &&
      ((a! <= cell.length && b! <= cell.width) || (b! <= cell.length && a! <= cell.width)),
  );
}

/**
 * Why a locker refuses the cargo: a place heavier than its weight limit ('weight') or larger than
 * its cell ('size'); null when every place fits. The server's pricing applies the same rule.
 */
export function lockerRefusal(
  locker: LockerLimits,
  places: readonly LockerPlace[],
): 'weight' | 'size' | null {
  if (places.some((place) => place.weight > locker.maxKg * 1000)) return 'weight';
  if (places.some((place) => !standsIn(place, locker.cellCm))) return 'size';
  return null;
}

/** A part that is a house number: '27', 'д. 27', 'дом 27а', '27/2', '27 к. 1', 'стр. 3'. */
const HOUSE_PART =
  /^(?:(?:д|дом|house)\.?\s*)?\d{1,4}\s*[а-яёa-z]?(?:\s*[/-]\s*\d+[а-яёa-z]?)?(?:\s*(?:к|корп|корпус|стр|строение|с|лит|литера)\.?\s*[\dа-яёa-z]+)*$/i;
const HOUSE_WORD = /(?:^|[\s,])(?:д|дом|house)\.?\s*\d+/i;
/** A street, then a number at the end: 'ул. Ленина 5'. */
const TRAILING_NUMBER = /[а-яёa-z.]\s+\d+\s*[а-яёa-z]?(?:\/\d+)?$/i;

/**
 * Whether a courier's address reaches a house (with local suggestions, a house number; with
 * DaData, its suggestion carries the house): 'Москва, ул. Ленина, 5' does, 'Москва, ул. Ленина'
 * and 'ул. 8 Марта' do not.
 */
export function hasHouseNumber(address: string): boolean {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return false;
  if (HOUSE_WORD.test(address)) return true;
  if (parts.slice(1).some((part) => HOUSE_PART.test(part))) return true;
  return parts.some((part) => TRAILING_NUMBER.test(part) && !/^\d+$/.test(part));
}

/** OpenStreetMap's tiles for the points' map; the Content-Security-Policy allows their origin for images. */
export const MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
