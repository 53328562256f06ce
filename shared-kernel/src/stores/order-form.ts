/**
 * The order form's values (the people of an order: sender, recipient, payer, and a manager's
 * customer). react-final-form holds them while the visitor types; the form draft keeps them
 * between visits. Everything that prices the order (route, hand-over, cargo, offer) is the
 * shipment's (`ShipmentStore`).
 */
import { emptyContact } from '@dostavka/shared-kernel/domain';
import type { Contact } from '@dostavka/shared-kernel/domain';
import { isRecord } from './persistence';

export type ContactRole = 'payer' | 'recipient' | 'sender';
/** Who pays: the sender or the recipient (one click, no typing), or a payer of its own. */
export type PayerSource = 'sender' | 'recipient' | 'other';

export interface OrderFormValues {
  sender: Contact;
  recipient: Contact;
  payer: Contact;
  payerSource: PayerSource;
  /** Manager mode: the order is placed on behalf of `email` and marked internal. */
  customer: { internal: boolean; email: string };
}

const PAYER_SOURCES: readonly PayerSource[] = ['sender', 'recipient', 'other'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function emptyOrderForm(): OrderFormValues {
  return {
    sender: emptyContact(),
    recipient: emptyContact(),
    payer: emptyContact(),
    payerSource: 'sender',
    customer: { internal: false, email: '' },
  };
}

/**
 * A contact from whatever a form or the storage holds: text fields as text (a field final-form
 * left empty is ''), a company exactly when enterprise is on, a passport when one was begun.
 */
export function contactFrom(data: unknown): Contact {
  const source = isRecord(data) ? data : {};
  const contact: Contact = {
    name: text(source.name),
    comment: text(source.comment),
    email: text(source.email),
    phone: text(source.phone),
    enterprise: source.enterprise === true,
  };
  if (contact.enterprise) {
    const company = isRecord(source.company) ? source.company : {};
    contact.company = { name: text(company.name), inn: text(company.inn), kpp: text(company.kpp) };
  }
  if (isRecord(source.passport)) {
    const { series, number, date } = source.passport;
    contact.passport = { series: text(series), number: text(number), date: text(date) };
  }
  return contact;
}

/** The form's values from a stored draft (any shape): only what has the right type. */
export function orderFormFrom(data: unknown): OrderFormValues {
  const source = isRecord(data) ? data : {};
  const customer = isRecord(source.customer) ? source.customer : {};
  return {
    sender: contactFrom(source.sender),
    recipient: contactFrom(source.recipient),
    payer: contactFrom(source.payer),
    payerSource: PAYER_SOURCES.includes(source.payerSource as PayerSource)
      ? (source.payerSource as PayerSource)
      : 'sender',
    customer: { internal: customer.internal === true, email: text(customer.email) },
  };
}

/** The contact who pays: the sender's or recipient's own entry, or the separate payer. */
export const payerRole = (values: Pick<OrderFormValues, 'payerSource'>): ContactRole =>
  values.payerSource === 'other' ? 'payer' : values.payerSource;
