// The carriers' part of `npm run bench` (also `node bench/carriers.mjs` alone): the site with
// every carrier's fake API answering in 300-800 ms. Time to the first offer (the rate cards') and
// to the end of a search; 200 concurrent searches of one shipment and the calls each carrier got;
// a carrier that hangs, and the search still ends within the carrier timeout.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { connectAll, percentile } from './realtime.mjs';
import { searches } from './searches.mjs';
import { buildServer, startServer } from './server.mjs';

const infra = path.join(import.meta.dirname, '..');
const CARRIER_TIMEOUT_MS = 2500;

/** The fakes in a process of their own; resolves with their env and control address. */
async function startFakes() {
  const tsx = path.join(infra, '..', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(infra, 'server/test/carriers/serve-fakes.ts'), '--latency=300,800'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  return { ...JSON.parse(line), stop: () => child.kill('SIGTERM') };
}

const counts = async (control) => (await fetch(`${control}/counts`)).json();
const quoteCalls = (all) =>
  Object.fromEntries(
    Object.entries(all).map(([slug, routes]) => [
      slug,
      Object.entries(routes)
        .filter(([route]) => /calculator|calculate|tarifflist/i.test(route))
        .reduce((sum, [, n]) => sum + n, 0),
    ]),
  );

/** `clients` sockets search the same shipment at once; first offer and end per search. */
async function sameShipment(base, clients, data) {
  const sockets = await connectAll(base, clients);
  const times = await Promise.all(
    sockets.map(
      (socket, i) =>
        new Promise((resolve, reject) => {
          const id = `same-${i}-${Date.now()}`;
          const started = performance.now();
          let first = null;
          const timer = setTimeout(() => reject(new Error(`search ${id} did not end`)), 30_000);
          socket.on('get:tariff', (batch) => {
            if (batch.id !== id) return;
            if (first === null && batch.tariffs.length > 0) first = performance.now() - started;
            if (!batch.done) return;
            clearTimeout(timer);
            resolve({ first: first ?? performance.now() - started, last: performance.now() - started });
          });
          socket.emit('calculator:precast', { ...data, id });
        }),
    ),
  );
  for (const socket of sockets) socket.close();
  return times;
}

export async function carrierBench({ build = true } = {}) {
  if (build) buildServer();
  const fakes = await startFakes();
  const server = await startServer({
    env: {
      ...fakes.env,
      CARRIER_TIMEOUT_MS: String(CARRIER_TIMEOUT_MS),
      REALTIME_SEARCH_BURST: '10000',
      REALTIME_SEARCHES_PER_SECOND: '10000',
      REALTIME_ADDRESS_SEARCH_BURST: '100000',
      REALTIME_ADDRESS_SEARCHES_PER_SECOND: '100000',
      REALTIME_SEARCHES_IN_FLIGHT: '100000',
    },
  });
  const rows = [];
  const ms = (value) => `${Math.round(value)} ms`;
  try {
    const [data] = searches(1);
    // The route once first, with another declared value: the carriers' cities are resolved and
    // kept, as on a live site, and the shipment itself is not answered yet.
    await sameShipment(server.base, 1, { ...data, delivery: { ...data.delivery, declared: 99_000 } });
    const before = quoteCalls(await counts(fakes.control));
    const times = await sameShipment(server.base, 200, data);
    const after = quoteCalls(await counts(fakes.control));
    const firsts = times.map((t) => t.first);
    const lasts = times.map((t) => t.last);
    rows.push([
      '200 concurrent searches, one shipment, carriers at 300-800 ms',
      `first offer p50 ${ms(percentile(firsts, 50))}, p95 ${ms(percentile(firsts, 95))}; end p95 ${ms(percentile(lasts, 95))}`,
      'first offer within 500 ms',
    ]);
    rows.push([
      'calls per carrier for those 200 searches',
      Object.entries(after)
        .map(([slug, n]) => `${slug} ${n - (before[slug] ?? 0)}`)
        .join(', '),
      'one per carrier',
    ]);
    await fetch(`${fakes.control}/hang?carrier=cdek`, { method: 'POST' });
    const [hung] = await sameShipment(server.base, 1, searches(3)[2]);
    rows.push([
      'a carrier that hangs (СДЭК), a new shipment',
      `first offer ${ms(hung.first)}, search ended after ${ms(hung.last)}`,
      `ends within the carrier timeout (${CARRIER_TIMEOUT_MS} ms) plus a little`,
    ]);
  } finally {
    await server.stop();
    fakes.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await carrierBench({ build: process.env.BENCH_BUILD !== '0' });
  for (const [what, figure, target] of rows) console.log(`${what}: ${figure} (target: ${target})`);
}
