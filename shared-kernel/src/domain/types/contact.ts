import type { City } from './geo';

export interface Company {
  name: string;
  /** Tax number. */
  inn: string;
  /** Registration reason code. */
  kpp: string;
}

export interface Passport {
  series: string;
  number: string;
  /** Issue date, YYYY-MM-DD. */
  date: string;
}

/** How the server tells which extra data a contact carries. */
export type ContactMarker = 'ContactWithCompany' | 'ContactWithPassport';

export interface Contact {
  name: string;
  comment: string;
  email: string;
  phone: string;
  enterprise: boolean;
  type?: ContactMarker;
  passport?: Passport;
  /** Present exactly when `enterprise` is on. */
  company?: Company;
}

export type SavedContactCity = Pick<City, 'code' | 'fias'> & Partial<Pick<City, 'name'>>;

export interface SavedContact {
  contact: Pick<Contact, 'name' | 'phone'>;
  direction: { city: SavedContactCity };
  /** `contactSignature(name, phone)`: entries with the same signature are the same person. */
  signature: string;
}
