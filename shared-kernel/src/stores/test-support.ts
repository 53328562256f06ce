/** Fakes for the store tests: API clients of jest mocks, a realtime channel and a storage in memory. */
import {
  createApiClients,
  type ApiClients,
  type RealtimeLike,
  type RealtimeServerEvents,
} from '@dostavka/shared-kernel/api';
import { createBus, type DostavkaEvents } from '@dostavka/shared-kernel/bus';
import { DEFAULT_RUNTIME_CONFIG } from '@dostavka/shared-kernel/config';
import type { StorageLike } from './persistence';
import { RootStore } from './root-store';

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : never };
export type FakeApi = { [S in keyof ApiClients]: Mocked<ApiClients[S]> };

/** Every method of the real clients, each a mock that fails until a test says what it answers. */
export function fakeApi(): FakeApi {
  const shape = createApiClients(DEFAULT_RUNTIME_CONFIG, { getAccessToken: () => null });
  const mock = <T extends object>(client: T) =>
    Object.fromEntries(
      Object.keys(client).map((name) => [
        name,
        jest.fn(async () => Promise.reject(new Error(`unexpected call ${name}`))),
      ]),
    ) as unknown as Mocked<T>;
  return {
    user: mock(shape.user),
    content: mock(shape.content),
    calculator: mock(shape.calculator),
    admin: mock(shape.admin),
  };
}

export function fakeRealtime() {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const realtime: RealtimeLike = {
    connected: true,
    connect: () => undefined,
    disconnect: () => undefined,
    emit: (event, payload) => void emitted.push([event, payload]),
    on(event, handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler as (payload: never) => void);
      return () => realtime.off(event, handler);
    },
    off: (event, handler) => void handlers.get(event)?.delete(handler as (payload: never) => void),
  };
  const serverSends = <K extends keyof RealtimeServerEvents>(event: K, payload: RealtimeServerEvents[K]) =>
    handlers.get(event)?.forEach((handler) => (handler as (p: RealtimeServerEvents[K]) => void)(payload));
  return { realtime, emitted, serverSends, listenerCount: (event: string) => handlers.get(event)?.size ?? 0 };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { storage, data };
}

export const NOW = new Date(2025, 2, 7, 12, 0, 0);

export function createTestRoot(options: { storage?: StorageLike | null; withRealtime?: boolean } = {}) {
  const api = fakeApi();
  const bus = createBus();
  const live = fakeRealtime();
  const notifications: Array<DostavkaEvents['notify']> = [];
  /** The waits between retries, taken at once (and recorded). */
  const waits: number[] = [];
  bus.on('notify', (n) => notifications.push(n));
  const root = new RootStore({
    api: api as unknown as ApiClients,
    realtime: options.withRealtime === false ? null : live.realtime,
    bus,
    storage: options.storage ?? null,
    translate: (key) => `t:${key}`,
    now: () => NOW,
    wait: async (ms) => void waits.push(ms),
  });
  return { root, api, bus, live, notifications, waits };
}
