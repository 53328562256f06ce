import { formatWeight, type CargoField, type CargoFieldError } from '@dostavka/shared-kernel/domain';

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** The Russian (or English) text of a broken cargo rule of spec 5, as a translation key. */
export function cargoErrorMessage(field: CargoField, error: CargoFieldError): Message {
  if (error.rule === 'max' && field === 'weight') {
    return { key: 'common:validation.cargo.max.weight', values: { limit: formatWeight(error.limit ?? 0) } };
  }
  if (error.rule === 'max' || error.rule === 'min') {
    return { key: `common:validation.cargo.${error.rule}.${field}`, values: { limit: error.limit ?? 0 } };
  }
  return { key: `common:validation.cargo.${error.rule}.${field}` };
}
