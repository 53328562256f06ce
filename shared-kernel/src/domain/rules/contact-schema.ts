/**
 * A contact of the order (spec 5) as a yup schema: the order form checks its fields with it and
 * the server checks the order's three contacts with it. Messages are translation keys under
 * `validation.*`. The context says what the order asks of this contact (`ContactRules`).
 */
import { boolean, mixed, object, string, type TestContext } from 'yup';
import {
  companyCodesProblem,
  isCalendarDate,
  isValidEmail,
  isValidPassportDate,
  isValidPassportNumber,
  isValidPassportSeries,
  isValidPhone,
} from '@dostavka/shared-kernel/domain';

/** What the order asks of one contact: the validation context of `contactSchema`. */
export interface ContactRules {
  /** The payer's e-mail is where the documents go: required for whoever pays. */
  emailRequired: boolean;
  /** The tariff asks for a passport (private persons only; a company has its codes). */
  passportRequired: boolean;
  /** Upper bound of the passport issue date. */
  now: Date;
}

const REQUIRED = 'validation.required';

const rulesOf = (context: TestContext): ContactRules => context.options.context as ContactRules;

/** Trimmed text that must not be blank. */
const requiredText = () => string().default('').trim().required(REQUIRED);

/** Checked once filled; the `required` rule says when it must be. */
const filled = (key: string, valid: (value: string) => boolean) => ({
  name: key,
  message: key,
  test: (value: string | undefined) => !value || valid(value),
});

const kppProblem = {
  name: 'kpp',
  test(kpp: string | undefined, context: TestContext) {
    const inn = String((context.parent as { inn?: string }).inn ?? '').trim();
    // A wrong INN is the INN's problem; the KPP is judged against a valid one.
    const problem = inn === '' ? null : companyCodesProblem(inn, kpp ?? '');
    if (problem === 'kpp') return context.createError({ message: kpp ? 'validation.kpp' : REQUIRED });
    if (problem === 'kpp-not-expected') return context.createError({ message: 'validation.kppNotExpected' });
    return true;
  },
};

/** Blank is allowed where the e-mail is optional; spaces alone are not an address. */
const email = () =>
  string()
    .default('')
    .trim()
    .test({
      name: 'validation.email',
      message: 'validation.email',
      test: (value, context) => (value ? isValidEmail(value) : String(context.originalValue ?? '') === ''),
    });

const companySchema = object({
  name: requiredText(),
  inn: requiredText().test(filled('validation.inn', (inn) => companyCodesProblem(inn, '') !== 'inn')),
  kpp: string().default('').trim().test(kppProblem),
});

const passportSchema = object({
  series: requiredText().test(filled('validation.passportSeries', isValidPassportSeries)),
  number: requiredText().test(filled('validation.passportNumber', isValidPassportNumber)),
  date: requiredText().test({
    name: 'passportDate',
    message: 'validation.passportDate',
    test: (date, context) =>
      !date || (isCalendarDate(date) && isValidPassportDate(date, rulesOf(context).now)),
  }),
});

export const contactSchema = object({
  name: requiredText(),
  phone: requiredText().test(filled('validation.phone', isValidPhone)),
  email: email().when('$emailRequired', { is: true, then: (schema) => schema.required(REQUIRED) }),
  enterprise: boolean().default(false),
  company: mixed().when('enterprise', {
    is: true,
    then: () => companySchema.default(() => ({ name: '', inn: '', kpp: '' })),
  }),
  passport: mixed().when(['enterprise', '$passportRequired'], ([enterprise, passportRequired]) =>
    !enterprise && passportRequired
      ? passportSchema.default(() => ({ series: '', number: '', date: '' }))
      : mixed(),
  ),
});

/** The payer's e-mail is where the documents go: required whatever the context says. */
export const payerContactSchema = contactSchema.shape({ email: email().required(REQUIRED) });
