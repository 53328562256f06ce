/**
 * The realtime tariff search (spec section 7): `calculator:precast` (consolidated and partners)
 * or `calculator:dedicated` start a search, `get:tariff` carries each provider's offers as it
 * finishes, the last batch with `done: true`, `calculator:cancel` stops it. One search per connection:
 * a new one replaces the running one, whose late offers are never sent.
 *
 * Searches are rationed (search-limits.ts): a token bucket per connection and per client address,
 * and a bound on the searches running in the process. A refused search gets an 'error' event
 * named SEARCH_LIMIT_ERROR and costs the engine nothing; a connection that keeps sending refused
 * searches is closed.
 */
import type { IncomingMessage } from 'node:http';
import {
  CALCULATOR_NAMESPACE,
  SEARCH_ERROR,
  SEARCH_LIMIT_ERROR,
  TariffSearchData,
  type RealtimeError,
  type TariffBatch,
} from '@dostavka/shared-kernel/contract';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { Compile } from 'typebox/compile';
import type { RealtimeLimits } from '../../../config';
import type { SearchKind } from '../../../tariffs/search-input';
import { SearchLimits, type Refusal } from './search-limits';
import { TurnQueue } from './turn-queue';

export interface TariffChannelOptions {
  limits: RealtimeLimits;
  /** The client's address of a connection's handshake request (behind the trusted proxies). */
  clientAddress: (request: IncomingMessage) => string;
}

/**
 * Refused searches within REFUSAL_WINDOW_MS after which a connection is closed: a calculator
 * never comes near. (Not "in a row": the refilling bucket lets a flood through now and then.)
 */
export const REFUSALS_BEFORE_CLOSE = 50;
const REFUSAL_WINDOW_MS = 60_000;
/**
 * Time per turn of the event loop for beginning searches (reading the input and the first
 * provider's offers, a few milliseconds each): ten connections searching at once begin over two
 * or three turns instead of holding one turn for tens of milliseconds.
 */
const BEGIN_SLICE_MS = 5;
/** A closed flooding connection's last packets (the disconnect) get this long to leave. */
const CUT_AFTER_MS = 1_000;

/** The parts of `ws`'s WebSocket this file uses (engine.io does not type its transport's socket). */
interface RawWebSocket {
  pause(): void;
  terminate(): void;
}
const isRawWebSocket = (value: unknown): value is RawWebSocket =>
  typeof (value as RawWebSocket | undefined)?.pause === 'function' &&
  typeof (value as RawWebSocket).terminate === 'function';

/**
 * Closes a flooding connection and reads nothing more from it. A plain `disconnect` starts the
 * WebSocket closing handshake, during which every message the client had already sent (thousands,
 * in a flood) is still received, decoded and dropped: seconds of the process's time. Paused, the
 * socket is no longer read at all; it is cut once the disconnect packet has had time to leave.
 * (A polling client's messages come in requests bounded by the server's body limit, and its
 * session ends with the disconnect.)
 */
function cut(socket: Socket): void {
  socket.disconnect(true);
  const raw: unknown = (socket.conn.transport as unknown as { socket?: unknown }).socket;
  if (!isRawWebSocket(raw)) return;
  raw.pause();
  setTimeout(() => raw.terminate(), CUT_AFTER_MS).unref();
}

const REFUSED: Record<Refusal, string> = {
  connection: 'Too many searches from this page: wait a few seconds and search again',
  address: 'Too many searches from your network: wait a few seconds and search again',
  busy: 'The calculator is busy: search again in a few seconds',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime search rations of this process (tests and the health check read them). */
    searchLimits: SearchLimits;
  }
}

const searchBody = Compile(TariffSearchData);

function describeShape(payload: unknown): string {
  const [first] = searchBody.Errors(payload);
  return first
    ? `The search is not valid: ${first.instancePath || 'search'} ${first.message}`
    : 'The search is not valid';
}

const idOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && typeof (payload as { id?: unknown }).id === 'string'
    ? (payload as { id: string }).id
    : undefined;

