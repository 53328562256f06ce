import type { Cargo } from './types/cargo';
import { toCm, toGrams } from './units';

/** Limits of one row of combined (groupage) cargo, spec 5. */
export const COMBINED_CARGO_LIMITS = {
  quantity: { min: 1, max: 1000 },
  /** Centimetres. */
  width: { max: 244 },
  height: { max: 268 },
  length: { max: 620 },
  /** Grams. */
  weight: { max: 10_000_000 },
} as const;

/** Limits of a shipment described by its totals alone (weight-only mode). */
export const CARGO_TOTAL_LIMITS = {
  /** Grams. */
  weight: { max: 20_000_000 },
  /** Cubic metres; 0 means not known (priced by weight). */
  volume: { max: 120 },
  quantity: { min: 1, max: 1000 },
} as const;

export type CargoTotalField = 'weight' | 'volume' | 'quantity';

/** The rule of one total (g, m3, pieces): weight is required, volume may be 0. */
export function cargoTotalProblem(field: CargoTotalField, value: number): CargoFieldError | undefined {
  if (field === 'quantity') {
    const { min, max } = CARGO_TOTAL_LIMITS.quantity;
    if (!Number.isInteger(value)) return { rule: 'integer' };
    if (value < min) return { rule: 'min', limit: min };
    if (value > max) return { rule: 'max', limit: max };
    return undefined;
  }
  if (field === 'volume') {
    if (!Number.isFinite(value) || value < 0) return { rule: 'required' };
    if (value > CARGO_TOTAL_LIMITS.volume.max) return { rule: 'max', limit: CARGO_TOTAL_LIMITS.volume.max };
    return undefined;
  }
  return checkPositiveMax(value, CARGO_TOTAL_LIMITS.weight.max);
}

/** The shipment's totals as the calculator holds them: kilograms, cubic metres, pieces. */
export interface ShipmentTotals {
  weightKg: number;
  volumeM3: number;
  quantity: number;
}

export type CargoTotalErrors = Partial<Record<CargoTotalField, CargoFieldError>>;

export function validateTotals(totals: ShipmentTotals): CargoTotalErrors {
  const errors: CargoTotalErrors = {};
  const values: Record<CargoTotalField, number> = {
    weight: totals.weightKg * 1000,
    volume: totals.volumeM3,
    quantity: totals.quantity,
  };
  for (const field of ['weight', 'volume', 'quantity'] as const) {
    const error = cargoTotalProblem(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export type CargoField = 'width' | 'height' | 'length' | 'weight' | 'quantity';

/** The fields of a place in the order the calculator shows them. */
export const CARGO_FIELDS: readonly CargoField[] = ['width', 'height', 'length', 'weight', 'quantity'];

export interface CargoFieldError {
  rule: 'required' | 'integer' | 'min' | 'max';
  /** The bound that was crossed, in cm, g or pieces. */
  limit?: number;
}

export type CargoErrors = Partial<Record<CargoField, CargoFieldError>>;

export interface CombinedCargoValidation {
  valid: boolean;
  /** Set when there is no cargo at all. */
  list?: CargoFieldError;
  /** One entry per cargo, in the same order; empty objects for rows without errors. */
  cargos: CargoErrors[];
}

function checkPositiveMax(value: number, max: number): CargoFieldError | undefined {
  if (!Number.isFinite(value) || value <= 0) return { rule: 'required' };
  if (value > max) return { rule: 'max', limit: max };
  return undefined;
}

function checkQuantity(quantity: number): CargoFieldError | undefined {
  const { min, max } = COMBINED_CARGO_LIMITS.quantity;
  if (!Number.isInteger(quantity)) return { rule: 'integer' };
  if (quantity < min) return { rule: 'min', limit: min };
  if (quantity > max) return { rule: 'max', limit: max };
  return undefined;
}

/** The limit rule of one field of a place, in cm, g or pieces: the one rule the schemas use too. */
export function cargoFieldProblem(field: CargoField, value: number): CargoFieldError | undefined {
  if (field === 'quantity') return checkQuantity(value);
  return checkPositiveMax(value, COMBINED_CARGO_LIMITS[field].max);
}

export function validateCargo(cargo: Cargo): CargoErrors {
  const values: Record<CargoField, number> = {
    width: toCm(cargo.size.width),
    height: toCm(cargo.size.height),
    length: toCm(cargo.size.length),
    weight: toGrams(cargo.weight),
    quantity: cargo.quantity,
  };
  const errors: CargoErrors = {};
  for (const field of CARGO_FIELDS) {
    const error = cargoFieldProblem(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validateCombinedCargo(cargos: readonly Cargo[]): CombinedCargoValidation {
  const rows = cargos.map(validateCargo);
  const list: CargoFieldError | undefined =
    cargos.length === 0 ? { rule: 'min', limit: COMBINED_CARGO_LIMITS.quantity.min } : undefined;
  const valid = !list && rows.every((row) => Object.keys(row).length === 0);
  return list ? { valid, list, cargos: rows } : { valid, cargos: rows };
}
