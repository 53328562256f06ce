import { ApiError } from '@dostavka/shared-kernel/api';
import type { OrderDetail, OrderListItem } from '@dostavka/shared-kernel/domain';
import { testOrder } from './test-data';
import { createTestRoot, memoryStorage } from './test-support';

type Root = ReturnType<typeof createTestRoot>['root'];

const item = (n: number): OrderListItem => ({
  number: `A-0000000${n}`,
  created_at: '2025-03-01',
  uuid: `o${n}`,
  status: 'created',
});

describe('order history', () => {
  it('loads page 1 with page size 10, then the next page the server names', async () => {
    const { root, api } = createTestRoot();
    api.user.getOrders
      .mockResolvedValueOnce({ orders: [item(1), item(2)], next: { page: 2 } })
      .mockResolvedValueOnce({ orders: [item(3)], next: null });
    await root.profile.loadOrders();
    expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10);
    expect(root.profile.nextPage).toBe(2);
    await root.profile.loadOrders();
    expect(api.user.getOrders).toHaveBeenLastCalledWith(2, 10);
    expect(root.profile.orders.map((o) => o.uuid)).toEqual(['o1', 'o2', 'o3']);
    expect(root.profile.nextPage).toBeNull();
    expect(root.profile.hasMoreOrders).toBe(false);
  });

  it('loads nothing more once there is no next page', async () => {
    const { root, api } = createTestRoot();
    api.user.getOrders.mockResolvedValue({ orders: [item(1)] });
    await root.profile.loadOrders();
    await root.profile.loadOrders();
    expect(api.user.getOrders).toHaveBeenCalledTimes(1);
  });

  it('reset returns to page 1 with an empty list', async () => {
    const { root, api } = createTestRoot();
    api.user.getOrders.mockResolvedValue({ orders: [item(1)], next: { page: 2 } });
    await root.profile.loadOrders();
    root.profile.resetOrders();
    expect(root.profile.orders).toEqual([]);
    expect(root.profile.nextPage).toBe(1);
  });

  it('a forced refresh resets and loads page 1 again, dropping the answer of an older request', async () => {
    const { root, api } = createTestRoot();
    let answerOld: (value: { orders: OrderListItem[] }) => void = () => undefined;
    api.user.getOrders
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce({ orders: [item(9)], next: null });
    const old = root.profile.loadOrders();
    await root.profile.refreshOrders();
    answerOld({ orders: [item(1)] });
    await old;
    expect(api.user.getOrders).toHaveBeenNthCalledWith(2, 1, 10);
    expect(root.profile.orders.map((o) => o.uuid)).toEqual(['o9']);
    expect(root.profile.loadingOrders).toBe(false);
  });

  it('a failed page leaves the list and the page as they were', async () => {
    const { root, api } = createTestRoot();
    api.user.getOrders.mockRejectedValue(new ApiError(500, 'down', '/x'));
    await root.profile.loadOrders();
    expect(root.profile.nextPage).toBe(1);
    expect(root.profile.loadingOrders).toBe(false);
  });
});

describe('waybill', () => {
  it('returns the waybill', async () => {
    const { root, api } = createTestRoot();
    const waybill = { url: '/waybill.pdf', expiresAt: '2025-03-01T10:10:00.000Z' };
    api.user.createWaybill.mockResolvedValue(waybill);
    await expect(root.profile.createWaybill('o1')).resolves.toEqual(waybill);
    expect(api.user.createWaybill).toHaveBeenCalledWith({ uuid: 'o1' });
  });

  it.each([
    [
      'the server message',
      new ApiError(409, 'Накладная уже создана', '/x', { message: 'Накладная уже создана' }),
      'Накладная уже создана',
    ],
    ['the failed-waybill text without one', new ApiError(0, 'offline', '/x'), 't:profile.failed_waybill'],
  ])('a failure shows %s', async (_name, error, message) => {
    const { root, api, notifications } = createTestRoot();
    api.user.createWaybill.mockRejectedValue(error);
    await expect(root.profile.createWaybill('o1')).resolves.toBeNull();
    expect(notifications).toEqual([{ message, variant: 'error' }]);
  });
});

const detail = (uuid: string, loadingDate = '2025-03-10') => testOrder({ uuid, loadingDate });

describe('order detail', () => {
  it('opens an order by its uuid or number', async () => {
    const { root, api } = createTestRoot();
    api.user.getOrder.mockResolvedValue(detail('o1'));
    await root.profile.openOrder('A-00000001');
    expect(api.user.getOrder).toHaveBeenCalledWith('A-00000001');
    expect(root.profile.detail?.uuid).toBe('o1');
    expect(root.profile.openingOrder).toBeNull();
  });

  it('the answer for an order opened earlier does not replace the one opened since', async () => {
    const { root, api } = createTestRoot();
    let answerFirst: (order: OrderDetail) => void = () => undefined;
    api.user.getOrder
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(detail('o2'));
    const first = root.profile.openOrder('o1');
    await root.profile.openOrder('o2');
    answerFirst(detail('o1'));
    await first;
    expect(root.profile.detail?.uuid).toBe('o2');
  });

  it('a failure says why and leaves none open', async () => {
    const { root, api, notifications } = createTestRoot();
    api.user.getOrder.mockRejectedValue(
      new ApiError(404, 'No such order', '/x', { message: 'No such order' }),
    );
    await expect(root.profile.openOrder('o9')).resolves.toBeNull();
    expect(root.profile.detail).toBeNull();
    expect(notifications).toEqual([{ message: 'No such order', variant: 'error' }]);
  });
});

