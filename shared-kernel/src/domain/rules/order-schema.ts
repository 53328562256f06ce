/**
 * An order body as the server receives it (POST /order/create): the same contact, direction and
 * delivery schemas the order form uses, plus the marks the wire carries (a company contact is a
 * ContactWithCompany, a passport contact a ContactWithPassport), which the form sets itself.
 */
import { mixed, object, type ObjectSchema, type TestContext } from 'yup';
import { contactSchema, payerContactSchema, type ContactRules } from './contact-schema';
import { deliverySchema, directionSchema } from './shipment-schema';

/** The validation context of `orderSchema`. */
export interface OrderRules extends Pick<ContactRules, 'passportRequired' | 'now'> {
  /** The company's calendar date (YYYY-MM-DD): no loading date before it. */
  today: string;
}

const contactType = mixed().test({
  name: 'contactType',
  test(type: unknown, context: TestContext) {
    const { enterprise } = context.parent as { enterprise?: boolean };
    const { passportRequired } = context.options.context as OrderRules;
    const fail = (kind: string) => context.createError({ message: `validation.contactType.${kind}` });
    if (enterprise) return type === 'ContactWithCompany' || fail('company');
    if (passportRequired) return type === 'ContactWithPassport' || fail('passport');
    return type === undefined || fail('none');
  },
});

// The mark first: a contact marked wrong is one problem, not one per missing detail.
const marked = (schema: ObjectSchema<object>) => object({ type: contactType }).concat(schema);

export const orderSchema = object({
  contacts: object({
    payer: marked(payerContactSchema),
    sender: marked(contactSchema),
    recipient: marked(contactSchema),
  }),
  directions: object({ from: directionSchema, to: directionSchema }),
  delivery: deliverySchema,
});
