/** The people of an order: sender, recipient and payer (spec section 3, Contact). */
import { Type, type Static } from 'typebox';
import { Text } from './common';

export const Company = Type.Object({
  name: Text(300),
  inn: Text(12, { description: 'Tax number' }),
  kpp: Text(9, { description: 'Registration reason code' }),
});

export const Passport = Type.Object({
  series: Text(10),
  number: Text(10),
  date: Text(30, { description: 'Issue date, YYYY-MM-DD', examples: ['2015-04-20'] }),
});

/** How the server tells which extra data a contact carries. */
export const ContactMarker = Type.Enum(['ContactWithCompany', 'ContactWithPassport']);

export const Contact = Type.Object(
  {
    name: Text(200),
    comment: Text(2000),
    email: Text(254),
    phone: Text(40, { examples: ['+7 (912) 345-67-89'] }),
    enterprise: Type.Boolean(),
    type: Type.Optional(ContactMarker),
    passport: Type.Optional(Passport),
    /** Present exactly when `enterprise` is on. */
    company: Type.Optional(Company),
  },
  { description: 'ContactWithCompany when enterprise is on; ContactWithPassport when the tariff needs one' },
);

export const OrderContacts = Type.Object({ payer: Contact, recipient: Contact, sender: Contact });

export type Company = Static<typeof Company>;
export type Passport = Static<typeof Passport>;
export type ContactMarker = Static<typeof ContactMarker>;
export type Contact = Static<typeof Contact>;
export type OrderContacts = Static<typeof OrderContacts>;
