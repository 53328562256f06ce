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

/** Every broken rule of a value (first one per field), in the order of the schema; empty when it passes. */
export function problemsOf(schema: Schema, value: unknown, context?: object): RuleProblem[] {
  try {
    schema.validateSync(value, { abortEarly: false, context });
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
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (error) {
    return collect(error);
  }
}
