/**
 * A final-form `validate` whose rules are loaded when the visitor first turns to the form, not with
 * the page. The content pages' forms (the calculator entry, the directions search) are in a
 * server-rendered first view; their rules need yup and the kernel's `rules` entry (about 18 KB
 * gzip), which a reader who never touches the form should not pay for. No yup here.
 *
 * - Until `prepare()` (the form's first focus) the values are the form's initial ones, which need
 *   no message: `validate` answers no errors.
 * - While the rules load, `validate` answers a promise (final-form's asynchronous validation:
 *   a submit waits for it and is refused on its errors).
 * - Once loaded, `validate` is synchronous, unless it has answered a promise before: then it keeps
 *   answering promises. final-form keeps the errors of an asynchronous answer until the next
 *   asynchronous answer, so a synchronous one after it would leave a corrected field's message up.
 * - A failed load answers no errors (the calculator checks again what it is given) and is tried
 *   again on the next focus.
 */
type Errors = Record<string, unknown>;

export interface LazyValidation<V> {
  validate(values: V): Errors | Promise<Errors>;
  /** Starts loading the rules (call it when the form gets the focus). */
  prepare(): void;
}

export function lazyValidation<V>(load: () => Promise<(values: V) => Errors>): LazyValidation<V> {
  let ready: ((values: V) => Errors) | null = null;
  let loading: Promise<((values: V) => Errors) | null> | null = null;
  let answeredLater = false;
  const prepare = () => {
    loading ??= load().then(
      (validate) => (ready = validate),
      () => {
        loading = null;
        return null;
      },
    );
    return loading;
  };
  return {
    validate(values) {
      if (ready) return answeredLater ? Promise.resolve(ready(values)) : ready(values);
      if (!loading) return {};
      answeredLater = true;
      return loading.then((validate) => validate?.(values) ?? {});
    },
    prepare() {
      void prepare();
    },
  };
}
