import { ValidationError, type Schema } from 'yup';

/** One broken rule: where (`contacts.payer.phone`), the message's translation key and its values. */
export interface RuleProblem {
  path: string;
  key: string;
  values: Record<string, unknown>;
}

/** Parameters yup adds to every error; the rest are the rule's own (min, max, limit, ...). */
const YUP_PARAMS = new Set([
  'value',
  'originalValue',
  'path',
  'originalPath',
  'label',
  'spec',
  'type',
  'disableStackTrace',
]);

function problemOf(error: ValidationError): RuleProblem {
  const params = error.params ?? {};
  const values = Object.fromEntries(Object.entries(params).filter(([name]) => !YUP_PARAMS.has(name)));
  return { path: error.path ?? '', key: String(error.errors[0] ?? error.message), values };
}

function collect(error: unknown): RuleProblem[] {
  if (!(error instanceof ValidationError)) throw error;
  const errors = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  // The first problem of a field is the one shown.
  return errors.map(problemOf).filter((problem) => !seen.has(problem.path) && seen.add(problem.path));
}

/** Whether a key names a property every object inherits (`constructor`, `toString`, `__proto__`...). */
const inherited = (key: string) => key in Object.prototype;

function hasInheritedKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasInheritedKey);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return false;
  return Object.keys(value).some(
    (key) => inherited(key) || hasInheritedKey((value as Record<string, unknown>)[key]),
  );
}

function withoutInherited(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInherited);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!inherited(key)) copy[key] = withoutInherited(item);
  return copy;
}

/**
 * The value as the rules may read it: keys named like an inherited property (`constructor`,
 * `toString`, an own `__proto__`...) are left out, as any key no rule names is. yup looks a key's
 * schema up in a plain object, finds `Object.prototype.constructor` there and throws a TypeError
 * (`field.resolve is not a function`). No rule names such a key; the value is copied only when
 * one is there.
 */
function ruleInput(value: unknown): unknown {
  return hasInheritedKey(value) ? withoutInherited(value) : value;
}

/** Every broken rule of a value (first one per field), in the order of the schema; empty when it passes. */
export function problemsOf(schema: Schema, value: unknown, context?: object): RuleProblem[] {
  try {
    schema.validateSync(ruleInput(value), { abortEarly: false, context });
    return [];
  } catch (error) {
    return collect(error);
  }
}

/** The same for schemas with asynchronous rules (image dimensions). */
export async function problemsOfAsync(
  schema: Schema,
  value: unknown,
  context?: object,
): Promise<RuleProblem[]> {
  try {
    await schema.validate(ruleInput(value), { abortEarly: false, context });
    return [];
  } catch (error) {
    return collect(error);
  }
}
