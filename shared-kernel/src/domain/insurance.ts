/** 0.045 % of the declared value. */
export const INSURANCE_FACTOR = 0.00045;
export const INSURANCE_MIN = 1;
export const DEFAULT_DECLARED_VALUE = 3000;
/** Papers have no value to insure. */
export const UNINSURED_CARGO_TYPE = 'документы';

/** Insurance in roubles for a declared value; 0 for documents. */
export function insuranceCost(declared: number = DEFAULT_DECLARED_VALUE, cargoType = ''): number {
  if (cargoType.trim().toLowerCase() === UNINSURED_CARGO_TYPE) return 0;
  return Math.max(INSURANCE_MIN, Math.round(declared * INSURANCE_FACTOR));
}
