/**
 * A carrier's answer checked against the shape its documentation gives (a TypeBox schema of the
 * fields an adapter reads): anything else is a 'bad-answer' CarrierError naming the first field
 * that is wrong, so a changed API shows up in the logs as what changed, not as a TypeError.
 * Shapes are compiled once: a terminals directory of megabytes is checked in milliseconds, where
 * the interpreted check took seconds and held the event loop.
 */
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { CarrierError } from './http';

export interface AnswerShape<T> {
  Check(value: unknown): value is T;
  Errors(value: unknown): ReadonlyArray<{ instancePath: string; message: string }>;
}

export const answerShape = <T extends TSchema>(schema: T): AnswerShape<Static<T>> =>
  Compile(schema) as unknown as AnswerShape<Static<T>>;

export function checkedAnswer<T>(shape: AnswerShape<T>, value: unknown, what: string): T {
  if (shape.Check(value)) return value;
  const [first] = shape.Errors(value);
  const where = first?.instancePath || '/';
  throw new CarrierError(
    'bad-answer',
    `${what}: ${where} ${first?.message ?? 'unexpected'}`,
    undefined,
    value,
  );
}
