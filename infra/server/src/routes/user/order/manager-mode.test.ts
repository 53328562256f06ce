import { eq } from 'drizzle-orm';
import { featureFlags, orderEvents, orders, users } from '../../../db/schema';
import {
  call,
  orderBody,
  signIn,
  signInAs,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

let context: UserApiContext;
let manager: Session;
let customer: Session;
beforeAll(async () => {
  context = await startUserApi();
  [manager, customer] = await Promise.all([
    signInAs(context.app, 'manager@dostavka.ru', 'MANAGER'),
    signIn(context.app, 'regular@mail.ru'),
  ]);
}, 60_000);
afterAll(() => stopUserApi(context));

const create = (body: unknown, token: string) =>
  call(context.app, 'POST', '/api/user/order/create', body, token);
const onBehalfOf = (customerEmail: string) => (body: { isInternal?: boolean; customerEmail?: string }) => {
  body.isInternal = true;
  body.customerEmail = customerEmail;
};
const setFlag = (enabled: boolean) =>
  context.app.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, 'order-manager-mode'));

describe('manager mode: an internal order on behalf of a customer', () => {
  test('the order belongs to the customer, is marked internal and names the manager who placed it', async () => {
    const response = await create(
      await orderBody(context, onBehalfOf(' New.Client@Mail.ru ')),
      manager.accessToken,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isInternal: true, status: 'created' });

    const [row] = await context.app.db.select().from(orders).where(eq(orders.id, response.json().uuid));
    const [owner] = await context.app.db.select().from(users).where(eq(users.id, row!.userId));
    const [placer] = await context.app.db.select().from(users).where(eq(users.id, row!.placedBy!));
    expect(owner).toMatchObject({ email: 'new.client@mail.ru', role: 'USER' });
    expect(placer?.email).toBe('manager@dostavka.ru');
    const [event] = await context.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
    expect(event?.byUserId).toBe(row!.placedBy);

    // The customer signs in later with that address and finds the order in the history.
    const session = await signIn(context.app, 'new.client@mail.ru');
    const history = await call(
      context.app,
      'GET',
      '/api/user/profile/orders?page=1&limit=10',
      undefined,
      session.accessToken,
    );
    expect(history.json().orders.map((o: { uuid: string }) => o.uuid)).toEqual([response.json().uuid]);
  });

  test("an existing customer's account is used as it is", async () => {
    const response = await create(
      await orderBody(context, onBehalfOf('regular@mail.ru')),
      manager.accessToken,
    );
    expect(response.statusCode).toBe(201);
    const history = await call(
      context.app,
      'GET',
      '/api/user/profile/orders?page=1&limit=10',
      undefined,
      customer.accessToken,
    );
    expect(history.json().orders[0].uuid).toBe(response.json().uuid);
  });

  test('an order of their own is not internal', async () => {
    const response = await create(await orderBody(context), manager.accessToken);
    expect(response.statusCode).toBe(201);
    expect(response.json().isInternal).toBe(false);
    const [row] = await context.app.db.select().from(orders).where(eq(orders.id, response.json().uuid));
    expect(row?.placedBy).toBeNull();
  });

  test.each(['ADMIN', 'MODERATOR', 'EMPLOYEE', 'MANAGER'] as const)(
    'a staff account (%s) is refused as the customer; nothing is stored',
    async (role) => {
      const email = `staff-${role.toLowerCase()}@dostavka.ru`;
      await signInAs(context.app, email, role);
      const response = await create(await orderBody(context, onBehalfOf(email)), manager.accessToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Customer: this address belongs to a staff account; a manager places orders for customers only',
      );
      const [account] = await context.app.db.select().from(users).where(eq(users.email, email));
      expect(await context.app.db.select().from(orders).where(eq(orders.userId, account!.id))).toEqual([]);
    },
  );

  test('a USER cannot place orders for others', async () => {
    const response = await create(
      await orderBody(context, onBehalfOf('victim@mail.ru')),
      customer.accessToken,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Only managers/);
  });

  test('nothing works while the feature flag is off', async () => {
    await setFlag(false);
    try {
      const response = await create(
        await orderBody(context, onBehalfOf('regular@mail.ru')),
        manager.accessToken,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Manager mode is switched off');
    } finally {
      await setFlag(true);
    }
  });

  test.each([
    [
      'no customer e-mail',
      (b: { isInternal?: boolean }) => void (b.isInternal = true),
      /e-mail of the customer/,
    ],
    ['a broken customer e-mail', onBehalfOf('client@'), /e-mail of the customer/],
    [
      'a customer e-mail without the internal mark',
      (b: { customerEmail?: string }) => void (b.customerEmail = 'a@b.ru'),
      /marked internal/,
    ],
  ])('%s is a 400', async (_name, change, message) => {
    const response = await create(await orderBody(context, change), manager.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
