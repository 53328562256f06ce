import { ApiError } from '@dostavka/shared-kernel/api';
import type { SavedContactEntry } from '@dostavka/shared-kernel/contract';
import { contactSignature } from '@dostavka/shared-kernel/domain';
import { testCity } from './test-data';
import { createTestRoot, memoryStorage, NOW } from './test-support';

const spb = testCity('78', 'Санкт-Петербург');
const msk = testCity('77', 'Москва');
const TOKENS = { accessToken: 'a', refreshToken: 'r' };

const entry = (name: string, phone: string, city = spb, savedAt = NOW.toISOString()): SavedContactEntry => ({
  signature: contactSignature(name, phone),
  contact: { name, phone },
  direction: { city: { code: city.code, fias: city.fias, name: city.name } },
  savedAt,
});
const names = (list: ReadonlyArray<{ contact: { name: string } }>) => list.map((item) => item.contact.name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A root with a guest's contacts in the browser, about to sign in. */
function guestWithContacts() {
  const setup = createTestRoot({ storage: memoryStorage().storage });
  setup.root.localStorage.saveContact({ name: 'Гость', phone: '+79120000009' }, msk);
  return setup;
}

describe('saved contacts of a signed-in customer live in the account', () => {
  it('at sign-in the browser’s entries move into the account once and leave the browser', async () => {
    const { root, api } = guestWithContacts();
    api.user.importSavedContacts.mockResolvedValue({
      contacts: [entry('Иван', '+79120000001'), entry('Гость', '+79120000009', msk)],
      skipped: 0,
    });
    root.auth.restore({ jwt: TOKENS });
    await settle();
    expect(api.user.importSavedContacts).toHaveBeenCalledWith({
      contacts: [
        {
          name: 'Гость',
          phone: '+79120000009',
          city: expect.objectContaining({ code: '77' }),
          savedAt: NOW.toISOString(),
        },
      ],
    });
    expect(names(root.localStorage.savedContacts)).toEqual(['Иван', 'Гость']);
    expect(root.localStorage.browserContacts).toEqual([]);

    // Another device's sign-in (or the next start) only reads the account.
    root.auth.logout();
    api.user.getSavedContacts.mockResolvedValue({ contacts: [entry('Иван', '+79120000001')] });
    root.auth.restore({ jwt: TOKENS });
    await settle();
    expect(api.user.importSavedContacts).toHaveBeenCalledTimes(1);
    expect(names(root.localStorage.savedContacts)).toEqual(['Иван']);
  });

  it('a failed import keeps the browser’s entries for the next sign-in', async () => {
    const { root, api } = guestWithContacts();
    api.user.importSavedContacts.mockRejectedValue(new ApiError(0, 'offline', '/x'));
    root.auth.restore({ jwt: TOKENS });
    await settle();
    expect(root.localStorage.savedContacts).toEqual([]);
    root.auth.logout();
    expect(names(root.localStorage.savedContacts)).toEqual(['Гость']);
  });

  it('saves go to the account, filtered by city as before; signing out shows the browser’s list', async () => {
    const { root, api } = createTestRoot();
    api.user.getSavedContacts.mockResolvedValue({ contacts: [entry('Иван', '+79120000001')] });
    root.auth.restore({ jwt: TOKENS });
    await settle();
    api.user.saveContact.mockImplementation(async (body) => entry(body.name, body.phone, msk));
    root.localStorage.saveContact({ name: 'Пётр', phone: '+79120000002' }, msk);
    expect(api.user.saveContact).toHaveBeenCalledWith({
      name: 'Пётр',
      phone: '+79120000002',
      city: expect.objectContaining({ code: '77' }),
    });
    root.shipment.setCity('from', spb);
    root.shipment.setCity('to', msk);
    expect(names(root.localStorage.senderContacts)).toEqual(['Иван']);
    expect(names(root.localStorage.recipientContacts)).toEqual(['Пётр']);
    await settle();
    expect(root.localStorage.browserContacts).toEqual([]);

    await root.auth.signOut().catch(() => undefined);
    expect(root.localStorage.savedContacts).toEqual([]);
    expect(root.localStorage.senderContacts).toEqual([]);
  });

  it('a refused save is rolled back with a toast; a full book says so', async () => {
    const { root, api, notifications } = createTestRoot();
    const ivan = entry('Иван', '+79120000001');
    api.user.getSavedContacts.mockResolvedValue({ contacts: [ivan, entry('Пётр', '+79120000002')] });
    root.auth.restore({ jwt: TOKENS });
    await settle();

    api.user.saveContact.mockRejectedValueOnce(new ApiError(500, 'boom', '/x'));
    root.localStorage.saveContact({ name: 'Иван', phone: '+79120000001' }, msk);
    expect(names(root.localStorage.savedContacts)).toEqual(['Пётр', 'Иван']);
    await settle();
    expect(root.localStorage.savedContacts).toEqual([ivan, entry('Пётр', '+79120000002')]);

    api.user.saveContact.mockRejectedValueOnce(new ApiError(409, 'full', '/x'));
    root.localStorage.saveContact({ name: 'Ольга', phone: '+79120000003' }, spb);
    await settle();
    expect(names(root.localStorage.savedContacts)).toEqual(['Иван', 'Пётр']);
    expect(notifications.map((n) => n.message)).toEqual([
      't:profile.failed_save_contact',
      't:profile.contacts_full',
    ]);
  });

  it('a refused delete puts the entry back at its place with a toast', async () => {
    const { root, api, notifications } = createTestRoot();
    api.user.getSavedContacts.mockResolvedValue({
      contacts: [entry('Иван', '+79120000001'), entry('Пётр', '+79120000002')],
    });
    root.auth.restore({ jwt: TOKENS });
    await settle();
    api.user.deleteSavedContact.mockRejectedValueOnce(new ApiError(0, 'offline', '/x'));
    root.localStorage.deleteContact(contactSignature('Иван', '+79120000001'));
    expect(names(root.localStorage.savedContacts)).toEqual(['Пётр']);
    await settle();
    expect(names(root.localStorage.savedContacts)).toEqual(['Иван', 'Пётр']);
    expect(notifications).toEqual([{ message: 't:profile.failed_delete_contact', variant: 'error' }]);

    api.user.deleteSavedContact.mockResolvedValueOnce(undefined);
    root.localStorage.deleteContact(contactSignature('Пётр', '+79120000002'));
    await settle();
    expect(api.user.deleteSavedContact).toHaveBeenLastCalledWith(contactSignature('Пётр', '+79120000002'));
    expect(names(root.localStorage.savedContacts)).toEqual(['Иван']);
  });

  it('an answer that comes after sign-out changes nothing', async () => {
    const { root, api } = createTestRoot();
    let answer: (value: { contacts: SavedContactEntry[] }) => void = () => undefined;
    api.user.getSavedContacts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    root.auth.restore({ jwt: TOKENS });
    root.auth.logout();
    answer({ contacts: [entry('Иван', '+79120000001')] });
    await settle();
    expect(root.localStorage.accountContacts).toBeNull();
    expect(root.localStorage.savedContacts).toEqual([]);
  });

  it('a session restored at start-up loads the account’s list', async () => {
    const { storage } = memoryStorage({ 'dostavka:auth': JSON.stringify({ jwt: TOKENS }) });
    const { root, api } = createTestRoot({ storage });
    api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
    api.user.getSavedContacts.mockResolvedValue({ contacts: [entry('Иван', '+79120000001')] });
    await root.startClient();
    expect(names(root.localStorage.savedContacts)).toEqual(['Иван']);
  });
});
