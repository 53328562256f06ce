/**
 * The realtime tariff search (spec section 7): `calculator:precast` (consolidated and partners)
 * or `calculator:dedicated` start a search, `get:tariff` carries each provider's offers as it
 * finishes, the last batch with `done: true`, `calculator:cancel` stops it. One search per connection:
 * a new one replaces the running one, whose late offers are never sent.
 */
import {
  CALCULATOR_NAMESPACE,
  SEARCH_ERROR,
  TariffSearchData,
  type RealtimeError,
  type TariffBatch,
} from '@dostavka/shared-kernel/contract';
import fp from 'fastify-plugin';
import { Compile } from 'typebox/compile';
import type { SearchKind } from '../../../tariffs/search-input';

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

export default fp(
  async (app) => {
    app.io.of(CALCULATOR_NAMESPACE).on('connection', (socket) => {
      let running: { id: string; controller: AbortController } | null = null;
      const send = (batch: TariffBatch) => socket.emit('get:tariff', batch);
      const fail = (error: RealtimeError) => socket.emit('error', error);

      const start = (kind: SearchKind) => (payload: unknown) => {
        running?.controller.abort();
        running = null;
        const id = idOf(payload);
        if (!id) return fail({ name: SEARCH_ERROR, message: 'A search needs an id' });
        if (!searchBody.Check(payload)) {
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
        app.tariffs
          .search(kind, payload, {
            signal: controller.signal,
            // The last provider's batch carries `done`, so a search costs one message per
            // provider with offers (or a single empty one).
            onOffers: ({ offers }, last) => {
              if (!live() || (offers.length === 0 && !last)) return;
              ended = last;
              send(last ? { id, tariffs: offers, done: true } : { id, tariffs: offers });
            },
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
            if (running === search) running = null;
            app.metrics.searchesInFlight.dec();
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
