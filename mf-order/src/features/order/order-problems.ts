/**
 * Everything still wrong with the order being placed, in the order of the form, by the kernel's
 * rules (the ones the server checks the order with): the form's values (contacts, payer, a
 * manager's customer) and the shipment's (offer, both ends of the route). The rules need yup and
 * the kernel's `rules` entry (about 18 KB gzip), which load after the page's first render
 * (`loadOrderRules`), by their share names: the server leaves such imports out of the first
 * view's scripts (first-view.ts).
 */
import { lockerWantsSizes, type Directions, type TariffOffer } from '@dostavka/shared-kernel/domain';
import type { DirectionRules } from '@dostavka/shared-kernel/rules';
import {
  contactFrom,
  payerRole,
  type ContactRole,
  type OrderFormValues,
  type OrderSection,
  type RootStore,
} from '@dostavka/shared-kernel/stores';

/** One thing still wrong or missing: `key` is the translation key of its message. */
export interface OrderProblem {
  section: OrderSection;
  field: string;
  key: string;
}

/** What the rules read besides the form's values. */
export interface OrderRulesContext {
  tariff: TariffOffer | null;
  directions: Directions;
  /** The cargo places (cm, g): a chosen locker must take each of them. */
  cargos?: DirectionRules['cargos'];
  /** The end whose locker waits for the places' sizes (the cargo is known by its weight alone). */
  lockerSizes?: 'from' | 'to' | null;
  managerMode: boolean;
  now: Date;
}

export const orderRulesContext = (store: RootStore): OrderRulesContext => ({
  tariff: store.shipment.tariff,
  directions: store.shipment.directions,
  cargos: store.delivery.searchPayload.dimensions.cargos,
  lockerSizes: lockerWantsSizes({
    directions: store.shipment.directions,
    delivery: store.delivery.searchPayload,
  }),
  managerMode: store.profile.managerMode,
  now: store.now(),
});

/** The name of a problem's field in the form: 'sender.company.inn', 'to.address', 'tariff'. */
export const fieldName = ({ section, field }: Pick<OrderProblem, 'section' | 'field'>): string =>
  section === 'tariff' ? 'tariff' : `${section}.${field}`;

/** The order's rules, once loaded. */
export interface OrderRules {
  /** What is still wrong, in the order of the form. */
  problems(values: OrderFormValues, context: OrderRulesContext): OrderProblem[];
  /** The form's `validate`: the same problems as final-form's errors, by field name. */
  validate(context: () => OrderRulesContext): (values: OrderFormValues) => Record<string, unknown>;
}

/** Loads yup and the kernel's rules (once: the module system keeps them), and the order's rules by them. */
export async function loadOrderRules(): Promise<OrderRules> {
  const [{ object, string }, { contactProblems, directionProblems, errorsOf, problemsOf, rules }] =
    await Promise.all([import('yup'), import('@dostavka/shared-kernel/rules')]);
  const customerSchema = object({ email: string().trim().test(rules.required()).test(rules.email()) });

  function problems(values: OrderFormValues, context: OrderRulesContext): OrderProblem[] {
    const wrong: OrderProblem[] = [];
    const add = (section: OrderSection, found: Record<string, string | undefined>) => {
      for (const [field, key] of Object.entries(found)) if (key) wrong.push({ section, field, key });
    };
    if (!context.tariff) add('tariff', { tariff: 'validation.tariff' });
    const contact = (role: ContactRole) =>
      contactProblems(contactFrom(values[role]), {
        emailRequired: role === payerRole(values),
        passportRequired: context.tariff?.required.passport ?? false,
        now: context.now,
      });
    add('sender', contact('sender'));
    const directionRules = { pointRequired: true, cargos: context.cargos ?? [] };
    const sizes = (side: 'from' | 'to') =>
      context.lockerSizes === side ? { sizes: 'validation.lockerPlaces' } : {};
    add('from', sizes('from'));
    add('from', directionProblems(context.directions.from, directionRules));
    add('recipient', contact('recipient'));
    add('to', sizes('to'));
    add('to', directionProblems(context.directions.to, directionRules));
    if (values.payerSource === 'other') add('payer', contact('payer'));
    if (context.managerMode && values.customer?.internal) {
      const [customer] = problemsOf(customerSchema, { email: values.customer.email ?? '' });
      add('customer', { email: customer?.key });
    }
    return wrong;
  }

  return {
    problems,
    validate: (context) => (values) =>
      errorsOf(
        problems(values, context()).map((problem) => ({ path: fieldName(problem), key: problem.key })),
      ),
  };
}
