import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { RuntimeConfig } from '@dostavka/shared-kernel/config';
import { CALCULATOR_NAMESPACE, TOKEN_HEADER } from '@dostavka/shared-kernel/contract/names';
import type {
  EventListeners,
  RealtimeClientEvents,
  RealtimeError,
  RealtimeServerEvents,
  TariffBatch,
} from '@dostavka/shared-kernel/contract';

/** The realtime channel's events and payloads are the contract's (spec section 7). */
export type { RealtimeClientEvents, RealtimeError, RealtimeServerEvents, TariffBatch };

export type CalculatorSocket = Socket<
  EventListeners<RealtimeServerEvents>,
  EventListeners<RealtimeClientEvents>
>;
export type SocketFactory = (
  uri: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => CalculatorSocket;

/** What the stores need from the realtime channel; tests give a fake. */
export interface RealtimeLike {
  readonly connected: boolean;
  connect(): void;
  disconnect(): void;
  emit<K extends keyof RealtimeClientEvents>(event: K, payload: RealtimeClientEvents[K]): void;
  /** Returns the function that unsubscribes. */
  on<K extends keyof RealtimeServerEvents>(
    event: K,
    handler: (payload: RealtimeServerEvents[K]) => void,
  ): () => void;
  off<K extends keyof RealtimeServerEvents>(
    event: K,
    handler: (payload: RealtimeServerEvents[K]) => void,
  ): void;
}

function tokenHeaders(token: string | null): Record<string, string> {
  return token ? { [TOKEN_HEADER]: token } : {};
}

/** The spec's connection options. Polling comes first because browsers send extra headers only over HTTP. */
export function realtimeOptions(
  config: RuntimeConfig,
  token: string | null,
): Partial<ManagerOptions & SocketOptions> {
  return {
    path: config.realtime.path,
    autoConnect: false,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
    transports: ['polling', 'websocket'],
    extraHeaders: tokenHeaders(token),
  };
}

/** Loads socket.io-client (a chunk of its own: only the calculator's pages need it). */
export type SocketLoader = () => Promise<SocketFactory>;
const loadSocketIo: SocketLoader = async () => (await import('socket.io-client')).io;

type Listener = [event: string, handler: unknown];

/**
 * The '/calculator' channel. socket.io-client is loaded, and the socket opened, on first use
 * (`connect` or an `emit`); handlers registered before wait for it. It stays open; the token
 * header is re-read before every (re)connection so a refreshed token is sent.
 */
export function createRealtimeClient(
  config: RuntimeConfig,
  getToken: () => string | null,
  load: SocketLoader = loadSocketIo,
): RealtimeLike {
  let socket: CalculatorSocket | null = null;
  let opening: Promise<CalculatorSocket> | null = null;
  const listeners: Listener[] = [];

  // socket.io types each event's arguments separately; these maps have one payload per event.
  const listen = (target: CalculatorSocket, [event, handler]: Listener) =>
    (target.on as (event: string, handler: unknown) => void).call(target, event, handler);
  const unlisten = (target: CalculatorSocket, [event, handler]: Listener) =>
    (target.off as (event: string, handler: unknown) => void).call(target, event, handler);

  const open = (): Promise<CalculatorSocket> => {
    opening ??= load().then(
      (factory) => {
        const created = factory(
          config.realtime.url + CALCULATOR_NAMESPACE,
          realtimeOptions(config, getToken()),
        );
        created.io.on('reconnect_attempt', () => {
          created.io.opts.extraHeaders = tokenHeaders(getToken());
        });
        listeners.forEach((listener) => listen(created, listener));
        socket = created;
        return created;
      },
      (error: unknown) => {
        // A failed chunk is tried again by the next use.
        opening = null;
        throw error;
      },
    );
    return opening;
  };

  const connected = (target: CalculatorSocket) => {
    if (target.active) return;
    target.io.opts.extraHeaders = tokenHeaders(getToken());
    target.connect();
  };
  const whenOpen = (use: (target: CalculatorSocket) => void) => {
    if (socket) return use(socket);
    open().then(use, (error: unknown) => console.error('realtime channel unavailable', error));
  };

  const off: RealtimeLike['off'] = (event, handler) => {
    const at = listeners.findIndex(([e, h]) => e === event && h === handler);
    if (at >= 0) listeners.splice(at, 1);
    if (socket) unlisten(socket, [event, handler]);
  };

  return {
    get connected() {
      return socket?.connected ?? false;
    },
    connect: () => whenOpen(connected),
    disconnect: () => {
      socket?.disconnect();
    },
    emit(event, payload) {
      whenOpen((target) => {
        connected(target);
        (target.emit as (event: string, payload: unknown) => void).call(target, event, payload);
      });
    },
    on(event, handler) {
      listeners.push([event, handler]);
      if (socket) listen(socket, [event, handler]);
      return () => off(event, handler);
    },
    off,
  };
}
