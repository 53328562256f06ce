import { isValidPhone } from './phone';
import { contactSignature } from './signature';
import type { Company, Contact, Passport, SavedContact, SavedContactCity } from './types/contact';

export { SAVED_CONTACTS_LIMIT } from '../contract/vocabulary';

/**
 * Why a contact cannot be saved (the field and the reason), or null: a name and a valid phone, as
 * the order form asks, and a city to file it under. The account's address book checks with it.
 */
export function savedContactProblem(
  contact: Pick<Contact, 'name' | 'phone'>,
  city: SavedContactCity,
): { field: 'name' | 'phone' | 'city'; message: string } | null {
  if (contact.name.trim() === '') return { field: 'name', message: 'the name is empty' };
  if (!isValidPhone(contact.phone))
    return { field: 'phone', message: 'not a Russian phone number (+7 and 10 digits)' };
  if (city.code.trim() === '' && city.fias.trim() === '')
    return { field: 'city', message: 'the city needs its code or FIAS id' };
  return null;
}

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
