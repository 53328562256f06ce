/**
 * The schemas as react-final-form wants them: a form-level `validate` that returns the first
 * message key of each field, nested as the values are (the draft's mutators, which need no yup,
 * are draft-mutators.ts).
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

/** Problems (a field's path and its message key) as final-form's nested errors; the first per field wins. */
export function errorsOf(problems: ReadonlyArray<{ path: string; key: string }>): Errors {
  const errors: Errors = {};
  const seen = new Set<string>();
  for (const { path, key } of problems) {
    if (seen.has(path)) continue;
    seen.add(path);
    setIn(errors, pathParts(path), key);
  }
  return errors;
}

/** A final-form `validate` by a schema: `{ phone: 'validation.phone', company: { inn: ... } }`. */
export function validateWith<V extends object>(schema: Schema, context?: object | (() => object)) {
  return (values: V): Errors => {
    const given = typeof context === 'function' ? context() : context;
    return errorsOf(problemsOf(schema, values, given));
  };
}
