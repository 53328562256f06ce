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

/**
 * A primary state registration number: OGRN (13 digits, organisations) or OGRNIP (15 digits, sole
 * traders); its last digit is the rest of the number modulo 11 (OGRN) or 13 (OGRNIP), then mod 10.
 */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(value)) return false;
  const divisor = value.length === 13 ? 11n : 13n;
  return (BigInt(value.slice(0, -1)) % divisor) % 10n === BigInt(value.slice(-1));
}

/** Whose identifier a tax number or a registration number is, or null when it is neither. */
export function companyTypeOf(value: string): CompanyType | null {
  const byInn = innType(value);
  if (byInn) return byInn;
  if (isValidOgrn(value)) return value.length === 13 ? 'LEGAL' : 'INDIVIDUAL';
  return null;
}

/** A bank identification code (БИК): 9 digits, starting with the country code 04. */
export function isValidBik(bik: string): boolean {
  return /^04\d{7}$/.test(bik);
}

const ACCOUNT_WEIGHTS = [7, 1, 3];

/** The Bank of Russia's key of a 20-digit account: 23 digits with weights 7, 1, 3 sum to 0 mod 10. */
function accountKeyHolds(prefix: string, account: string): boolean {
  if (!/^\d{3}$/.test(prefix) || !/^\d{20}$/.test(account)) return false;
  const digits = Array.from(prefix + account, Number);
  const sum = digits.reduce((total, digit, i) => total + ((digit * ACCOUNT_WEIGHTS[i % 3]!) % 10), 0);
  return sum % 10 === 0;
}

/** A settlement account (расчётный счёт) checked with its bank's БИК: the last three digits of the БИК lead. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return isValidBik(bik) && accountKeyHolds(bik.slice(-3), account);
}

/** A correspondent account (корр. счёт, 301…): '0' and the БИК's fifth and sixth digits lead. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return isValidBik(bik) && account.startsWith('301') && accountKeyHolds(`0${bik.slice(4, 6)}`, account);
}