describe('changing the loading date', () => {
  it('sends the new date and shows the order with it', async () => {
    const { root, api, notifications } = createTestRoot();
    api.user.getOrder.mockResolvedValue(detail('o1'));
    await root.profile.openOrder('o1');
    api.user.changeOrderDates.mockResolvedValue(detail('o1', '2025-03-12'));
    await expect(root.profile.changeDates({ uuid: 'o1', date: '2025-03-12' })).resolves.toBe(true);
    expect(api.user.changeOrderDates).toHaveBeenCalledWith({ uuid: 'o1', date: '2025-03-12' });
    expect(root.profile.detail?.loadingDate).toBe('2025-03-12');
    expect(notifications).toEqual([{ message: 't:profile.date_changed', variant: 'success' }]);
  });

  it.each([
    [
      'the server message',
      new ApiError(409, 'Груз уже забран', '/x', { message: 'Груз уже забран' }),
      'Груз уже забран',
    ],
    ['the failed-date text without one', new ApiError(0, 'offline', '/x'), 't:profile.failed_change_date'],
  ])('a refusal shows %s', async (_name, error, message) => {
    const { root, api, notifications } = createTestRoot();
    api.user.changeOrderDates.mockRejectedValue(error);
    await expect(root.profile.changeDates({ uuid: 'o1', date: '2025-03-12' })).resolves.toBe(false);
    expect(notifications).toEqual([{ message, variant: 'error' }]);
  });
});

describe('profile persistence', () => {
  it('keeps the user and drops an entry whose role is unknown', () => {
    const user = { uuid: 'u', email: 'a@b.ru', role: { slug: 'ADMIN', level: 5 } };
    const good = memoryStorage({ 'dostavka:profile': JSON.stringify({ user }) });
    expect(createTestRoot({ storage: good.storage }).root.profile.user).toEqual(user);
    const bad = memoryStorage({
      'dostavka:profile': JSON.stringify({ user: { ...user, role: { slug: 'ROOT' } } }),
    });
    expect(createTestRoot({ storage: bad.storage }).root.profile.user).toBeNull();
  });

  it('signing out forgets the user, the history and the open order', async () => {
    const { root, api } = createTestRoot();
    api.user.getOrders.mockResolvedValue({ orders: [item(1)], next: null });
    api.user.getOrder.mockResolvedValue(detail('o1'));
    await root.profile.loadOrders();
    await root.profile.openOrder('o1');
    root.auth.logout();
    expect(root.profile.orders).toEqual([]);
    expect(root.profile.nextPage).toBe(1);
    expect(root.profile.detail).toBeNull();
  });
});

describe('manager mode (staff placing orders for a customer)', () => {
  const signInAs = async (
    root: Root,
    slug: 'USER' | 'MANAGER',
    api: ReturnType<typeof createTestRoot>['api'],
  ) => {
    api.user.getProfile.mockResolvedValue({
      user: { uuid: 'u1', email: 'm@dostavka.ru', role: { slug, level: 2 } },
    });
    await root.auth.login({ accessToken: 'a', refreshToken: 'r' });
  };

  it('is on for a MANAGER when the flag is on for them', async () => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'MANAGER', api);
    api.user.getFlags.mockResolvedValue({
      flags: { 'order-manager-mode': { value: true, reason: 'STATIC' } },
    });
    await root.profile.loadManagerMode();
    expect(api.user.getFlags).toHaveBeenCalledWith('u1');
    expect(root.profile.managerMode).toBe(true);
  });

  it.each([
    ['the flag is off', { 'order-manager-mode': { value: false, reason: 'DISABLED' } }],
    ['the flag is unknown', {}],
  ] as const)('is off when %s', async (_name, flags) => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'MANAGER', api);
    api.user.getFlags.mockResolvedValue({ flags });
    await root.profile.loadManagerMode();
    expect(root.profile.managerMode).toBe(false);
  });

  it('is off for a USER without asking for flags', async () => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'USER', api);
    await root.profile.loadManagerMode();
    expect(api.user.getFlags).not.toHaveBeenCalled();
    expect(root.profile.managerMode).toBe(false);
  });

  it('is off again once signed out', async () => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'MANAGER', api);
    root.profile.setManagerMode(true);
    root.auth.logout();
    expect(root.profile.managerMode).toBe(false);
  });
});
