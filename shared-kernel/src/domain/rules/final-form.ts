/**
 * The schemas as react-final-form wants them: a form-level `validate` that returns the first
 * message key of each field, nested as the values are, and when a field shows its message.
 */
import type { Schema } from 'yup';
import { problemsOf } from './problems';

type Errors = Record<string, unknown>;

/** 'company.inn' or 'cargos[0].width' -> ['company', 'inn'] / ['cargos', '0', 'width']. */
const pathParts = (path: string) =>
  path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);

function setIn(errors: Errors, parts: readonly string[], key: string): void {
  const [head, next, ...rest] = parts;
  if (head === undefined) return;
  if (next === undefined) {
    errors[head] = key;
    return;
  }
  // A list's rows stay a list, as final-form reads `cargos[1].width`.
  errors[head] ??= /^\d+$/.test(next) ? [] : {};
  setIn(errors[head] as Errors, [next, ...rest], key);
}

/** A final-form `validate` by a schema: `{ phone: 'validation.phone', company: { inn: ... } }`. */
export function validateWith<V extends object>(schema: Schema, context?: object | (() => object)) {
  return (values: V): Errors => {
    const errors: Errors = {};
    const given = typeof context === 'function' ? context() : context;
    for (const problem of problemsOf(schema, values, given))
      setIn(errors, pathParts(problem.path), problem.key);
    return errors;
  };
}

/** What final-form says about a field, as far as showing its message goes. */
export interface FieldMeta {
  error?: unknown;
  touched?: boolean;
  submitFailed?: boolean;
}

/** A field's message key once the visitor has left it or tried to send (spec 5: lazy validation). */
export function shownError(meta: FieldMeta): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}
