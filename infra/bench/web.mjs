// `npm run bench -- web` (in infra/): the server half of the web benchmark against a running
// instance (BASE=http://host:port, optional BENCH_PID=<its pid> for its CPU time) or, without
// BASE, the built server started on a free port with a temporary data folder. Nothing is built
// and nothing is written into the checkout.
import os from 'node:os';
import { perRequestRows } from './per-request.mjs';
import { cargoCheckRows, fingerprintRows, restQuoteRows } from './quotes-cpu.mjs';
import { serverOrBase } from './server.mjs';
import { ssrBench } from './ssr.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const server = await serverOrBase();
const rows = [];
try {
  // Bare Fastify, the health check and a one-row quote first, side by side under one load.
  rows.push(...(await perRequestRows(server, { seconds: SECONDS })));
  rows.push(...(await cargoCheckRows()));
  rows.push(...(await fingerprintRows()));
  rows.push(...(await restQuoteRows(server.base, { cpu: server.cpu, seconds: SECONDS })));
  rows.push(...(await ssrBench(server.base, { cpu: server.cpu, seconds: SECONDS })));
} finally {
  await server.stop();
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length), 10));
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
const [load1] = os.loadavg();
console.log(
  `\n${os.cpus().length} cores, load average ${load1.toFixed(1)} at the end (${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')})`,
);
console.log(line(['measure', 'result', 'target']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
