/**
 * The calculator's state in the address (spec: a link or a reload reproduces the same search).
 * Cities go by slug (the content pages link with `from`, `to` and `weight` in kilograms), cargo
 * places as `slug,length,width,height,unit,weight,unit,quantity,rotate,stack` joined by ';'.
 * Reading is forgiving: whatever is malformed is left out and the form shows its default.
 */
import { parseCalculatorLink } from './calculator-link';
import { DELIVERY_METHOD_SLUGS, type DeliveryMethodSlug } from './enums';
import { parseDecimal } from './format';
import { PACKAGING_SLUGS, WEIGHT_UNITS } from '../contract/vocabulary';
import { TARIFF_SORTS, type TariffSort } from './tariffs';
import type { Cargo, LengthUnit } from './types/cargo';
import type { TransportSlug } from './types/transport';

export interface VehicleChoice {
  /** The vehicle's objectId; without it, the page's vehicle (or the first with the body) is taken. */
  car?: string;
  body?: string;
  load?: string[];
  additional?: string[];
}

/** What the address holds; every part optional. */
export interface CalculatorState {
  from?: string;
  to?: string;
  fromMethod?: DeliveryMethodSlug;
  toMethod?: DeliveryMethodSlug;
  type?: TransportSlug;
  cargos?: Array<Omit<Cargo, 'id'>>;
  vehicle?: VehicleChoice;
  declared?: number;
  description?: string;
  /** YYYY-MM-DD. */
  date?: string;
  sort?: TariffSort;
  /**
   * Weight-only mode: the whole shipment by its totals (kg, m3, pieces). The content pages'
   * calculator links (calculatorHref, `weight` in kg) open it.
   */
  totals?: { weightKg: number; volumeM3: number; quantity: number };
}

/** The keys the calculator reads; a query with none of them leaves the form as it is. */
export const CALCULATOR_STATE_KEYS = [
  'from',
  'to',
  'fromMethod',
  'toMethod',
  'type',
  'cargo',
  'car',
  'body',
  'load',
  'dop',
  'declared',
  'desc',
  'date',
  'sort',
  'weight',
  'volume',
  'pieces',
  'by',
] as const;

