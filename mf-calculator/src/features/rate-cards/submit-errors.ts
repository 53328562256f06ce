import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { serverMessage, serverProblems } from '@dostavka/shared-kernel/api';
import { errorsOf } from '@dostavka/shared-kernel/rules';

/**
 * The server's refusal as final-form's submit errors: each problem on its field when the form has
 * that field, the others (and a refusal without problems) above the buttons.
 */
export function submitErrors(
  error: unknown,
  registered: readonly string[],
  fallback: string,
): SubmissionErrors {
  const problems = serverProblems(error);
  const fields = new Set(registered);
  const onFields = problems.filter((problem) => fields.has(problem.path));
  const rest = problems.filter((problem) => !fields.has(problem.path));
  const errors = errorsOf(onFields.map(({ path, message }) => ({ path, key: message })));
  if (rest.length > 0)
    errors[FORM_ERROR] = rest.map(({ path, message }) => (path ? `${path}: ${message}` : message));
  else if (onFields.length === 0) errors[FORM_ERROR] = [serverMessage(error) ?? fallback];
  return errors;
}
