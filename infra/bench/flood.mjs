// The realtime flood of issue 16: one socket sends 20,000 `calculator:precast` messages as fast
// as it can (then 10 sockets of one address send 5,000 each) at a server with the production
// limits. Measured: the health check's latency during the flood and the server's memory before,
// at its peak and after. The flooding clients run in a worker thread, so the probe's own event
// loop is never blocked by the flood it measures.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { connectAll, percentile } from './realtime.mjs';
import { searches } from './searches.mjs';
import { buildServer, startServer } from './server.mjs';

const SETTLE_MS = 5_000;
const FLOOD_LIMIT_MS = 30_000;

/** Worker: connects the sockets, fires every message at once, reports when all are closed or time is up. */
async function floodClients({ base, sockets, perSocket }) {
  const bodies = searches(64);
  const clients = await connectAll(base, sockets);
  let errors = 0;
  let batches = 0;
  let closed = 0;
  const allClosed = new Promise((resolve) => {
    for (const socket of clients) {
      socket.on('error', () => (errors += 1));
      socket.on('get:tariff', () => (batches += 1));
      socket.once('disconnect', () => (closed += 1) === clients.length && resolve());
    }
  });
  parentPort.postMessage({ started: true });
  const sendStarted = performance.now();
  for (let i = 0; i < perSocket; i += 1)
    for (const [n, socket] of clients.entries())
      socket.emit('calculator:precast', { ...bodies[i % bodies.length], id: `flood-${n}-${i}` });
  const sentMs = performance.now() - sendStarted;
  await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, FLOOD_LIMIT_MS))]);
  for (const socket of clients) socket.disconnect();
  parentPort.postMessage({ done: true, sentMs, errors, batches, closed });
}

if (!isMainThread) await floodClients(workerData);

async function probeHealth(base, samples, stop) {
  while (!stop.value) {
    const started = performance.now();
    await fetch(`${base}/api/calculator/helthcheck`).then((response) => response.arrayBuffer());
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function floodOnce(server, sockets, perSocket) {
  for (let i = 0; i < 20; i += 1) await fetch(`${server.base}/api/calculator/helthcheck`);
  const rssBefore = server.rss();
  const cpuBefore = server.cpu();
  let rssPeak = rssBefore;
  const memory = setInterval(() => (rssPeak = Math.max(rssPeak, server.rss() ?? 0)), 50);
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { base: server.base, sockets, perSocket },
  });
  const samples = [];
  const stop = { value: false };
  let probe;
  const started = performance.now();
  const report = await new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.started) probe = probeHealth(server.base, samples, stop);
      if (message.done) resolve(message);
    });
    worker.once('error', reject);
  });
  const floodMs = performance.now() - started;
  const floodCpuMs = (server.cpu() - cpuBefore) * 1000;
  stop.value = true;
  await probe;
  await worker.terminate();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  clearInterval(memory);
  const rssAfter = server.rss();
  const mb = (value) => `${Math.round(value)} MB`;
  const total = sockets * perSocket;
  return [
    [
      `flood: ${sockets} socket${sockets > 1 ? 's' : ''} x ${perSocket} precast (${total} sent in ${Math.round(report.sentMs)} ms)`,
      `health check p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${samples.length} probes over ${Math.round(floodMs)} ms, server CPU ${Math.round(floodCpuMs)} ms); ${report.errors} limit errors, ${report.batches} offer batches, ${report.closed}/${sockets} sockets closed by the server; RSS ${mb(rssBefore)} before, ${mb(rssPeak)} peak, ${mb(rssAfter)} ${SETTLE_MS / 1000} s after`,
      'health p99 < 50 ms; RSS back to its level',
    ],
  ];
}

/** Both floods against one fresh server with the production limits. */
export async function floodRows() {
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': the server under the flood, profiled.
  const server = await startServer({
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  try {
    return [...(await floodOnce(server, 1, 20_000)), ...(await floodOnce(server, 10, 5_000))];
  } finally {
    await server.stop();
  }
}

// `npm run bench -- flood`: only this scenario.
if (isMainThread && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildServer();
  for (const [measure, result, target] of await floodRows())
    console.log(`${measure}\n  ${result}\n  target: ${target}`);
  console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
}
