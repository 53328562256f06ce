/**
 * Russian company identifiers and their check digits: INN (tax number; 10 digits for a company,
 * 12 for a sole trader) and OGRN (registration number; 13 digits, OGRNIP 15 for a sole trader).
 */
import type { CompanyType } from './enums';

const digits = (value: string) => [...value].map(Number);

const weighted = (values: number[], weights: number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * values[index]!, 0) % 11) % 10;

export function isValidInn(value: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const d = digits(value);
  if (d.length === 10) return weighted(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    weighted(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    weighted(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** OGRN: the first 12 digits modulo 11; OGRNIP: the first 14 modulo 13; last digit of that. */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(value)) return false;
  const divisor = value.length === 13 ? 11n : 13n;
  const check = (BigInt(value.slice(0, -1)) % divisor) % 10n;
  return check === BigInt(value.slice(-1));
}

/** What kind of company an identifier belongs to, or null when it is not a valid one. */
export function companyTypeOf(value: string): CompanyType | null {
  if (isValidInn(value)) return value.length === 10 ? 'LEGAL' : 'INDIVIDUAL';
  if (isValidOgrn(value)) return value.length === 13 ? 'LEGAL' : 'INDIVIDUAL';
  return null;
}