export default fp<TariffChannelOptions>(
  async (app, options) => {
    const limits = new SearchLimits(options.limits);
    app.decorate('searchLimits', limits);
    const begins = new TurnQueue(BEGIN_SLICE_MS, (error) =>
      app.log.error({ err: error }, 'realtime search could not begin'),
    );

    app.io.of(CALCULATOR_NAMESPACE).on('connection', (socket) => {
      let running: { id: string; controller: AbortController } | null = null;
      const send = (batch: TariffBatch) => socket.emit('get:tariff', batch);
      const fail = (error: RealtimeError) => socket.emit('error', error);
      const bucket = limits.connection();
      const address = options.clientAddress(socket.request);
      const refused = { count: 0, since: 0 };

      const start = (kind: SearchKind) => (payload: unknown) => {
        // Messages that arrived with a flood before its connection was closed.
        if (socket.disconnected) return;
        running?.controller.abort();
        running = null;
        const id = idOf(payload);
        const refusal = limits.admit(bucket, address);
        if (refusal) {
          const now = Date.now();
          if (now - refused.since > REFUSAL_WINDOW_MS) Object.assign(refused, { count: 0, since: now });
          refused.count += 1;
          if (refused.count >= REFUSALS_BEFORE_CLOSE) {
            app.log.warn({ address, refusal }, 'realtime connection closed: too many refused searches');
            cut(socket);
            return;
          }
          return fail({ name: SEARCH_LIMIT_ERROR, message: REFUSED[refusal], ...(id && { id }) });
        }
        if (!id) {
          limits.release();
          return fail({ name: SEARCH_ERROR, message: 'A search needs an id' });
        }
        if (!searchBody.Check(payload)) {
          limits.release();
          fail({ name: SEARCH_ERROR, message: describeShape(payload), id });
          return send({ id, tariffs: [], done: true });
        }
        const controller = new AbortController();
        const search = { id, controller };
        running = search;
        const live = () => !controller.signal.aborted;
        let ended = false;
        let outcome: 'done' | 'cancelled' | 'failed' = 'done';
        app.metrics.searchesInFlight.inc();
        let begun = false;
        let placeHeld = true;
        const givePlaceBack = () => {
          if (!placeHeld) return;
          placeHeld = false;
          limits.release();
          app.metrics.searchesInFlight.dec();
        };
        // Replaced before it began: its place is free at once for the next message of the read.
        controller.signal.addEventListener('abort', () => begun || givePlaceBack(), { once: true });
        // The search begins on a later turn of the loop: messages that came in the same read (a
        // visitor's quick edits, or a flood) replace it first, and a replaced search costs
        // nothing at all, not even reading its input. Searches of many connections arriving
        // together begin a slice of time per turn (BEGIN_SLICE_MS), not all in one turn.
        new Promise<void>((resolve) => begins.defer(resolve))
          .then(() => {
            if (!live()) return undefined;
            begun = true;
            return app.tariffs.search(kind, payload, {
              signal: controller.signal,
              // The last provider's batch carries `done`, so a search costs one message per
              // provider with offers (or a single empty one).
              onOffers: ({ offers }, last) => {
                if (!live() || (offers.length === 0 && !last)) return;
                ended = last;
                send(last ? { id, tariffs: offers, done: true } : { id, tariffs: offers });
              },
            });
          })
          .then(
            () => live() && !ended && send({ id, tariffs: [], done: true }),
            (error: Error & { statusCode?: number }) => {
              if (!live()) return;
              outcome = 'failed';
              const known = error.statusCode !== undefined && error.statusCode < 500;
              if (!known) app.log.error({ err: error }, 'realtime tariff search failed');
              fail({
                name: SEARCH_ERROR,
                message: known ? error.message : 'Something went wrong on our side',
                id,
              });
              send({ id, tariffs: [], done: true });
            },
          )
          .finally(() => {
            givePlaceBack();
            if (running === search) running = null;
            app.metrics.searches.inc({ outcome: live() ? outcome : 'cancelled' });
          });
      };

      socket.on('calculator:precast', start('consolidated'));
      socket.on('calculator:dedicated', start('dedicated'));
      socket.on('calculator:cancel', (payload: unknown) => {
        // A stale id (a search already replaced) cancels nothing.
        if (running && idOf(payload) === running.id) {
          running.controller.abort();
          running = null;
        }
      });
      socket.on('disconnect', () => running?.controller.abort());
    });
  },
  { name: 'tariff-channel', dependencies: ['realtime', 'tariffs', 'metrics'] },
);
