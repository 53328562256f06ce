// Concurrent realtime searches: N connected clients start a search at the same moment; each
// records the time to its first offer and to the end of its search.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

/** `count` connected sockets of the calculator namespace. */
export function connectAll(base, count) {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const socket = io(`${base}/calculator`, {
            path: '/socket.io',
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
}

function searchOnce(socket, event, data) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = null;
    const timer = setTimeout(() => reject(new Error(`search ${data.id} did not finish`)), 30_000);
    const onBatch = (batch) => {
      if (batch.id !== data.id) return;
      if (first === null && batch.tariffs.length > 0) first = performance.now() - started;
      if (!batch.done) return;
      clearTimeout(timer);
      socket.off('get:tariff', onBatch);
      const last = performance.now() - started;
      resolve({ first: first ?? last, last });
    };
    socket.on('get:tariff', onBatch);
    socket.emit(event, data);
  });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * `clients` sockets stay connected (as a calculator page keeps its socket) and start a search at
 * the same moment, `rounds` times. The first `warmRounds` are not measured: they bring the
 * server's code for this load to its compiled, steady state.
 */
export async function concurrentSearches(
  base,
  searches,
  { clients, rounds, warmRounds = 0, onMeasureStart, event = 'calculator:precast' },
) {
  const sockets = await connectAll(base, clients);
  const samples = [];
  try {
    for (let round = 0; round < warmRounds + rounds; round += 1) {
      if (round === warmRounds) onMeasureStart?.();
      const results = await Promise.all(
        sockets.map((socket, i) =>
          searchOnce(socket, event, {
            ...searches[(round * clients + i) % searches.length],
            id: `r${round}-${i}`,
          }),
        ),
      );
      if (round >= warmRounds) samples.push(...results);
    }
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
  const firsts = samples.map((s) => s.first);
  const lasts = samples.map((s) => s.last);
  return {
    searches: samples.length,
    first: { p50: percentile(firsts, 50), p95: percentile(firsts, 95) },
    last: { p50: percentile(lasts, 50), p95: percentile(lasts, 95) },
  };
}
