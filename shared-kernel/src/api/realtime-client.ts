import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { RuntimeConfig } from '@dostavka/shared-kernel/config';
import type { TariffOffer, TariffSearchData } from '@dostavka/shared-kernel/domain';

export const REALTIME_NAMESPACE = '/calculator';
export const REALTIME_TOKEN_HEADER = 'jwt-token';

/** Offers of one search, streamed as each provider finishes; `done` marks the last batch. */
export interface TariffBatch {
  id: string;
  tariffs: TariffOffer[];
  done?: boolean;
}

export interface RealtimeError {
  /** 'JsonWebTokenError' means the access token was refused: refresh it. */
  name: string;
  message: string;
  /** The search the error is about, when it is about one. */
  id?: string;
}

export interface RealtimeClientEvents {
  /** Search for dedicated vehicles. */
  'calculator:dedicated': TariffSearchData;
  /** Search for combined freight and partners. */
  'calculator:precast': TariffSearchData;
  'calculator:cancel': { id: string };
}

export interface RealtimeServerEvents {
  'get:tariff': TariffBatch;
  error: RealtimeError;
}

type AsListeners<M> = { [K in keyof M]: (payload: M[K]) => void };
export type CalculatorSocket = Socket<AsListeners<RealtimeServerEvents>, AsListeners<RealtimeClientEvents>>;
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
  return token ? { [REALTIME_TOKEN_HEADER]: token } : {};
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
  const socket = factory(config.realtime.url + REALTIME_NAMESPACE, realtimeOptions(config, getToken()));
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
