// A trivial request's cost, side by side in one run: a bare Fastify answering {status:'ok'} (in a
// process of its own), the site's health check and a one-row quote, each under the same raw
// keep-alive load (http-load.mjs), in alternated rounds. Issue 36: health at least 30 %, a one-row
// quote at least 10 % of the bare Fastify's answers per second. Run alone (`node
// infra/bench/per-request.mjs`) it measures the built server (infra/dist/server.cjs, not rebuilt)
// or BASE, BENCH_SECONDS each measure.
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
 * Seconds of load before the first measure of each: a server that has just started is still
 * compiling its hot paths (one second left the health check at 0.063-0.070 ms of CPU an answer, a
 * warm one takes 0.052-0.055), and production measures a warm server.
 */
const WARM_UP_SECONDS = 3;

/**
 * Rounds of the three measures, one after the other in each: this machine's speed drifts by 10-15 %
 * from one half-minute to the next, so a share is taken within a round (the bare Fastify measured
 * seconds before the site's request) and the bench reports the median round.
 */
const ROUNDS = 3;

/** One measure of `seconds`; CPU per answer when `cpu` knows it. */
async function measure(base, urlPath, { cpu = () => null, seconds, ...request }) {
  const before = cpu();
  const result = await httpLoad(base, urlPath, { connections: CONNECTIONS, seconds, ...request });
  const after = cpu();
  const cpuMs = before === null || after === null ? null : ((after - before) * 1000) / result.answers;
  return { ...result, cpuMs };
}

/** The item whose `key` is the median of the items' (the upper one of an even count). */
const medianBy = (items, key) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

/** The round whose share is the median of the rounds', and every round's share. */
const medianRound = (rounds, share) => ({ round: medianBy(rounds, share), shares: rounds.map(share) });

const percent = (share) => `${(share * 100).toFixed(1)} %`;

/** A measure's answers per second and CPU; with `shares`, the median one and every round's. */
const describe = ({ perSecond, cpuMs, failures, failed }, shares) =>
  `${Math.round(perSecond).toLocaleString('en')} answers/s` +
  `${shares ? ` (${percent(medianBy(shares, (share) => share))} of bare Fastify; rounds ${shares.map(percent).join(', ')})` : ''}` +
  `${cpuMs === null ? '' : `; server CPU ${cpuMs.toFixed(3)} ms each`}${failures ? `; ${failures} failed ${JSON.stringify(failed)}` : ''}`;

/**
 * Rows [measure, result, target] for bare Fastify, the health check and a one-row quote: each
 * warmed up, then ROUNDS rounds of the three, `seconds` each; the shares are the median round's.
 */
export async function perRequestRows(server, { seconds = 5 } = {}) {
  const bare = await bareFastify();
  const targets = {
    bare: [bare.base, '/', { cpu: bare.cpu }],
    health: [server.base, '/api/calculator/helthcheck', { cpu: server.cpu }],
    quote: [
      server.base,
      '/api/calculator/consolidated',
      { cpu: server.cpu, method: 'POST', body: searchWithRows(1) },
    ],
  };
  const rounds = [];
  try {
    for (const [base, urlPath, { cpu: _cpu, ...request }] of Object.values(targets))
      await httpLoad(base, urlPath, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, ...request });
    for (let i = 0; i < ROUNDS; i += 1) {
      const round = {};
      for (const [name, [base, urlPath, options]] of Object.entries(targets))
        round[name] = await measure(base, urlPath, { ...options, seconds });
      rounds.push(round);
    }
  } finally {
    await bare.stop();
  }
  const health = medianRound(rounds, (round) => round.health.perSecond / round.bare.perSecond);
  const quote = medianRound(rounds, (round) => round.quote.perSecond / round.bare.perSecond);
  const baseline = medianBy(rounds, (round) => round.bare.perSecond).bare;
  return [
    [
      `bare Fastify, GET {status:'ok'}, ${CONNECTIONS} connections (median of ${ROUNDS} rounds)`,
      describe(baseline),
      'the yardstick',
    ],
    ['GET /api/calculator/helthcheck', describe(health.round.health, health.shares), '>= 30 %'],
    ['POST /api/calculator/consolidated, 1 cargo row', describe(quote.round.quote, quote.shares), '>= 10 %'],
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
