import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import type { TrackingInfo } from '@dostavka/shared-kernel/domain';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { fakeApi, testOrder } from '@dostavka/shared-kernel/testing';
import { orderNumberProblem, parseOrderNumber, TrackingStore } from './tracking-store';

const info: TrackingInfo = {
  number: 'A-12345678',
  status: 'in_transit',
  from: { city: 'Санкт-Петербург' },
  to: { city: 'Москва' },
  timeline: [
    { status: 'created', at: '2025-03-07T09:00:00.000Z' },
    { status: 'in_transit', at: '2025-03-08T09:00:00.000Z' },
  ],
};

function setup() {
  const api = fakeApi();
  const root = new RootStore({
    api: api as unknown as ApiClients,
    bus: createBus(),
    translate: (key) => key,
  });
  return { api, root, tracking: new TrackingStore(root) };
}

describe('tracking an order', () => {
  it.each([
    ['a correct beginning is unfinished, not wrong', 'a-1234', 'A-1234', 'tracking.incomplete'],
    ['a wrong character is pointed out', 'A-12x', 'A-12X', 'tracking.invalid'],
    ['a Cyrillic look-alike is read as Latin', 'С12345678', 'C-12345678', undefined],
    ['nothing typed is unfinished', '', '', 'tracking.incomplete'],
  ])('%s', (_name, typed, shown, problem) => {
    expect(parseOrderNumber(typed)).toBe(shown);
    expect(orderNumberProblem(parseOrderNumber(typed))).toBe(problem);
  });

  it('an incomplete number is not looked up', async () => {
    const { api, tracking } = setup();
    await expect(tracking.find('A-1234')).resolves.toBe(false);
    expect(api.user.trackOrder).not.toHaveBeenCalled();
  });

  it('a guest sees the timeline and the cities, nothing personal', async () => {
    const { api, tracking } = setup();
    api.user.trackOrder.mockResolvedValue(info);
    await expect(tracking.find('A-12345678')).resolves.toBe(true);
    expect(api.user.trackOrder).toHaveBeenCalledWith('A-12345678');
    expect(tracking.result).toEqual(info);
    expect(api.user.getOrder).not.toHaveBeenCalled();
    expect(tracking.owned).toBeNull();
  });

  it('the signed-in owner also gets the whole order', async () => {
    const { api, root, tracking } = setup();
    root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
    api.user.trackOrder.mockResolvedValue(info);
    api.user.getOrder.mockResolvedValue(testOrder({ number: 'A-12345678' }));
    await tracking.find('A-12345678');
    expect(api.user.getOrder).toHaveBeenCalledWith('A-12345678');
    expect(tracking.owned?.uuid).toBe('o1');
  });

  it("someone else's order shows only its public part", async () => {
    const { api, root, tracking } = setup();
    root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
    api.user.trackOrder.mockResolvedValue(info);
    api.user.getOrder.mockRejectedValue(new ApiError(404, 'No such order', '/x'));
    await tracking.find('A-12345678');
    expect(tracking.status).toBe('found');
    expect(tracking.owned).toBeNull();
  });

  it.each([
    ['an unknown number', new ApiError(404, 'No order with this number', '/x'), 'not-found'],
    ['a failure', new ApiError(0, 'offline', '/x'), 'failed'],
  ] as const)('%s', async (_name, error, status) => {
    const { api, tracking } = setup();
    api.user.trackOrder.mockRejectedValue(error);
    await tracking.find('A-12345678');
    expect(tracking.status).toBe(status);
    expect(tracking.result).toBeNull();
  });

  it('the answer to an older search does not replace a newer one', async () => {
    const { api, tracking } = setup();
    let first: (value: TrackingInfo) => void = () => undefined;
    api.user.trackOrder
      .mockReturnValueOnce(new Promise((resolve) => (first = resolve)))
      .mockResolvedValueOnce({ ...info, number: 'B-00000001' });
    const older = tracking.find('A-12345678');
    await tracking.find('B-00000001');
    first(info);
    await older;
    expect(tracking.result?.number).toBe('B-00000001');
  });
});

describe('reading the shown order again', () => {
  it('takes the new status without a loading state between, and keeps the old answer on failure', async () => {
    const { api, tracking } = setup();
    api.user.trackOrder.mockResolvedValueOnce(info);
    await tracking.find('A-12345678');
    expect(tracking.shownNumber).toBe('A-12345678');
    let resolve: (value: TrackingInfo) => void = () => undefined;
    api.user.trackOrder.mockReturnValueOnce(new Promise<TrackingInfo>((done) => (resolve = done)));
    const refreshing = tracking.refresh();
    expect(tracking.status).toBe('found');
    resolve({ ...info, status: 'arrived' });
    await refreshing;
    expect(tracking.result?.status).toBe('arrived');
    api.user.trackOrder.mockRejectedValueOnce(new Error('offline'));
    await tracking.refresh();
    expect(tracking.status).toBe('found');
    expect(tracking.result?.status).toBe('arrived');
  });
});
