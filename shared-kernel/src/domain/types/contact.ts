import type { Contact } from '@dostavka/shared-kernel/contract';
import type { City } from './geo';

export type { Company, Contact, ContactMarker, Passport } from '@dostavka/shared-kernel/contract';

export type SavedContactCity = Pick<City, 'code' | 'fias'> & Partial<Pick<City, 'name'>>;

/** A contact the browser remembers (local storage), not a wire shape. */
export interface SavedContact {
  contact: Pick<Contact, 'name' | 'phone'>;
  direction: { city: SavedContactCity };
  /** `contactSignature(name, phone)`: entries with the same signature are the same person. */
  signature: string;
}
