/**
 * No yup here, so that a form whose rules load after its first render (the order page) takes its
 * mutators from the kernel's `domain` entry.
 */

/**
 * Mutators for a form whose state is restored from a draft, or whose rules read state kept outside
 * it: `markTouched(names)` marks those (registered) fields as left, so their messages show again;
 * `revalidate()` runs `validate` again (final-form validates after every mutator).
 */
export const draftMutators = {
  markTouched: ([names]: unknown[], state: { fields: Record<string, { touched: boolean }> }) => {
    for (const name of names as readonly string[]) {
      const field = state.fields[name];
      if (field) field.touched = true;
    }
  },
  revalidate: () => undefined,
};
