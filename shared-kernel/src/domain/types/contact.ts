import type { Contact } from '@dostavka/shared-kernel/contract';
import type { City } from './geo';

export type { Company, Contact, ContactMarker, Passport } from '@dostavka/shared-kernel/contract';

export type SavedContactCity = Pick<City, 'code' | 'fias'> & Partial<Pick<City, 'name'>>;

/** A saved contact: a guest's in the browser (local storage), a signed-in user's in the account. */
export interface SavedContact {
  contact: Pick<Contact, 'name' | 'phone'>;
  direction: { city: SavedContactCity };
  /** `contactSignature(name, phone)`: entries with the same signature are the same person. */
  signature: string;
  /** When it was last saved (ISO); absent in entries a browser kept before the time was recorded. */
  savedAt?: string;
}
