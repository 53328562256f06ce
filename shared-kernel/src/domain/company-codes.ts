import type { CompanyType } from './enums';

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The control digit of the Federal Tax Service: weighted sum mod 11, then mod 10. */
function controlDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

/**
 * Who a tax number (ИНН) belongs to, or null when it is not a valid one: 10 digits with one
 * control digit for organisations (LEGAL), 12 digits with two for individuals and sole
 * traders (INDIVIDUAL). All zeros is refused although its control digits add up.
 */
export function innType(inn: string): CompanyType | null {
  if (!/^\d{10}(\d{2})?$/.test(inn) || /^0+$/.test(inn)) return null;
  const d = Array.from(inn, Number);
  if (d.length === 10) return controlDigit(d, INN_10_WEIGHTS) === d[9] ? 'LEGAL' : null;
  const valid = controlDigit(d, INN_12_WEIGHTS_11) === d[10] && controlDigit(d, INN_12_WEIGHTS_12) === d[11];
  return valid ? 'INDIVIDUAL' : null;
}

export function isValidInn(inn: string): boolean {
  return innType(inn) !== null;
}

/**
 * A registration reason code (КПП): 9 characters, the tax office (4 digits), the reason (2 digits,
 * or capital Latin letters since 2013) and a serial number (3 digits).
 */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

export type CompanyCodeProblem = 'inn' | 'kpp' | 'kpp-not-expected';

/**
 * The company codes as a pair: an organisation needs a valid KPP; an individual entrepreneur has
 * none (an empty KPP). Returns the first problem, or null.
 */
export function companyCodesProblem(inn: string, kpp: string): CompanyCodeProblem | null {
  const type = innType(inn);
  if (type === null) return 'inn';
  if (type === 'LEGAL') return isValidKpp(kpp) ? null : 'kpp';
  return kpp === '' ? null : 'kpp-not-expected';
}
