import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
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

/**
 * The '/calculator' channel. It connects on first use and stays open; the token header is
 * re-read before every (re)connection so a refreshed token is sent.
 */
export function createRealtimeClient(
  config: RuntimeConfig,
  getToken: () => string | null,
  factory: SocketFactory = io,
): RealtimeLike {
  const socket = factory(config.realtime.url + CALCULATOR_NAMESPACE, realtimeOptions(config, getToken()));
  const refreshHeaders = () => {
    socket.io.opts.extraHeaders = tokenHeaders(getToken());
  };
  socket.io.on('reconnect_attempt', refreshHeaders);

  const connect = () => {
    if (socket.active) return;
    refreshHeaders();
    socket.connect();
  };

  // socket.io types each event's arguments separately; these maps have one payload per event.
  const emit = socket.emit as (event: string, payload: unknown) => void;
  const listen = socket.on as (event: string, handler: unknown) => void;
  const unlisten = socket.off as (event: string, handler: unknown) => void;
  const off: RealtimeLike['off'] = (event, handler) => {
    unlisten.call(socket, event, handler);
  };

  return {
    get connected() {
      return socket.connected;
    },
    connect,
    disconnect: () => {
      socket.disconnect();
    },
    emit(event, payload) {
      connect();
      emit.call(socket, event, payload);
    },
    on(event, handler) {
      listen.call(socket, event, handler);
      return () => off(event, handler);
    },
    off,
  };
}
