/** Issue 37, item 9: an order whose answer got lost is sent again for a bounded time, then the visitor is told. */
import { ApiError } from '@dostavka/shared-kernel/api';
import { STILL_PROCESSING } from '@dostavka/shared-kernel/contract/names';
import { isTransient, ORDER_RETRY, sendWithRetries } from './order-retry';
import { fillTestOrder, testOffer, testOrder } from './test-data';
import { createTestRoot } from './test-support';

const gateway = () => new ApiError(502, 'Bad Gateway', '/api/user/order/create');

describe('the retry policy', () => {
  it.each([
    ['no answer (status 0)', new ApiError(0, 'Failed to fetch', '/x'), true],
    ['502', gateway(), true],
    ['503', new ApiError(503, 'The server is busy', '/x'), true],
    ['504', new ApiError(504, 'Gateway Timeout', '/x'), true],
    ['the first try still running (409)', new ApiError(409, STILL_PROCESSING, '/x'), true],
    [
      'another 409 (a quote already used)',
      new ApiError(409, 'This tariff quote already backs order A-1', '/x'),
      false,
    ],
    ['400', new ApiError(400, 'Sender name: This field is required', '/x'), false],
    ['422', new ApiError(422, 'calculate again', '/x'), false],
    ['500', new ApiError(500, 'Something went wrong on our side', '/x'), false],
    ['not an API error', new Error('bug'), false],
  ])('%s: sent again = %s', (_what, error, transient) => {
    expect(isTransient(error)).toBe(transient);
  });

  it('backs off 1, 2, 4, 8, 8… s and gives up within the budget, throwing the last failure', async () => {
    const waits: number[] = [];
    let tries = 0;
    const failure = gateway();
    const clock = { now: () => 0, wait: async (ms: number) => void waits.push(ms) };
    await expect(
      sendWithRetries(async () => {
        tries += 1;
        throw failure;
      }, clock),
    ).rejects.toBe(failure);
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(ORDER_RETRY.budgetMs);
    expect(tries).toBe(waits.length + 1);
    expect(tries).toBeGreaterThan(5);
  });

  it('slow tries count by the clock: no try starts past the budget', async () => {
    let time = 0;
    const starts: number[] = [];
    const clock = { now: () => time, wait: async (ms: number) => void (time += ms) };
    await expect(
      sendWithRetries(async () => {
        starts.push(time);
        time += 30_000; // each try waits out the client's timeout
        throw new ApiError(0, 'Request timed out after 30000 ms', '/x');
      }, clock),
    ).rejects.toMatchObject({ status: 0 });
    expect(starts).toEqual([0, 31_000, 63_000]);
    for (const start of starts) expect(start).toBeLessThanOrEqual(ORDER_RETRY.budgetMs);
  });

  it('a refusal is not sent again', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError(422, 'calculate again', '/x'));
    await expect(sendWithRetries(send, { now: () => 0, wait: async () => undefined })).rejects.toMatchObject({
      status: 422,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('placing an order through a failing gateway', () => {
  function filled() {
    const setup = createTestRoot();
    const values = fillTestOrder(setup.root, testOffer('t1', 2500));
    setup.root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
    return { ...setup, values };
  }

  it('a 502, then no answer, then the order: placed, every try with the same key, no error shown', async () => {
    const { root, api, values, notifications, waits } = filled();
    const order = testOrder({ number: 'A-12345678' });
    api.user.createOrder
      .mockRejectedValueOnce(gateway())
      .mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', '/x'))
      .mockResolvedValueOnce(order);
    await expect(root.order.submit(values)).resolves.toEqual(order);
    const keys = api.user.createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(waits).toEqual([1000, 2000]);
    expect(notifications).toEqual([]);
    expect(root.order.unconfirmed).toBe(false);
  });

  it('502 to the end: the visitor is told plainly the order may not be placed; a retry later sends the same key', async () => {
    const { root, api, values, notifications } = filled();
    api.user.createOrder.mockRejectedValue(gateway());
    await expect(root.order.submit(values)).resolves.toBeNull();
    expect(notifications).toEqual([{ message: 't:order.unconfirmed', variant: 'error' }]);
    expect(root.order.unconfirmed).toBe(true);
    expect(root.order.creating).toBe(false);
    const tries = api.user.createOrder.mock.calls.length;
    expect(tries).toBeGreaterThan(1);
    api.user.createOrder.mockResolvedValue(testOrder({ number: 'A-12345678' }));
    await root.order.submit(values);
    const keys = api.user.createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(root.order.unconfirmed).toBe(false);
  });
});
