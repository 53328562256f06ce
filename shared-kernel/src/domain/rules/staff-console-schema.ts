import { number, object, string } from 'yup';
import { INBOX_STATES } from '@dostavka/shared-kernel/contract/names';
import { isValidEmail, ROLE_LEVELS } from '@dostavka/shared-kernel/domain';

/** The most characters of an inbox item's outcome (the server's limit too). */
export const OUTCOME_MAX = 2000;

/**
 * The inbox's state form (messages in the `order` namespace): a known state, and what came of the
 * call or message, which marking it done needs (the server says the same).
 */
export const inboxUpdateSchema = object({
  state: string()
    .required('validation.inboxState')
    .oneOf([...INBOX_STATES], 'validation.inboxState'),
  outcome: string()
    .trim()
    .max(OUTCOME_MAX, 'validation.outcomeLong')
    .when('state', {
      is: 'done',
      then: (rule) => rule.required('validation.outcomeRequired'),
    }),
});

/** The listed users as the flags form types them: e-mail addresses, one a line (or comma-separated). */
export const splitEmails = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/**
 * A feature flag as the flags page edits it: a description in Russian and in English, the lowest
 * role (empty: everybody), a whole percentage 0-100, and listed users as e-mail addresses.
 */
export const flagDefinitionSchema = object({
  description: string().trim().required('validation.flagDescription').max(300, 'validation.flagDescription'),
  /** The English description: may stay empty (the Russian one shows), at most 300 characters. */
  descriptionEn: string().trim().max(300, 'validation.flagDescription'),
  minRole: string().oneOf(['', ...Object.keys(ROLE_LEVELS)], 'validation.flagRole'),
  rolloutPercent: number()
    .typeError('validation.flagPercent')
    .required('validation.flagPercent')
    .integer('validation.flagPercent')
    .min(0, 'validation.flagPercent')
    .max(100, 'validation.flagPercent'),
  userEmails: string().test('emails', 'validation.flagEmails', (value) =>
    splitEmails(value).every((email) => isValidEmail(email)),
  ),
});

/** "What would this user see": the e-mail of an account. */
export const flagPreviewSchema = object({
  email: string()
    .trim()
    .required('validation.previewEmail')
    .test('email', 'validation.previewEmail', (value) => !value || isValidEmail(value)),
});
