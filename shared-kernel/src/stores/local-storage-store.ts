import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@dostavka/shared-kernel/api';
import {
  removeSavedContact,
  SAVED_CONTACTS_LIMIT,
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

/** The most entries one import sends (the server's limit): the newest are kept. */
const IMPORT_MAX = SAVED_CONTACTS_LIMIT;

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

/** Puts the entry last (the newest), as the account orders a saved entry. */
const moveLast = (list: readonly SavedContact[], entry: SavedContact) => [
  ...removeSavedContact(list, entry.signature),
  entry,
];

/**
 * What the browser remembers between visits (the first-visit flag, a guest's saved contacts) and
 * the saved contacts of the signed-in user, kept in their account: loaded at sign-in, when the
 * browser's entries move into the account once, and saved and deleted there (optimistically).
 */
export class LocalStorageStore implements Persistable<LocalState> {
  firstVisit = true;
  /** A guest's contacts, in this browser (oldest first). */
  browserContacts: SavedContact[] = [];
  /** The signed-in user's, from the account (oldest first); null until loaded. */
  accountContacts: SavedContact[] | null = null;
  /** Bumped at every sign-in and sign-out so that late answers of the other session are dropped. */
  private session = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LocalStorageStore, 'root' | 'session'>(
      this,
      { root: false, session: false },
      { autoBind: true },
    );
  }

  /** The contacts shown and offered: the account's when signed in, else the browser's. */
  get savedContacts(): SavedContact[] {
    return this.root.auth.loggedIn ? (this.accountContacts ?? []) : this.browserContacts;
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
    const entry = { ...toSavedContact(contact, city), savedAt: this.root.now().toISOString() };
    if (!this.root.auth.loggedIn) {
      this.browserContacts = upsertSavedContact(this.browserContacts, entry);
      return;
    }
    const session = this.session;
    const before = this.accountContacts ?? [];
    this.accountContacts = moveLast(before, entry);
    this.root.api.user
      .saveContact({ name: entry.contact.name, phone: entry.contact.phone, city: entry.direction.city })
      .then((saved) =>
        this.inSession(session, () => {
          this.accountContacts = upsertSavedContact(this.accountContacts ?? [], saved);
        }),
      )
      .catch((error: unknown) =>
        this.inSession(session, () => {
          this.rollBack(entry.signature, before);
          this.root.notifyError(
            isApiError(error) && error.status === 409
              ? this.root.translate('profile.contacts_full', { limit: SAVED_CONTACTS_LIMIT })
              : this.root.translate('profile.failed_save_contact'),
          );
        }),
      );
  }

  deleteContact(signature: string): void {
    if (!this.root.auth.loggedIn) {
      this.browserContacts = removeSavedContact(this.browserContacts, signature);
      return;
    }
    const session = this.session;
    const before = this.accountContacts ?? [];
    this.accountContacts = removeSavedContact(before, signature);
    this.root.api.user.deleteSavedContact(signature).catch(() =>
      this.inSession(session, () => {
        this.rollBack(signature, before);
        this.root.notifyError(this.root.translate('profile.failed_delete_contact'));
      }),
    );
  }

  /**
   * At sign-in (and start-up with a session): the account's address book, with the browser's
   * entries moved into it first; once the account has them they leave the browser. A failure
   * keeps them here for the next sign-in.
   */
  async loadAccount(): Promise<void> {
    const session = ++this.session;
    const moving = this.browserContacts.slice(-IMPORT_MAX);
    try {
      const { contacts } =
        moving.length > 0
          ? await this.root.api.user.importSavedContacts({
              contacts: moving.map((entry) => ({
                name: entry.contact.name,
                phone: entry.contact.phone,
                city: entry.direction.city,
                ...(entry.savedAt ? { savedAt: entry.savedAt } : {}),
              })),
            })
          : await this.root.api.user.getSavedContacts();
      this.inSession(session, () => {
        // Entries saved in the browser meanwhile (none while signed in) stay.
        this.browserContacts = this.browserContacts.filter((entry) => !moving.includes(entry));
        this.accountContacts = contacts;
      });
    } catch {
      // The list stays empty; the browser's entries wait for the next sign-in.
    }
  }

  /** At sign-out: the account's list is forgotten, the browser's shows again. */
  forgetAccount(): void {
    this.session += 1;
    this.accountContacts = null;
  }

  /** Runs a late answer's change only while the same session is on. */
  private inSession(session: number, change: () => void): void {
    if (session === this.session) runInAction(change);
  }

  /** Puts back the person's entry as it was in `before` (at its place), or takes it out. */
  private rollBack(signature: string, before: readonly SavedContact[]): void {
    const previous = before.find((entry) => entry.signature === signature);
    const current = removeSavedContact(this.accountContacts ?? [], signature);
    if (!previous) {
      this.accountContacts = current;
      return;
    }
    const at = Math.min(before.indexOf(previous), current.length);
    this.accountContacts = [...current.slice(0, at), previous, ...current.slice(at)];
  }

  snapshot(): LocalState {
    return { firstVisit: this.firstVisit, savedContacts: this.browserContacts };
  }

  restore(data: unknown): void {
    if (!isRecord(data)) return;
    if (typeof data.firstVisit === 'boolean') this.firstVisit = data.firstVisit;
    if (Array.isArray(data.savedContacts)) this.browserContacts = data.savedContacts.filter(isSavedContact);
  }
}
