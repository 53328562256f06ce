import {
  CARGO_TOTAL_LIMITS,
  COMBINED_CARGO_LIMITS,
  type CargoField,
  type CargoTotalField,
} from './cargo-limits';
import { formatWeight } from './format';

/** A message as a translation key of the common namespace and its values. */
export interface RuleMessage {
  key: string;
  values: Record<string, string | number>;
}

const RULES = new Set(['required', 'integer', 'min', 'max']);
/** The fields of a place (`validation.cargo.*`) and of the shipment's totals (`validation.totals.*`). */
const FIELDS: Record<string, ReadonlySet<string>> = {
  cargo: new Set<CargoField>(['width', 'height', 'length', 'weight', 'quantity']),
  totals: new Set<CargoTotalField>(['weight', 'volume', 'quantity']),
};

function limitOf(group: string, rule: string, field: string): number | undefined {
  const limits: Record<string, { max: number; min?: number }> =
    group === 'totals' ? CARGO_TOTAL_LIMITS : COMBINED_CARGO_LIMITS;
  if (rule === 'max') return limits[field]?.max;
  if (rule === 'min' && field === 'quantity') return limits.quantity?.min;
  return undefined;
}

/**
 * The text of a broken cargo rule of spec 5 from the key the kernel's yup rules give
 * (`validation.cargo.max.weight` for a place, `validation.totals.max.weight` for the shipment's
 * totals): the key in the common namespace, with the crossed limit as a visitor reads it (a
 * weight as '10 т' or '10 t' in the reader's language, sizes in cm, places as a count). Null for
 * another key.
 */
export function cargoRuleMessage(key: string): RuleMessage | null;
/** The same, the weight written for a reader of `lang` ('en': '10 t'). */
export function cargoRuleMessage(key: string, lang: string): RuleMessage | null;
export function cargoRuleMessage(key: string, lang?: string): RuleMessage | null {
  const [scope, group = '', rule = '', field = ''] = key.split('.');
  if (scope !== 'validation' || !RULES.has(rule) || !FIELDS[group]?.has(field)) return null;
  const limit = limitOf(group, rule, field);
  if (limit === undefined) return { key: `common:${key}`, values: {} };
  return { key: `common:${key}`, values: { limit: field === 'weight' ? formatWeight(limit, lang) : limit } };
}
