/**
 * The order form's view of the schemas: field -> translation key of its first problem, for one
 * contact or one direction, in the order the form shows its fields.
 */
import type { Contact, Direction } from '@dostavka/shared-kernel/domain';
import { contactSchema, type ContactRules } from './contact-schema';
import { problemsOf } from './problems';
import { directionSchema, type DirectionRules } from './shipment-schema';

export type ContactField =
  | 'name'
  | 'phone'
  | 'email'
  | 'company.name'
  | 'company.inn'
  | 'company.kpp'
  | 'passport.series'
  | 'passport.number'
  | 'passport.date';

export type DirectionField = 'city' | 'deliveryMethod' | 'point' | 'address';

/** Field -> translation key of its message; a field that passes is absent. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'phone',
  'email',
  'company.name',
  'company.inn',
  'company.kpp',
  'passport.series',
  'passport.number',
  'passport.date',
];
const DIRECTION_FIELDS: readonly DirectionField[] = ['city', 'deliveryMethod', 'point', 'address'];

function byField<F extends string>(
  fields: readonly F[],
  found: ReturnType<typeof problemsOf>,
): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const field of fields) {
    const problem = found.find((item) => item.path === field);
    if (problem) problems[field] = problem.key;
  }
  return problems;
}

/** What is wrong with one contact of the order, field by field. */
export function contactProblems(contact: Contact, rules: ContactRules): FieldProblems<ContactField> {
  return byField(CONTACT_FIELDS, problemsOf(contactSchema, contact, rules));
}

/**
 * A direction needs its city, how the cargo is handed over, an address that reaches a house when a
 * courier comes and, where the form asks for it, the pick-up point (a locker that takes the cargo).
 */
export function directionProblems(
  direction: Direction,
  rules: DirectionRules = {},
): FieldProblems<DirectionField> {
  return byField(DIRECTION_FIELDS, problemsOf(directionSchema, direction, rules));
}
