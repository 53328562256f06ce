/** The signed-in user's address book: saved senders and recipients, kept in the account. */
import { Type, type Static } from 'typebox';
import { SAVED_CONTACTS_LIMIT } from './vocabulary';
import { RequiredText, Text } from './common';

/** `contactSignature(name, phone)`: 8 hex digits. */
const Signature = Type.String({ pattern: '^[0-9a-f]{8}$', examples: ['3f2a09bc'] });

export const SavedContactCityWire = Type.Object({
  code: Text(20, { description: 'KLADR code; empty when only the FIAS id is known' }),
  fias: Text(36, { description: 'FIAS id; empty when only the code is known' }),
  name: Type.Optional(Text(200)),
});

/** What a customer saves: the person and the city they send from or receive in. */
export const SavedContactBody = Type.Object({
  name: RequiredText({ maxLength: 200 }),
  phone: RequiredText({ maxLength: 40, examples: ['+7 (912) 345-67-89'] }),
  city: SavedContactCityWire,
});

/** One entry of the address book, in the shape the browser keeps (SavedContact) and its time. */
export const SavedContactEntry = Type.Object({
  signature: Signature,
  contact: Type.Object({ name: Type.String(), phone: Type.String() }),
  direction: Type.Object({ city: SavedContactCityWire }),
  savedAt: Type.String({ format: 'date-time', description: 'last saved' }),
});

/** The address book, oldest first (the views show it newest first). */
export const SavedContactList = Type.Object({ contacts: Type.Array(SavedContactEntry) });

export const SavedContactParams = Type.Object({ signature: Signature });

/** The browser's entries moved into the account at sign-in. */
export const SavedContactImport = Type.Object({
  contacts: Type.Array(
    Type.Object({
      ...SavedContactBody.properties,
      savedAt: Type.Optional(
        Type.String({
          format: 'date-time',
          description: 'when the browser saved it; without it the account’s entry of the person wins',
        }),
      ),
    }),
    { maxItems: SAVED_CONTACTS_LIMIT },
  ),
});

export const SavedContactImportAnswer = Type.Object({
  contacts: Type.Array(SavedContactEntry),
  skipped: Type.Integer({
    description: 'entries not taken: invalid, or beyond the address book’s limit',
  }),
});

export type SavedContactBody = Static<typeof SavedContactBody>;
export type SavedContactEntry = Static<typeof SavedContactEntry>;
export type SavedContactList = Static<typeof SavedContactList>;
export type SavedContactImport = Static<typeof SavedContactImport>;
export type SavedContactImportAnswer = Static<typeof SavedContactImportAnswer>;
