/**
 * Address and company suggestions come in DaData's shape (`{ value, data }`), from DaData itself
 * or from the server's local fallback, which fills fewer fields. These read what the order form
 * needs and never fail on a missing field.
 */
import { COMPANY_STATES, COMPANY_TYPES, type CompanyState, type CompanyType } from './enums';
import type { Company } from './types/contact';

export interface Suggestion {
  value: string;
  data: Record<string, unknown>;
}

export interface CompanyOption {
  /** What the list shows. */
  label: string;
  company: Company;
  type: CompanyType | null;
  state: CompanyState | null;
  address: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

export function companyOption(suggestion: Suggestion): CompanyOption {
  const { data } = suggestion;
  const names = record(data.name);
  const name = text(names.short_with_opf) || text(names.full_with_opf) || text(suggestion.value);
  const inn = text(data.inn);
  const type = oneOf(COMPANY_TYPES, data.type);
  // An individual entrepreneur has no KPP, whatever the source says.
  const kpp = type === 'INDIVIDUAL' ? '' : text(data.kpp);
  return {
    label: inn && name !== inn ? `${name}, ИНН ${inn}` : name,
    company: { name: name === inn ? '' : name, inn, kpp },
    type,
    state: oneOf(COMPANY_STATES, record(data.state).status ?? data.state),
    address: text(record(data.address).value),
  };
}

export interface AddressOption {
  value: string;
  /** The FIAS id of the city the address is in, when the source knows it. */
  cityFias: string;
}

export function addressOption(suggestion: Suggestion): AddressOption {
  return { value: text(suggestion.value), cityFias: text(suggestion.data.city_fias_id) };
}
