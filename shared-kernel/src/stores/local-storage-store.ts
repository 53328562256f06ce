import { makeAutoObservable } from 'mobx';
import {
  removeSavedContact,
  savedContactsFor,
  toSavedContact,
  upsertSavedContact,
} from '@dostavka/shared-kernel/domain';
import type { Contact, SavedContact, SavedContactCity } from '@dostavka/shared-kernel/domain';
import { isRecord, type Persistable } from './persistence';
import type { RootStore } from './root-store';

interface LocalState {
  firstVisit: boolean;
  savedContacts: SavedContact[];
}

const isSavedContact = (value: unknown): value is SavedContact =>
  isRecord(value) &&
  typeof value.signature === 'string' &&
  isRecord(value.contact) &&
  typeof value.contact.name === 'string' &&
  typeof value.contact.phone === 'string' &&
  isRecord(value.direction) &&
  isRecord(value.direction.city) &&
  typeof value.direction.city.code === 'string' &&
  typeof value.direction.city.fias === 'string';

/** What the browser remembers between visits: the first-visit flag and the saved contacts. */
export class LocalStorageStore implements Persistable<LocalState> {
  firstVisit = true;
  savedContacts: SavedContact[] = [];

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LocalStorageStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** Contacts saved for the origin city, newest first. */
  get senderContacts(): SavedContact[] {
    return savedContactsFor(this.savedContacts, this.root.shipment.directions.from.city);
  }

  /** Contacts saved for the destination city, newest first. */
  get recipientContacts(): SavedContact[] {
    return savedContactsFor(this.savedContacts, this.root.shipment.directions.to.city);
  }

  markVisited(): void {
    this.firstVisit = false;
  }

  /** Replaces the entry of the same person (same signature) or adds one. */
  saveContact(contact: Pick<Contact, 'name' | 'phone'>, city: SavedContactCity): void {
    this.savedContacts = upsertSavedContact(this.savedContacts, toSavedContact(contact, city));
  }

  deleteContact(signature: string): void {
    this.savedContacts = removeSavedContact(this.savedContacts, signature);
  }

  snapshot(): LocalState {
    return { firstVisit: this.firstVisit, savedContacts: this.savedContacts };
  }

  restore(data: unknown): void {
    if (!isRecord(data)) return;
    if (typeof data.firstVisit === 'boolean') this.firstVisit = data.firstVisit;
    if (Array.isArray(data.savedContacts)) this.savedContacts = data.savedContacts.filter(isSavedContact);
  }
}
