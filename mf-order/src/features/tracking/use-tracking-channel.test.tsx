import { renderHook, waitFor } from '@testing-library/react';
import { TRACKING_CHANGED, TRACKING_WATCH } from '@dostavka/shared-kernel/contract/names';
import { useTrackingChannel } from './use-tracking-channel';

/** A socket.io socket that records what is done to it and lets the test fire its events. */
class FakeSocket {
  handlers = new Map<string, (payload?: unknown) => void>();
  emitted: Array<[string, unknown]> = [];
  closed = false;
  constructor(readonly url: string) {}
  on(event: string, handler: (payload?: unknown) => void) {
    this.handlers.set(event, handler);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  connect() {
    return this;
  }
  close() {
    this.closed = true;
  }
  fire(event: string, payload?: unknown) {
    this.handlers.get(event)?.(payload);
  }
}

const sockets: FakeSocket[] = [];
jest.mock('socket.io-client', () => ({
  io: (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  },
}));

beforeEach(() => {
  sockets.length = 0;
});

test('watches the shown number on every connection and reads the order again when told', async () => {
  const onChange = jest.fn();
  const { unmount } = renderHook(() => useTrackingChannel('A-12345678', onChange));
  await waitFor(() => expect(sockets).toHaveLength(1));
  const [socket] = sockets as [FakeSocket];
  expect(socket.url).toMatch(/\/tracking$/);
  socket.fire('connect');
  socket.fire('connect');
  expect(socket.emitted).toEqual([
    [TRACKING_WATCH, 'A-12345678'],
    [TRACKING_WATCH, 'A-12345678'],
  ]);
  socket.fire(TRACKING_CHANGED, { number: 'A-12345678', status: 'in_transit', at: '' });
  expect(onChange).toHaveBeenCalledTimes(1);
  unmount();
  expect(socket.closed).toBe(true);
});

test('nothing shown, nothing watched; another number, another socket', async () => {
  const onChange = jest.fn();
  const { rerender } = renderHook(({ number }) => useTrackingChannel(number, onChange), {
    initialProps: { number: undefined as string | undefined },
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sockets).toHaveLength(0);
  rerender({ number: 'A-12345678' });
  await waitFor(() => expect(sockets).toHaveLength(1));
  rerender({ number: 'B-12345678' });
  await waitFor(() => expect(sockets).toHaveLength(2));
  expect(sockets[0]!.closed).toBe(true);
  sockets[1]!.fire('connect');
  expect(sockets[1]!.emitted).toEqual([[TRACKING_WATCH, 'B-12345678']]);
});
