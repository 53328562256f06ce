/**
 * The order form's field rules (spec 5), as translation keys under `validation.*`. The server's
 * order check (infra) applies the same kernel rules, so a form that passes here passes there.
 */
import { companyCodesProblem } from './company-codes';
import { isValidEmail } from './email';
import { isValidPassportDate, isValidPassportNumber, isValidPassportSeries } from './passport';
import { isValidPhone } from './phone';
import type { Contact } from './types/contact';
import type { Direction } from './types/direction';

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

export type DirectionField = 'city' | 'deliveryMethod' | 'address';

/** Field -> translation key of its message; a field that passes is absent. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

export interface ContactRules {
  /** The payer's e-mail is where the documents go: required for whoever pays. */
  emailRequired: boolean;
  /** The tariff asks for a passport (private persons only; a company has its codes). */
  passportRequired: boolean;
  /** Upper bound of the passport issue date. */
  now: Date;
}

/** The feature flag of manager mode: staff place orders on behalf of a customer's e-mail. */
export const MANAGER_ORDER_FLAG = 'order-manager-mode';

const blank = (value: string | undefined) => !value || value.trim() === '';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with one contact of the order, field by field, in the order the form shows them. */
export function contactProblems(contact: Contact, rules: ContactRules): FieldProblems<ContactField> {
  const problems: FieldProblems<ContactField> = {};
  if (blank(contact.name)) problems.name = 'validation.required';
  if (blank(contact.phone)) problems.phone = 'validation.required';
  else if (!isValidPhone(contact.phone)) problems.phone = 'validation.phone';
  if (blank(contact.email)) {
    if (rules.emailRequired) problems.email = 'validation.required';
  } else if (!isValidEmail(contact.email)) problems.email = 'validation.email';

  if (contact.enterprise) {
    const company = contact.company ?? { name: '', inn: '', kpp: '' };
    if (blank(company.name)) problems['company.name'] = 'validation.required';
    const inn = company.inn.trim();
    const kpp = company.kpp.trim();
    if (inn === '') problems['company.inn'] = 'validation.required';
    else {
      const codes = companyCodesProblem(inn, kpp);
      if (codes === 'inn') problems['company.inn'] = 'validation.inn';
      if (codes === 'kpp') problems['company.kpp'] = kpp === '' ? 'validation.required' : 'validation.kpp';
      if (codes === 'kpp-not-expected') problems['company.kpp'] = 'validation.kppNotExpected';
    }
  } else if (rules.passportRequired) {
    const passport = contact.passport ?? { series: '', number: '', date: '' };
    if (blank(passport.series)) problems['passport.series'] = 'validation.required';
    else if (!isValidPassportSeries(passport.series))
      problems['passport.series'] = 'validation.passportSeries';
    if (blank(passport.number)) problems['passport.number'] = 'validation.required';
    else if (!isValidPassportNumber(passport.number))
      problems['passport.number'] = 'validation.passportNumber';
    if (blank(passport.date)) problems['passport.date'] = 'validation.required';
    else if (!DATE.test(passport.date) || !isValidPassportDate(passport.date, rules.now))
      problems['passport.date'] = 'validation.passportDate';
  }
  return problems;
}

/** A direction needs its city, how the cargo is handed over, and an address when a courier comes. */
export function directionProblems(direction: Direction): FieldProblems<DirectionField> {
  const problems: FieldProblems<DirectionField> = {};
  if (!direction.city) problems.city = 'validation.required';
  if (direction.deliveryMethod.slug === 'NOT_SELECTED') problems.deliveryMethod = 'validation.required';
  if (direction.deliveryMethod.slug === 'COURIER' && blank(direction.address.value))
    problems.address = 'validation.required';
  return problems;
}
