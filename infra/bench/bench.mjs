// `npm run bench` (in infra/): REST quotes per second and realtime time to first and last offer
// for concurrent searches, against the production server bundle on a fresh embedded database.
// Targets on the 2-core reference machine: 2,000 quotes/s; 200 concurrent searches with the
// first offer under 30 ms and the last under 150 ms at p95.
import os from 'node:os';
import { carrierBench } from './carriers.mjs';
import { floodRows } from './flood.mjs';
import { concurrentSearches } from './realtime.mjs';
import { restThroughput } from './rest.mjs';
import { searches } from './searches.mjs';
import { buildServer, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '50,200').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
// Searches each level runs unmeasured first: about what a fresh server needs before its socket
// path is compiled (its first ~4,000 searches cost two to three times the CPU of later ones).
const WARM_SEARCHES = Number(process.env.BENCH_WARM_SEARCHES ?? 4000);
const COLD_ROUNDS = 5;

buildServer();

// The load levels measure the engine, not the rations: every bench client shares one address and
// searches back to back, which the production limits (REALTIME_*) would refuse. The flood below
// runs with the production limits.
const server = await startServer({
  env: {
    REALTIME_SEARCH_BURST: '10000',
    REALTIME_SEARCHES_PER_SECOND: '10000',
    REALTIME_ADDRESS_SEARCH_BURST: '100000',
    REALTIME_ADDRESS_SEARCHES_PER_SECOND: '100000',
    REALTIME_SEARCHES_IN_FLIGHT: '100000',
  },
});
const ms = (value) => `${value.toFixed(1)} ms`;
const rows = [];
try {
  const consolidated = searches(64);
  const dedicated = searches(64, true);
  // What the first visitors of a fresh server see, before anything has warmed it up.
  const coldClients = Math.max(...CLIENTS);
  const cold = await concurrentSearches(server.base, consolidated, {
    clients: coldClients,
    rounds: COLD_ROUNDS,
  });
  // Warm up the JIT and the connection pool before measuring REST.
  await restThroughput(server.base, '/api/calculator/consolidated', consolidated, { seconds: 2 });

  for (const [path, bodies] of [
    ['/api/calculator/consolidated', consolidated],
    ['/api/calculator/dedicated', dedicated],
  ]) {
    const cpuBefore = server.cpu();
    const rest = await restThroughput(server.base, path, bodies, { seconds: SECONDS });
    const cpuMs = ((server.cpu() - cpuBefore) * 1000) / rest.requests;
    rows.push([
      `REST POST ${path}`,
      `${Math.round(rest.requestsPerSecond)} quotes/s (${Math.round(rest.offersPerSecond)} offers/s, ${rest.failures} failed); server CPU ${cpuMs.toFixed(3)} ms/quote = ${Math.round(1000 / cpuMs)} quotes/s per core`,
      '>= 2000 quotes/s',
    ]);
  }
  const searchRow = (label, result, cpuMs, target) => [
    label,
    `first offer p50 ${ms(result.first.p50)}, p95 ${ms(result.first.p95)}; last offer p50 ${ms(result.last.p50)}, p95 ${ms(result.last.p95)}${cpuMs === null ? '' : `; server CPU ${cpuMs.toFixed(3)} ms/search`}`,
    target,
  ];
  rows.push(
    searchRow(
      `${coldClients} concurrent socket searches x ${COLD_ROUNDS}, fresh server`,
      cold,
      null,
      'for reference',
    ),
  );
  for (const clients of CLIENTS) {
    let cpuBefore = 0;
    const result = await concurrentSearches(server.base, consolidated, {
      clients,
      warmRounds: Math.ceil(WARM_SEARCHES / clients),
      rounds: ROUNDS,
      onMeasureStart: () => {
        cpuBefore = server.cpu();
      },
    });
    const cpuMs = ((server.cpu() - cpuBefore) * 1000) / result.searches;
    const target = clients === 200 ? 'p95 first / last (target < 30 / < 150 ms)' : 'p95 first / last';
    rows.push(
      searchRow(
        `${clients} concurrent socket searches x ${ROUNDS}, after ${WARM_SEARCHES} unmeasured`,
        result,
        cpuMs,
        target,
      ),
    );
  }
} finally {
  await server.stop();
}
rows.push(...(await floodRows()));
rows.push(...(await carrierBench({ build: false })));

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length), 10));
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
const [load1] = os.loadavg();
console.log(
  `\n${os.cpus().length} cores, load average ${load1.toFixed(1)} at the end (other work on the machine slows every figure)`,
);
console.log(line(['measure', 'result', 'target']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
