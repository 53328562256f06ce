// A trivial request's cost, side by side in one run: a bare Fastify answering {status:'ok'} (in a
// process of its own), the site's health check and a one-row quote, each under the same raw
// keep-alive load (http-load.mjs). Issue 36: health at least 30 %, a one-row quote at least 10 %
// of the bare Fastify's answers per second. Run alone (`node infra/bench/per-request.mjs`) it
// measures the built server (infra/dist/server.cjs, not rebuilt) or BASE, BENCH_SECONDS each.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntilUp } from '../deploy/local-cluster.cjs';
import { httpLoad } from './http-load.mjs';
import { searchWithRows } from './quotes-cpu.mjs';
import { cpuSeconds, serverOrBase } from './server.mjs';

const CONNECTIONS = 32;

/** Starts bare-fastify.mjs on a free port; `cpu` its CPU seconds, `stop` ends it. */
async function bareFastify() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/`, child);
  return {
    base,
    cpu: () => cpuSeconds(child.pid),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Seconds of load before a measure: a server that has just started is still compiling its hot
 * paths (one second left the health check at 0.063-0.070 ms of CPU an answer, a warm one takes
 * 0.052-0.055), and production measures a warm server.
 */
const WARM_UP_SECONDS = 3;

/** One measure: the warm-up, then `seconds` measured; CPU per answer when `cpu` knows it. */
async function measure(base, urlPath, { cpu = () => null, seconds, ...request }) {
  await httpLoad(base, urlPath, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, ...request });
  const before = cpu();
  const result = await httpLoad(base, urlPath, { connections: CONNECTIONS, seconds, ...request });
  const after = cpu();
  const cpuMs = before === null || after === null ? null : ((after - before) * 1000) / result.answers;
  return { ...result, cpuMs };
}

const describe = ({ perSecond, cpuMs, failures, failed }, share) =>
  `${Math.round(perSecond).toLocaleString('en')} answers/s${share === undefined ? '' : ` (${Math.round(share * 100)} % of bare Fastify)`}` +
  `${cpuMs === null ? '' : `; server CPU ${cpuMs.toFixed(3)} ms each`}${failures ? `; ${failures} failed ${JSON.stringify(failed)}` : ''}`;

/** Rows [measure, result, target] for bare Fastify, the health check and a one-row quote. */
export async function perRequestRows(server, { seconds = 5 } = {}) {
  const bare = await bareFastify();
  let baseline;
  try {
    baseline = await measure(bare.base, '/', { cpu: bare.cpu, seconds });
  } finally {
    await bare.stop();
  }
  const health = await measure(server.base, '/api/calculator/helthcheck', { cpu: server.cpu, seconds });
  const quote = await measure(server.base, '/api/calculator/consolidated', {
    cpu: server.cpu,
    seconds,
    method: 'POST',
    body: searchWithRows(1),
  });
  return [
    [`bare Fastify, GET {status:'ok'}, ${CONNECTIONS} connections`, describe(baseline), 'the yardstick'],
    ['GET /api/calculator/helthcheck', describe(health, health.perSecond / baseline.perSecond), '>= 30 %'],
    [
      'POST /api/calculator/consolidated, 1 cargo row',
      describe(quote, quote.perSecond / baseline.perSecond),
      '>= 10 %',
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const server = await serverOrBase();
  const started = load();
  try {
    const rows = await perRequestRows(server, { seconds: Number(process.env.BENCH_SECONDS ?? 5) });
    for (const [what, figure, target] of rows) console.log(`${what}: ${figure} (target: ${target})`);
  } finally {
    await server.stop();
  }
  console.log(`load average ${started} at the start, ${load()} at the end (${os.cpus().length} cores)`);
}
