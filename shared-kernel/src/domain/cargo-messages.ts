import { COMBINED_CARGO_LIMITS, type CargoField } from './cargo-limits';
import { formatWeight } from './format';

/** A message as a translation key of the common namespace and its values. */
export interface RuleMessage {
  key: string;
  values: Record<string, string | number>;
}

const RULES = new Set(['required', 'integer', 'min', 'max']);
const FIELDS = new Set<string>(['width', 'height', 'length', 'weight', 'quantity']);

function limitOf(rule: string, field: CargoField): number | undefined {
  if (rule === 'max') return COMBINED_CARGO_LIMITS[field].max;
  if (rule === 'min' && field === 'quantity') return COMBINED_CARGO_LIMITS.quantity.min;
  return undefined;
}

/**
 * The text of a broken cargo rule of spec 5 from the key the kernel's yup rules give
 * (`validation.cargo.max.weight`): the key in the common namespace, with the crossed limit as a
 * visitor reads it (a weight as '10 т', sizes in cm, places as a count). Null for another key.
 */
export function cargoRuleMessage(key: string): RuleMessage | null {
  const [scope, group, rule = '', field = ''] = key.split('.');
  if (scope !== 'validation' || group !== 'cargo' || !RULES.has(rule) || !FIELDS.has(field)) return null;
  const limit = limitOf(rule, field as CargoField);
  if (limit === undefined) return { key: `common:${key}`, values: {} };
  return { key: `common:${key}`, values: { limit: field === 'weight' ? formatWeight(limit) : limit } };
}
