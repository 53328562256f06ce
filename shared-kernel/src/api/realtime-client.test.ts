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
  const client = createRealtimeClient(
    config,
    () => current,
    async () => factory,
  );
  return { socket, factory, client, setToken: (t: string | null) => (current = t) };
}

/** Lets the socket.io chunk "load" (the loader's promise settle). */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRealtimeClient', () => {
  it('loads socket.io-client only on first use', async () => {
    const { factory, client, socket } = setup();
    client.on('get:tariff', jest.fn());
    await loaded();
    expect(factory).not.toHaveBeenCalled();
    client.connect();
    await loaded();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('opens the /calculator namespace with the spec options', async () => {
    const { factory, client } = setup();
    client.connect();
    await loaded();
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
  });

  it('same origin when the url is empty', async () => {
    const socket = fakeSocket();
    const factory = jest.fn(() => socket as unknown as CalculatorSocket);
    createRealtimeClient(
      DEFAULT_RUNTIME_CONFIG,
      () => null,
      async () => factory,
    ).connect();
    await loaded();
    expect(factory).toHaveBeenCalledWith(
      '/calculator',
      expect.objectContaining({ path: '/socket.io', extraHeaders: {} }),
    );
  });

  it('connects on the first emit, sending the current token', async () => {
    const { client, socket, setToken } = setup();
    setToken('jwt-2');
    client.emit('calculator:cancel', { id: 's1' });
    await loaded();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.io.opts.extraHeaders).toEqual({ 'jwt-token': 'jwt-2' });
    expect(socket.emitted).toEqual([['calculator:cancel', { id: 's1' }]]);
    client.emit('calculator:precast', { id: 's2' } as TariffSearchData);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('re-reads the token before every reconnection attempt', async () => {
    const { client, socket, setToken } = setup();
    client.connect();
    await loaded();
    setToken('jwt-3');
    socket.reconnectAttempt();
    expect(socket.io.opts.extraHeaders).toEqual({ 'jwt-token': 'jwt-3' });
    setToken(null);
    socket.reconnectAttempt();
    expect(socket.io.opts.extraHeaders).toEqual({});
  });

  it('delivers server events to handlers registered before it opened, until unsubscribed', async () => {
    const { client, socket } = setup();
    const handler = jest.fn();
    const unsubscribe = client.on('get:tariff', handler);
    client.connect();
    await loaded();
    socket.serverSends('get:tariff', { id: 's1', tariffs: [] });
    unsubscribe();
    socket.serverSends('get:tariff', { id: 's1', tariffs: [] });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ id: 's1', tariffs: [] });
  });

  it('disconnect closes the socket', async () => {
    const { client, socket } = setup();
    client.connect();
    await loaded();
    client.disconnect();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});

test('a socket.io chunk that failed to load is loaded again by the next use', async () => {
  const socket = fakeSocket();
  const factory = jest.fn(() => socket as unknown as CalculatorSocket);
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(factory);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = createRealtimeClient(DEFAULT_RUNTIME_CONFIG, () => null, load);
  client.connect();
  await loaded();
  expect(factory).not.toHaveBeenCalled();
  client.emit('calculator:cancel', { id: 's1' });
  await loaded();
  expect(socket.emitted).toEqual([['calculator:cancel', { id: 's1' }]]);
});
