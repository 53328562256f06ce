/**
 * Our shipment in СДЭК's terms and back, in one place: hand-over methods to СДЭК's delivery modes
 * (the `delivery_mode` of each tariff in /v2/calculator/tarifflist), cargo places to `packages`
 * (grams and whole centimetres), СДЭК's points to ours and which of them serve each method.
 * Sources: docs/carriers.md, "СДЭК".
 */
import type { LockerLimits } from '@dostavka/shared-kernel/contract';
import type { PointKindsByMethod } from '@dostavka/shared-kernel/domain';
import type { CargoSummary } from '../../tariffs/cargo';
import type { HandOver } from '../../tariffs/request';
import type { CarrierPoint } from '../types';

/** How the cargo is handed over at one end, as СДЭК's modes name it. */
type End = 'door' | 'office' | 'postamat';

const END: Record<HandOver, End> = {
  COURIER: 'door',
  // СДЭК has no freight terminals of its own kind: its offices ("склад") take and give out cargo.
  WAREHOUSE: 'office',
  OFFICE: 'office',
  POSTAMAT: 'postamat',
};

/**
 * Which of СДЭК's points serve each hand-over at a point, as END maps the methods: its offices
 * (`PVZ`, our OFFICE points) for a terminal's or an office's, its lockers for a locker's.
 */
export const POINT_KINDS: PointKindsByMethod = {
  WAREHOUSE: ['OFFICE'],
  OFFICE: ['OFFICE'],
  POSTAMAT: ['POSTAMAT'],
};

/** СДЭК's delivery_mode by departure and destination end (its tariff reference, modes 1-10). */
const MODES: Record<End, Record<End, number>> = {
  door: { door: 1, office: 2, postamat: 6 },
  office: { door: 3, office: 4, postamat: 7 },
  postamat: { door: 8, office: 9, postamat: 10 },
};

export const deliveryMode = (from: HandOver, to: HandOver): number => MODES[END[from]][END[to]];

/** Whether the receiver shows an identity document: at an office, yes; a courier or a locker code, no. */
export const needsPassport = (to: HandOver): boolean => END[to] === 'office';

/**
 * Order type 1 ("интернет-магазин") holds СДЭК's parcel and locker tariffs, type 2 ("доставка")
 * its freight ("Сборный груз") ones: lockers only exist for the first.
 */
export const orderType = (from: HandOver, to: HandOver): 1 | 2 =>
  END[from] === 'postamat' || END[to] === 'postamat' ? 1 : 2;

/** СДЭК's code of the declared value's insurance among the calculator's additional services. */
const INSURANCE = 'INSURANCE';

/**
 * The service that prices the insurance of a tariff (`services` of POST /v2/calculator/tariff):
 * INSURANCE with the declared value, whole roubles, as its parameter.
 */
export const insuranceService = (declared: number) => ({
  code: INSURANCE,
  parameter: String(Math.round(declared)),
});

/** The insurance's sum (roubles) among the `services` of a /v2/calculator/tariff answer, or null. */
export function insuranceSum(answer: unknown): number | null {
  const services = (answer as { services?: unknown } | null)?.services;
  if (!Array.isArray(services)) return null;
  const line = (services as Array<{ code?: unknown; sum?: unknown }>).find((s) => s.code === INSURANCE);
  const sum = line?.sum;
  return typeof sum === 'number' && Number.isFinite(sum) && sum >= 0 ? sum : null;
}

export interface CdekPackage {
  weight: number;
  length?: number;
  width?: number;
  height?: number;
}

/** СДЭК takes up to this many packages in one calculation; more identical places are merged. */
const MAX_PACKAGES = 100;

const cm = (value: number) => Math.max(1, Math.ceil(value));
const grams = (kg: number) => Math.max(1, Math.ceil(kg * 1000));

/**
 * Each place is a package (weight in grams, sides in whole cm, rounded up so nothing is
 * under-declared). Shipments known by totals alone are one package of that weight, a cube of that
 * volume. Past MAX_PACKAGES the rest of a row travels as one heavier package of its size.
 */
export function packagesOf(cargo: CargoSummary): CdekPackage[] {
  if (cargo.byTotals || cargo.places.length === 0) {
    const side = cargo.volumeM3 > 0 ? cm(Math.cbrt(cargo.volumeM3) * 100) : undefined;
    return [{ weight: grams(cargo.weightKg), ...(side && { length: side, width: side, height: side }) }];
  }
  const packages: CdekPackage[] = [];
  for (const place of cargo.places) {
    const size = { length: cm(place.lengthCm), width: cm(place.widthCm), height: cm(place.heightCm) };
    // Room for single packages, keeping one for the merged rest of the row.
    const free = MAX_PACKAGES - packages.length - 1;
    const single = place.quantity <= free + 1 ? place.quantity : Math.max(0, free);
    for (let i = 0; i < single; i += 1) packages.push({ weight: grams(place.weightKg), ...size });
    const rest = place.quantity - single;
    if (rest > 0) packages.push({ weight: grams(place.weightKg * rest), ...size });
  }
  return packages;
}

/** A point of GET /v2/deliverypoints, the fields read. */
export interface CdekOffice {
  code?: unknown;
  name?: unknown;
  type?: unknown;
  work_time?: unknown;
  weight_max?: unknown;
  is_reception?: unknown;
  is_handout?: unknown;
  dimensions?: unknown;
  location?: { latitude?: unknown; longitude?: unknown; address?: unknown; address_full?: unknown };
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A locker's largest cell by volume (its `dimensions`, cm) and its weight limit (kg). */
function lockerOf(office: CdekOffice): LockerLimits | null {
  const cells = Array.isArray(office.dimensions) ? (office.dimensions as Array<Record<string, unknown>>) : [];
  let best: LockerLimits['cellCm'] | null = null;
  for (const cell of cells) {
    const [width, height, depth] = [num(cell.width), num(cell.height), num(cell.depth)];
    if (!width || !height || !depth) continue;
    if (!best || width * height * depth > best.length * best.width * best.height)
      best = { length: depth, width, height };
  }
  const maxKg = num(office.weight_max);
  return best && maxKg ? { cellCm: best, maxKg } : null;
}

/** Ours, or null for a point without a code, coordinates or address, or that takes and gives nothing. */
export function pointOf(office: CdekOffice): CarrierPoint | null {
  const code = text(office.code);
  const lat = num(office.location?.latitude);
  const lon = num(office.location?.longitude);
  const address = text(office.location?.address) || text(office.location?.address_full);
  if (!code || lat === null || lon === null || !address) return null;
  if (office.is_reception === false && office.is_handout === false) return null;
  const locker = office.type === 'POSTAMAT';
  return {
    code,
    kind: locker ? 'POSTAMAT' : 'OFFICE',
    name: text(office.name) || `СДЭК ${code}`,
    address,
    hours: text(office.work_time),
    lat,
    lon,
    locker: locker ? lockerOf(office) : null,
  };
}
