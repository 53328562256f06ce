import type { SavedContactEntry, SavedContactImportAnswer } from '@dostavka/shared-kernel/contract';
import { contactSignature, SAVED_CONTACTS_LIMIT } from '@dostavka/shared-kernel/domain';
import {
  call,
  signIn,
  signInAs,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

jest.setTimeout(30_000);

const URL = '/api/user/profile/contacts';
const SPB = { code: '7800000000000', fias: 'c2deb16a-0330-4f05-821f-1d09c93331e6', name: 'Санкт-Петербург' };
const MSK = { code: '7700000000000', fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', name: 'Москва' };

let context: UserApiContext;
let owner: Session;
let other: Session;
let staff: Session;

const as = (session: Session | undefined) => ({
  list: async () =>
    (await call(context.app, 'GET', URL, undefined, session?.accessToken)).json<{
      contacts: SavedContactEntry[];
    }>().contacts,
  save: (body: unknown) => call(context.app, 'PUT', URL, body, session?.accessToken),
  remove: (signature: string) =>
    call(context.app, 'DELETE', `${URL}/${signature}`, undefined, session?.accessToken),
  import: (contacts: unknown[]) =>
    call(context.app, 'POST', `${URL}/import`, { contacts }, session?.accessToken),
});
const names = (list: SavedContactEntry[]) => list.map((entry) => entry.contact.name);

beforeAll(async () => {
  context = await startUserApi();
  [owner, other, staff] = await Promise.all([
    signIn(context.app, 'book-owner@mail.ru'),
    signIn(context.app, 'book-other@mail.ru'),
    signInAs(context.app, 'book-staff@dostavka.ru', 'ADMIN'),
  ]);
}, 240_000);
afterAll(() => stopUserApi(context));

describe('the account’s address book', () => {
  test('a saved contact is listed with the signature the kernel computes, oldest first', async () => {
    const before = context.clock.now().getTime();
    const saved = await as(owner).save({ name: ' Иван  Петров ', phone: '8 912 000-00-01', city: SPB });
    expect(saved.statusCode).toBe(200);
    const entry = saved.json<SavedContactEntry>();
    expect(entry).toEqual({
      signature: contactSignature('Иван Петров', '+79120000001'),
      contact: { name: 'Иван  Петров', phone: '8 912 000-00-01' },
      direction: { city: SPB },
      savedAt: expect.any(String),
    });
    expect(Date.parse(entry.savedAt)).toBeGreaterThanOrEqual(before);
    context.clock.advance(1000);
    await as(owner).save({ name: 'Пётр', phone: '+7 912 000-00-02', city: { code: MSK.code, fias: '' } });
    expect(names(await as(owner).list())).toEqual(['Иван  Петров', 'Пётр']);
  });

  test('the same person saved again replaces the entry, filed under the new city and moved last', async () => {
    context.clock.advance(1000);
    await as(owner).save({ name: 'иван петров', phone: '+79120000001', city: MSK });
    const list = await as(owner).list();
    expect(names(list)).toEqual(['Пётр', 'иван петров']);
    expect(list[1]!.direction.city).toEqual(MSK);
  });

  test('a bad name, phone or city is a 400 that names the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ name: '   ', phone: '+79120000003', city: SPB }, /name/],
      [{ name: 'Ольга', phone: '12345', city: SPB }, /^phone: /],
      [{ name: 'Ольга', phone: '+79120000003', city: { code: '', fias: '' } }, /^city: /],
      [{ name: 'Ольга', phone: '+79120000003' }, /city/],
      [{ name: 'x'.repeat(201), phone: '+79120000003', city: SPB }, /name/],
    ];
    for (const [body, message] of cases) {
      const response = await as(owner).save(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect(await as(owner).list()).toHaveLength(2);
  });

  test('a guest has no address book on the server', async () => {
    expect((await as(undefined).save({ name: 'Ольга', phone: '+79120000003', city: SPB })).statusCode).toBe(
      401,
    );
    expect((await call(context.app, 'GET', URL)).statusCode).toBe(401);
  });

  test('another user or staff never see nor delete the owner’s contacts', async () => {
    const [first] = await as(owner).list();
    for (const session of [other, staff]) {
      expect(await as(session).list()).toEqual([]);
      expect((await as(session).remove(first!.signature)).statusCode).toBe(204);
      // Saving the same person makes their own entry, not the owner's.
      await as(session).save({ name: 'Пётр', phone: '+79120000002', city: SPB });
    }
    const list = await as(owner).list();
    expect(names(list)).toEqual(['Пётр', 'иван петров']);
    expect(list[0]!.direction.city.code).toBe(MSK.code);
  });

  test('delete removes one entry by its signature; a bad signature is a 400', async () => {
    const signature = contactSignature('Пётр', '+79120000002');
    expect((await as(owner).remove(signature)).statusCode).toBe(204);
    expect(names(await as(owner).list())).toEqual(['иван петров']);
    expect((await as(owner).remove(signature)).statusCode).toBe(204);
    expect((await as(owner).remove('not-hex!')).statusCode).toBe(400);
  });
});

describe('the browser’s contacts moved in at sign-in', () => {
  test('merged by person: new ones added in order, the account’s newer entry kept, a later one taken', async () => {
    context.clock.advance(60_000);
    const accountTime = context.clock.now().getTime();
    const answer = await as(owner).import([
      { name: 'Анна', phone: '+79120000010', city: SPB },
      // Known to the account: without a time the account's entry stays.
      { name: 'Иван Петров', phone: '+79120000001', city: SPB },
      { name: 'Борис', phone: 'no phone', city: SPB },
      { name: 'Вера', phone: '+79120000011', city: SPB },
    ]);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<SavedContactImportAnswer>();
    expect(body.skipped).toBe(2);
    expect(names(body.contacts)).toEqual(['иван петров', 'Анна', 'Вера']);
    expect(body.contacts[0]!.direction.city).toEqual(MSK);

    const older = new Date(accountTime - 3_600_000).toISOString();
    context.clock.advance(10);
    const later = context.clock.now().toISOString();
    const merged = (
      await as(owner).import([
        { name: 'Анна', phone: '+79120000010', city: MSK, savedAt: older },
        { name: 'Иван Петров', phone: '89120000001', city: SPB, savedAt: later },
      ])
    ).json<SavedContactImportAnswer>();
    expect(merged.skipped).toBe(1);
    const ivan = merged.contacts.find((entry) => entry.contact.name === 'Иван Петров');
    expect(ivan?.direction.city).toEqual(SPB);
    expect(merged.contacts.find((entry) => entry.contact.name === 'Анна')?.direction.city).toEqual(SPB);
  });

  test(`the book holds ${SAVED_CONTACTS_LIMIT}: an import stops there, a new save is a 409`, async () => {
    const session = await signIn(context.app, 'book-full@mail.ru');
    const many = Array.from({ length: SAVED_CONTACTS_LIMIT }, (_, i) => ({
      name: `Клиент ${i}`,
      phone: `+7913${String(i).padStart(7, '0')}`,
      city: SPB,
    }));
    await as(session).save({ name: 'Первый', phone: '+79990000000', city: SPB });
    const imported = (await as(session).import(many)).json<SavedContactImportAnswer>();
    expect(imported.contacts).toHaveLength(SAVED_CONTACTS_LIMIT);
    expect(imported.skipped).toBe(1);
    const refused = await as(session).save({ name: 'Ещё один', phone: '+79990000001', city: SPB });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/at most 500/);
    // The people already in the book may still be saved again.
    expect((await as(session).save({ name: 'Первый', phone: '+79990000000', city: MSK })).statusCode).toBe(
      200,
    );
    expect((await as(session).import([...many, many[0]])).statusCode).toBe(400);
  });
});
