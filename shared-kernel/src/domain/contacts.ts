import { contactSignature } from './signature';
import type { Company, Contact, Passport, SavedContact, SavedContactCity } from './types/contact';

export function emptyCompany(): Company {
  return { name: '', inn: '', kpp: '' };
}

export function emptyPassport(): Passport {
  return { series: '', number: '', date: '' };
}

export function emptyContact(): Contact {
  return { name: '', comment: '', email: '', phone: '', enterprise: false };
}

/**
 * The contact as an order sends it: a company contact is marked ContactWithCompany; otherwise,
 * when the tariff needs a passport, ContactWithPassport. Passport data goes only where needed.
 */
export function markContact(contact: Contact, passportRequired: boolean): Contact {
  const { passport, type: _previous, ...rest } = contact;
  if (contact.enterprise) return { ...rest, type: 'ContactWithCompany' };
  if (passportRequired)
    return { ...rest, passport: passport ?? emptyPassport(), type: 'ContactWithPassport' };
  return rest;
}

export function toSavedContact(
  contact: Pick<Contact, 'name' | 'phone'>,
  city: SavedContactCity,
): SavedContact {
  return {
    contact: { name: contact.name, phone: contact.phone },
    direction: { city: { code: city.code, fias: city.fias, ...(city.name ? { name: city.name } : {}) } },
    signature: contactSignature(contact.name, contact.phone),
  };
}

/** Replaces the entry with the same signature in place, or appends. */
export function upsertSavedContact(list: readonly SavedContact[], entry: SavedContact): SavedContact[] {
  const index = list.findIndex((item) => item.signature === entry.signature);
  if (index === -1) return [...list, entry];
  return list.map((item, i) => (i === index ? entry : item));
}

export function removeSavedContact(list: readonly SavedContact[], signature: string): SavedContact[] {
  return list.filter((item) => item.signature !== signature);
}

/** Contacts saved for this city (same code or same FIAS id), newest first. */
export function savedContactsFor(
  list: readonly SavedContact[],
  city: SavedContactCity | null,
): SavedContact[] {
  if (!city) return [];
  const sameCity = (saved: SavedContactCity) =>
    (saved.code !== '' && saved.code === city.code) || (saved.fias !== '' && saved.fias === city.fias);
  return list.filter((item) => sameCity(item.direction.city)).reverse();
}