const MAX_PLACES = 100;
const SLUG = /^[a-z0-9-]{1,100}$/;
const LENGTH_UNITS: readonly LengthUnit[] = ['mm', 'cm', 'm'];

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item === value);

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = parseDecimal(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function readPlace(text: string): Omit<Cargo, 'id'> | null {
  const [slug, length, width, height, lengthUnit, weight, weightUnit, quantity, rotate, stack] =
    text.split(',');
  const packaging = oneOf(PACKAGING_SLUGS, slug);
  const sizes = [length, width, height].map(number);
  const lengthIn = oneOf(LENGTH_UNITS, lengthUnit);
  const grams = number(weight);
  const weightIn = oneOf(WEIGHT_UNITS, weightUnit);
  const pieces = number(quantity);
  if (!packaging || sizes.includes(undefined) || !lengthIn || grams === undefined || !weightIn) return null;
  const [l = 0, w = 0, h = 0] = sizes as number[];
  return {
    slug: packaging,
    size: {
      length: { value: l, unit: lengthIn },
      width: { value: w, unit: lengthIn },
      height: { value: h, unit: lengthIn },
    },
    weight: { value: grams, unit: weightIn },
    quantity: pieces ?? 1,
    rotate: rotate !== '0',
    stack: stack !== '0',
  };
}

function writePlace(cargo: Omit<Cargo, 'id'>): string {
  const { length, width, height } = cargo.size;
  return [
    cargo.slug,
    length.value,
    width.value,
    height.value,
    length.unit,
    cargo.weight.value,
    cargo.weight.unit,
    cargo.quantity,
    cargo.rotate ? 1 : 0,
    cargo.stack ? 1 : 0,
  ].join(',');
}

const list = (text: string | undefined, separator: string) =>
  text
    ?.split(separator)
    .map((item) => item.trim())
    .filter(Boolean) ?? [];

export function hasCalculatorState(query: Readonly<Record<string, string | undefined>>): boolean {
  return CALCULATOR_STATE_KEYS.some((key) => query[key] !== undefined);
}

export function readCalculatorQuery(query: Readonly<Record<string, string | undefined>>): CalculatorState {
  // The content pages' link (from, to, weight) is read the kernel's way.
  const { weight, ...route } = parseCalculatorLink(query);
  const state: CalculatorState = { ...route };
  const volume = number(query.volume);
  const pieces = number(query.pieces);
  if (
    weight !== undefined ||
    query.volume !== undefined ||
    query.pieces !== undefined ||
    query.by === 'total'
  ) {
    state.totals = {
      weightKg: weight ?? 0,
      volumeM3: volume !== undefined && volume <= 1000 ? volume : 0,
      quantity: pieces !== undefined && Number.isInteger(pieces) && pieces >= 1 ? Math.min(pieces, 1000) : 1,
    };
  }
  const fromMethod = oneOf(DELIVERY_METHOD_SLUGS, query.fromMethod);
  const toMethod = oneOf(DELIVERY_METHOD_SLUGS, query.toMethod);
  if (fromMethod) state.fromMethod = fromMethod;
  if (toMethod) state.toMethod = toMethod;
  const type = oneOf<TransportSlug>(['combined', 'dedicated'], query.type);
  if (type) state.type = type;
  if (query.cargo !== undefined) {
    const places = list(query.cargo, ';').slice(0, MAX_PLACES).map(readPlace);
    state.cargos = places.filter((place): place is Omit<Cargo, 'id'> => place !== null);
  }
  const car = query.car && SLUG.test(query.car) ? query.car : undefined;
  // A link may name the body and loading without the vehicle: they are kept for the one chosen.
  if (car || query.body || query.load || query.dop) {
    const vehicle: VehicleChoice = car ? { car } : {};
    if (query.body) vehicle.body = query.body.slice(0, 100);
    if (query.load) vehicle.load = list(query.load, '/');
    if (query.dop) vehicle.additional = list(query.dop, ',');
    state.vehicle = vehicle;
  }
  const declared = number(query.declared);
  if (declared !== undefined && declared <= 1e12) state.declared = Math.round(declared * 100) / 100;
  if (query.desc) state.description = query.desc.slice(0, 500);
  if (query.date && /^\d{4}-\d{2}-\d{2}$/.test(query.date)) state.date = query.date;
  const sort = oneOf(TARIFF_SORTS, query.sort);
  if (sort) state.sort = sort;
  return state;
}

/** The address query of a state: only what differs from the defaults, in a stable order. */
export function writeCalculatorQuery(state: CalculatorState): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(key, String(value));
  };
  put('from', state.from);
  put('to', state.to);
  put('fromMethod', state.fromMethod);
  put('toMethod', state.toMethod);
  put('type', state.type);
  if (state.cargos && state.cargos.length > 0) put('cargo', state.cargos.map(writePlace).join(';'));
  if (state.totals) {
    const { weightKg, volumeM3, quantity } = state.totals;
    if (weightKg > 0) put('weight', weightKg);
    if (volumeM3 > 0) put('volume', volumeM3);
    if (quantity !== 1) put('pieces', quantity);
    if (!(weightKg > 0) && !(volumeM3 > 0) && quantity === 1) put('by', 'total');
  }
  if (state.vehicle) {
    put('car', state.vehicle.car);
    put('body', state.vehicle.body);
    put('load', state.vehicle.load?.join('/'));
    put('dop', state.vehicle.additional?.join(','));
  }
  put('declared', state.declared);
  put('desc', state.description);
  put('date', state.date);
  put('sort', state.sort);
  return query.toString();
}
