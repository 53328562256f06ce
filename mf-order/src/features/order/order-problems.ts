/**
 * Everything still wrong with the order being placed, in the order of the form, by the kernel's
 * rules (the ones the server checks the order with): the form's values (contacts, payer, a
 * manager's customer) and the shipment's (offer, both ends of the route). Here, with the page, so
 * that yup loads with the order page and not with every page's store.
 */
import { object, string } from 'yup';
import { lockerWantsSizes, type Directions, type TariffOffer } from '@dostavka/shared-kernel/domain';
import {
  contactProblems,
  directionProblems,
  errorsOf,
  problemsOf,
  rules,
  type DirectionRules,
} from '@dostavka/shared-kernel/rules';
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

const customerSchema = object({ email: string().trim().test(rules.required()).test(rules.email()) });

/** The name of a problem's field in the form: 'sender.company.inn', 'to.address', 'tariff'. */
export const fieldName = ({ section, field }: Pick<OrderProblem, 'section' | 'field'>): string =>
  section === 'tariff' ? 'tariff' : `${section}.${field}`;

export function orderProblems(values: OrderFormValues, context: OrderRulesContext): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const add = (section: OrderSection, found: Record<string, string | undefined>) => {
    for (const [field, key] of Object.entries(found)) if (key) problems.push({ section, field, key });
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
  return problems;
}

/** The form's `validate`: the same problems as final-form's errors, by field name. */
export const orderValidate =
  (context: () => OrderRulesContext) =>
  (values: OrderFormValues): Record<string, unknown> =>
    errorsOf(
      orderProblems(values, context()).map((problem) => ({ path: fieldName(problem), key: problem.key })),
    );
