/**
 * Bodies with keys named like inherited properties (`constructor`, `toString`, ...) in every
 * object: the order and the quotes ignore them or answer 4xx, never 500 (issue 37, item 3: yup
 * found `Object.prototype.constructor` for such a key and threw). The fuzz test puts the same names
 * into the bodies of every operation.
 */
import { INHERITED_KEYS, withKeyEverywhere } from '../../test/inherited-keys';
import { searchData } from '../../test/tariff-search';
import { call, orderBody, signIn, startUserApi, stopUserApi, type UserApiContext } from '../../test/user-api';

let context: UserApiContext;
beforeAll(async () => {
  context = await startUserApi();
}, 180_000);

// Each test places several orders (a waybill each): a busy machine needs more than the default.
jest.setTimeout(60_000);

// Each test orders as a customer of its own: ten orders a minute is one account's limit.
let customers = 0;
const token = async () => (await signIn(context.app, `inherited-${(customers += 1)}@mail.ru`)).accessToken;
afterAll(() => stopUserApi(context));

/** The status, and the message of an error answer. */
const answer = (response: { statusCode: number; json: () => { message?: string } }) =>
  response.statusCode < 400 ? response.statusCode : `${response.statusCode} ${response.json().message}`;

describe.each(INHERITED_KEYS)('"%s" in every object', (key) => {
  test('of an order: refused as a tariff that is not the quoted one (the key is in the offer too)', async () => {
    const body = withKeyEverywhere(await orderBody(context), key);
    const response = await call(context.app, 'POST', '/api/user/order/create', body, await token());
    expect(answer(response)).toMatch(key === '__proto__' ? /^400 / : /^422 The tariff details/);
  });

  test.each(['consolidated', 'dedicated'])('of a %s search: its offers, as without the key', async (kind) => {
    const search = searchData();
    const plain = await call(context.app, 'POST', `/api/calculator/${kind}`, search);
    const response = await call(
      context.app,
      'POST',
      `/api/calculator/${kind}`,
      withKeyEverywhere(search, key),
    );
    if (key === '__proto__') expect(answer(response)).toMatch(/^400 /);
    else expect(response.json<unknown[]>().length).toBe(plain.json<unknown[]>().length);
  });

  test('in the top, contacts, delivery or direction object of an order: ignored (201)', async () => {
    const bearer = await token();
    for (const part of ['', 'contacts', 'delivery', 'directions.from'] as const) {
      const body = (await orderBody(context)) as unknown as Record<string, Record<string, unknown>>;
      const target =
        part === ''
          ? body
          : part
              .split('.')
              .reduce<Record<string, unknown>>((at, name) => at[name] as Record<string, unknown>, body);
      Object.defineProperty(target, key, {
        value: 'x',
        enumerable: true,
        writable: true,
        configurable: true,
      });
      const response = await call(context.app, 'POST', '/api/user/order/create', body, bearer);
      expect(`${part}: ${response.statusCode}`).toMatch(key === '__proto__' ? /: 400$/ : /: 201$/);
    }
  });
});
