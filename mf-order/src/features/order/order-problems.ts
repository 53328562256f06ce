/**
 * Everything still wrong with the order being placed, in the order of the form, by the kernel's
 * rules (the ones the server checks the order with). Computed here, with the page, so that yup
 * loads with the order page and not with every page's store.
 */
import { computed, type IComputedValue } from 'mobx';
import { object, string } from 'yup';
import { contactProblems, directionProblems, problemsOf, rules } from '@dostavka/shared-kernel/rules';
import type { OrderSection, RootStore } from '@dostavka/shared-kernel/stores';

/** One thing still wrong or missing: `key` is the translation key of its message. */
export interface OrderProblem {
  section: OrderSection;
  field: string;
  key: string;
}

const customerSchema = object({ email: string().trim().test(rules.required()).test(rules.email()) });

function findProblems(store: RootStore): OrderProblem[] {
  const { order } = store;
  const problems: OrderProblem[] = [];
  const add = (section: OrderSection, found: Record<string, string | undefined>) => {
    for (const [field, key] of Object.entries(found)) if (key) problems.push({ section, field, key });
  };
  if (!order.tariff) add('tariff', { tariff: 'validation.tariff' });
  const contact = (role: 'sender' | 'recipient' | 'payer') =>
    contactProblems(order.contacts[role].data, {
      emailRequired: role === order.payerRole,
      passportRequired: order.passportRequired,
      now: store.now(),
    });
  add('sender', contact('sender'));
  add('from', directionProblems(order.directions.from));
  add('recipient', contact('recipient'));
  add('to', directionProblems(order.directions.to));
  if (order.payerSource === 'other') add('payer', contact('payer'));
  if (order.isManager && order.isInternal) {
    const [customer] = problemsOf(customerSchema, { email: order.customerEmail });
    add('customer', { email: customer?.key });
  }
  return problems;
}

const cache = new WeakMap<RootStore, IComputedValue<OrderProblem[]>>();

/** The order's problems, recomputed only when what they depend on changes. */
export function orderProblems(store: RootStore): OrderProblem[] {
  let problems = cache.get(store);
  if (!problems) {
    problems = computed(() => findProblems(store));
    cache.set(store, problems);
  }
  return problems.get();
}
