/**
 * A carrier's answer checked against the shape its documentation gives (a TypeBox schema of the
 * fields an adapter reads): anything else is a 'bad-answer' CarrierError naming the first field
 * that is wrong, so a changed API shows up in the logs as what changed, not as a TypeError.
 */
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CarrierError } from './http';

export function checkedAnswer<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  if (Value.Check(schema, value)) return value;
  const [first] = Value.Errors(schema, value);
  const where = first?.instancePath || '/';
  throw new CarrierError(
    'bad-answer',
    `${what}: ${where} ${first?.message ?? 'unexpected'}`,
    undefined,
    value,
  );
}
