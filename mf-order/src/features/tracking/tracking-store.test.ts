import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import type { TrackingInfo } from '@dostavka/shared-kernel/domain';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { fakeApi, testOrder } from '@dostavka/shared-kernel/testing';
import { TrackingStore } from './tracking-store';

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
    ['a correct beginning is no mistake yet', 'a-1234', 'A-1234', null],
    ['a wrong character is pointed out as typed', 'A-12x', 'A-12X', 'tracking.invalid'],
    ['a Cyrillic look-alike is read as Latin', 'С12345678', 'C-12345678', null],
  ])('%s', (_name, typed, shown, problem) => {
    const { tracking } = setup();
    tracking.setInput(typed);
    expect(tracking.input).toBe(shown);
    expect(tracking.problem).toBe(problem);
  });

  it('an incomplete number is not looked up, and says so', async () => {
    const { api, tracking } = setup();
    tracking.setInput('A-1234');
    await expect(tracking.find()).resolves.toBe(false);
    expect(api.user.trackOrder).not.toHaveBeenCalled();
    expect(tracking.problem).toBe('tracking.incomplete');
  });

  it('a guest sees the timeline and the cities, nothing personal', async () => {
    const { api, tracking } = setup();
    api.user.trackOrder.mockResolvedValue(info);
    tracking.setInput('A-12345678');
    await expect(tracking.find()).resolves.toBe(true);
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
    tracking.setInput('A-12345678');
    await tracking.find();
    expect(api.user.getOrder).toHaveBeenCalledWith('A-12345678');
    expect(tracking.owned?.uuid).toBe('o1');
  });

  it("someone else's order shows only its public part", async () => {
    const { api, root, tracking } = setup();
    root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
    api.user.trackOrder.mockResolvedValue(info);
    api.user.getOrder.mockRejectedValue(new ApiError(404, 'No such order', '/x'));
    tracking.setInput('A-12345678');
    await tracking.find();
    expect(tracking.status).toBe('found');
    expect(tracking.owned).toBeNull();
  });

  it.each([
    ['an unknown number', new ApiError(404, 'No order with this number', '/x'), 'not-found'],
    ['a failure', new ApiError(0, 'offline', '/x'), 'failed'],
  ] as const)('%s', async (_name, error, status) => {
    const { api, tracking } = setup();
    api.user.trackOrder.mockRejectedValue(error);
    tracking.setInput('A-12345678');
    await tracking.find();
    expect(tracking.status).toBe(status);
    expect(tracking.result).toBeNull();
  });

  it('the answer to an older search does not replace a newer one', async () => {
    const { api, tracking } = setup();
    let first: (value: TrackingInfo) => void = () => undefined;
    api.user.trackOrder
      .mockReturnValueOnce(new Promise((resolve) => (first = resolve)))
      .mockResolvedValueOnce({ ...info, number: 'B-00000001' });
    tracking.setInput('A-12345678');
    const older = tracking.find();
    tracking.setInput('B-00000001');
    await tracking.find();
    first(info);
    await older;
    expect(tracking.result?.number).toBe('B-00000001');
  });
});
