/**
 * The address of the calculator prefilled with a route and a weight, as the content pages link
 * to it: /calculator/?from=<city slug>&to=<city slug>&weight=<kg>. A link anyone can share.
 */
import { CARGO_TOTAL_LIMITS } from './cargo-limits';
import { parseDecimal } from './format';

export interface CalculatorLink {
  from?: string;
  to?: string;
  /** Kilograms. */
  weight?: number;
}

export const CALCULATOR_PATH = '/calculator/';
const SLUG = /^[a-z0-9-]{1,100}$/;
/** The weight is the whole shipment's (the calculator takes it as its total weight). */
const MAX_WEIGHT_KG = CARGO_TOTAL_LIMITS.weight.max / 1000;

export function calculatorHref({ from, to, weight }: CalculatorLink): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (weight !== undefined && weight > 0) query.set('weight', String(weight));
  const text = query.toString();
  return text ? `${CALCULATOR_PATH}?${text}` : CALCULATOR_PATH;
}

/** What a calculator address asks for; anything malformed is left out. */
export function parseCalculatorLink(query: Record<string, string | undefined>): CalculatorLink {
  const link: CalculatorLink = {};
  if (query.from && SLUG.test(query.from)) link.from = query.from;
  if (query.to && SLUG.test(query.to)) link.to = query.to;
  const weight = parseDecimal(query.weight ?? '');
  if (query.weight && Number.isFinite(weight) && weight > 0 && weight <= MAX_WEIGHT_KG) link.weight = weight;
  return link;
}
