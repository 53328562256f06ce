import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { makeAutoObservable, observableRef, reaction, runInAction, toJS } from 'mobx';
import { Form, FormSpy, useForm } from 'react-final-form';
import { draftMutators } from '@dostavka/shared-kernel/domain';
import type { FormDraft, FormDraftState, OrderFormValues, RootStore } from '@dostavka/shared-kernel/stores';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import {
  loadOrderRules,
  orderRulesContext,
  type OrderProblem,
  type OrderRules,
  type OrderRulesContext,
} from './order-problems';

/**
 * The order's rules, loaded once the page has rendered (`loadOrderRules`): the first view does not
 * wait for yup. Until they are there the form's `validate` finds nothing and the problems are not
 * known (null); a send waits for them (`whenLoaded`), so no order goes out unchecked.
 */
export class OrderRulesLoader {
  rules: OrderRules | null = null;
  private loading: Promise<OrderRules> | null = null;

  constructor(private readonly context: () => OrderRulesContext) {
    makeAutoObservable<OrderRulesLoader, 'context' | 'loading'>(
      this,
      { rules: observableRef, context: false, loading: false },
      { autoBind: true },
    );
  }

  /** Starts loading the rules, once; a failed load is tried again on the next call. */
  load(): Promise<OrderRules> {
    this.loading ??= loadOrderRules().then(
      (rules) => {
        runInAction(() => (this.rules = rules));
        return rules;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The form's `validate`: no errors until the rules are there (the form validates again then). */
  validate(values: OrderFormValues): Record<string, unknown> {
    return this.rules ? this.rules.validate(this.context)(values) : {};
  }

  /** What is still wrong with the order, in the order of the form; null while the rules load. */
  problems(values: OrderFormValues): OrderProblem[] | null {
    return this.rules ? this.rules.problems(values, this.context()) : null;
  }

  /**
   * Runs `then` at once when the rules are there, else once they have loaded; `failed` when they
   * could not be loaded (the next call tries again).
   */
  whenLoaded(then: () => void, failed: (error: unknown) => void): void {
    if (this.rules) then();
    else this.load().then(then, failed);
  }
}

const RulesContext = createContext<OrderRulesLoader | null>(null);

/** The order form's rules (inside `OrderForm`). */
export function useOrderRules(): OrderRulesLoader {
  const rules = useContext(RulesContext);
  if (!rules) throw new Error('useOrderRules is used outside OrderForm');
  return rules;
}

const rulesOf = (store: RootStore) => new OrderRulesLoader(() => orderRulesContext(store));

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
  rules,
}: {
  draft: FormDraft<OrderFormValues>;
  restored: readonly string[];
  rules: OrderRulesLoader;
}): ReactElement {
  const form = useForm<OrderFormValues>();
  const store = useStore();

  // The rules load after the first render; once they are there the form is validated by them
  // (and the fields left before a reload show their messages).
  useEffect(() => {
    rules.load().then(
      () => form.mutators.revalidate!(),
      () => undefined,
    );
  }, [form, rules]);

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
 * reload and a closed tab), its rules are the kernel's (`loadOrderRules`, loaded after the first
 * render), a complete order is placed by the order store.
 */
export function OrderForm({ children }: { children: ReactNode }): ReactElement {
  const store = useStore();
  const { order } = store;
  const [draft] = useState<FormDraftState<OrderFormValues>>(() => order.draft.load());
  const [rules] = useState(() => rulesOf(store));

  return (
    <Form<OrderFormValues>
      onSubmit={async (values) => {
        await order.submit(values);
      }}
      initialValues={draft.values}
      validate={rules.validate}
      mutators={draftMutators}
      subscription={{}}
    >
      {/* No <form> element: only the submit button sends (Enter in a field never did). */}
      {() => (
        <RulesContext.Provider value={rules}>
          {children}
          <DraftKeeper draft={order.draft} restored={draft.touched} rules={rules} />
        </RulesContext.Provider>
      )}
    </Form>
  );
}
