import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { reaction, toJS } from 'mobx';
import { Form, FormSpy, useForm } from 'react-final-form';
import { draftMutators } from '@dostavka/shared-kernel/rules';
import type { FormDraft, FormDraftState, OrderFormValues } from '@dostavka/shared-kernel/stores';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { orderRulesContext, orderValidate } from './order-problems';

type Touched = Record<string, boolean> | undefined;

const touchedNames = (touched: Touched): string[] =>
  Object.entries(touched ?? {})
    .filter(([, left]) => left)
    .map(([name]) => name);

/**
 * Keeps the form's draft: the fields left before a reload show their messages again, what is
 * typed is saved once typing settles, and written at once when the page is left.
 */
function DraftKeeper({
  draft,
  restored,
}: {
  draft: FormDraft<OrderFormValues>;
  restored: readonly string[];
}): ReactElement {
  const form = useForm<OrderFormValues>();
  const store = useStore();

  // After the fields above have registered (their effects ran first).
  useEffect(() => {
    if (restored.length > 0) form.mutators.markTouched!(restored);
  }, [form, restored]);

  // The rules read the shipment and manager mode too: their changes validate the form again.
  useEffect(
    () =>
      reaction(
        () => JSON.stringify(toJS(orderRulesContext(store))),
        () => form.mutators.revalidate!(),
      ),
    [form, store],
  );

  useEffect(() => {
    const flush = () => draft.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [draft]);

  return (
    <FormSpy<OrderFormValues>
      subscription={{ values: true, touched: true }}
      onChange={({ values, touched }) => draft.save({ values, touched: touchedNames(touched) })}
    />
  );
}

/**
 * The order form on react-final-form: its values start from the draft (which survives sign-in, a
 * reload and a closed tab), its rules are the kernel's (`orderValidate`), a complete order is
 * placed by the order store.
 */
export function OrderForm({ children }: { children: ReactNode }): ReactElement {
  const store = useStore();
  const { order } = store;
  const [draft] = useState<FormDraftState<OrderFormValues>>(() => order.draft.load());
  const [validate] = useState(() => orderValidate(() => orderRulesContext(store)));

  return (
    <Form<OrderFormValues>
      onSubmit={async (values) => {
        await order.submit(values);
      }}
      initialValues={draft.values}
      validate={validate}
      mutators={draftMutators}
      subscription={{}}
    >
      {/* No <form> element: only the submit button sends (Enter in a field never did). */}
      {() => (
        <>
          {children}
          <DraftKeeper draft={order.draft} restored={draft.touched} />
        </>
      )}
    </Form>
  );
}
