/**
 * When a field shows its message: no yup here, so that a form whose rules load later (the content
 * pages' forms, see `lazyValidation`) can show messages from the kernel's `domain` entry.
 */

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
