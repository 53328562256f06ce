import { DEFAULT_RUNTIME_CONFIG } from '@dostavka/shared-kernel/config';
import type { TariffSearchData } from '@dostavka/shared-kernel/domain';
import { createRealtimeClient, type CalculatorSocket } from './realtime-client';

/** Just enough of a socket.io client socket to see what the wrapper does with it. */
function fakeSocket() {
  const managerListeners = new Map<string, () => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    connected: false,
    active: false,
    emitted: [] as Array<[string, unknown]>,
    io: {
      opts: {} as { extraHeaders?: Record<string, string> },
      on: (event: string, fn: () => void) => managerListeners.set(event, fn),
    },
    connect: jest.fn((): void => {
      socket.active = true;
    }),
    disconnect: jest.fn((): void => {
      socket.active = false;
    }),
    emit: (event: string, payload: unknown) => socket.emitted.push([event, payload]),
    on: (event: string, fn: (payload: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
    },
    off: (event: string, fn: (payload: unknown) => void) => listeners.get(event)?.delete(fn),
    serverSends: (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload)),
    reconnectAttempt: () => managerListeners.get('reconnect_attempt')?.(),
  };
  return socket;
}

function setup(token: string | null = 'jwt-1') {
  const socket = fakeSocket();
  let current = token;
  const factory = jest.fn(() => socket as unknown as CalculatorSocket);
  const config = { ...DEFAULT_RUNTIME_CONFIG, realtime: { url: 'https://rt.example', path: '/rt' } };
  const client = createRealtimeClient(config, () => current, factory);
  return { socket, factory, client, setToken: (t: string | null) => (current = t) };
}

describe('createRealtimeClient', () => {
  it('opens the /calculator namespace with the spec options and does not connect yet', () => {
    const { factory, socket } = setup();
    expect(factory).toHaveBeenCalledWith('https://rt.example/calculator', {
      path: '/rt',
      autoConnect: false,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
      transports: ['polling', 'websocket'],
      extraHeaders: { 'jwt-token': 'jwt-1' },
    });
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('same origin when the url is empty', () => {
    const socket = fakeSocket();
    const factory = jest.fn(() => socket as unknown as CalculatorSocket);
    createRealtimeClient(DEFAULT_RUNTIME_CONFIG, () => null, factory);
    expect(factory).toHaveBeenCalledWith(
      '/calculator',
      expect.objectContaining({ path: '/socket.io', extraHeaders: {} }),
    );
  });

  it('connects on the first emit, sending the current token', () => {
    const { client, socket, setToken } = setup();
    setToken('jwt-2');
    client.emit('calculator:cancel', { id: 's1' });
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.io.opts.extraHeaders).toEqual({ 'jwt-token': 'jwt-2' });
    expect(socket.emitted).toEqual([['calculator:cancel', { id: 's1' }]]);
    client.emit('calculator:precast', { id: 's2' } as TariffSearchData);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('re-reads the token before every reconnection attempt', () => {
    const { socket, setToken } = setup();
    setToken('jwt-3');
    socket.reconnectAttempt();
    expect(socket.io.opts.extraHeaders).toEqual({ 'jwt-token': 'jwt-3' });
    setToken(null);
    socket.reconnectAttempt();
    expect(socket.io.opts.extraHeaders).toEqual({});
  });

  it('delivers server events to handlers until unsubscribed', () => {
    const { client, socket } = setup();
    const handler = jest.fn();
    const unsubscribe = client.on('get:tariff', handler);
    socket.serverSends('get:tariff', { id: 's1', tariffs: [] });
    unsubscribe();
    socket.serverSends('get:tariff', { id: 's1', tariffs: [] });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ id: 's1', tariffs: [] });
  });

  it('disconnect closes the socket', () => {
    const { client, socket } = setup();
    client.connect();
    client.disconnect();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});
