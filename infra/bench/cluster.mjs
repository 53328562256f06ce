// `npm run bench -- cluster`: what a second process behind nginx buys on this machine, in one run.
// The local cluster (infra/deploy/local-cluster.cjs: nginx with infra/deploy/nginx.conf, two
// processes on PostgreSQL and Redis) is started; REST quotes and cached page reads are measured
// against one process directly, then through nginx across both. Needs the build, nginx,
// PostgreSQL and Redis (CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL); writes nothing into the checkout.
import os from 'node:os';
import { LocalCluster, missingPiece } from '../deploy/local-cluster.cjs';
import { getLoad } from './load.mjs';
import { restThroughput } from './rest.mjs';
import { searches } from './searches.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const missing = await missingPiece();
if (missing) {
  console.log(`cluster bench skipped: ${missing}`);
  process.exit(0);
}

const cluster = new LocalCluster();
await cluster.start(2);
const rows = [];
try {
  const bodies = searches(64);
  const direct = `http://127.0.0.1:${cluster.apps[0].port}`;
  const pages = ['/', '/route/', '/common/faqs/', '/additional/about/'];
  // Warm both processes (JIT, pools, page cache) through the balancer first.
  await restThroughput(cluster.base, '/api/calculator/consolidated', bodies, { seconds: 3 });
  await getLoad(cluster.base, pages, { seconds: 3 });
  for (const [label, base] of [
    ['one process, direct', direct],
    ['two processes behind nginx', cluster.base],
  ]) {
    const rest = await restThroughput(base, '/api/calculator/consolidated', bodies, { seconds: SECONDS });
    rows.push([
      `REST quotes, ${label}`,
      `${Math.round(rest.requestsPerSecond)} quotes/s (${rest.failures} failed)`,
    ]);
    const read = await getLoad(base, pages, { seconds: SECONDS, headers: { 'accept-encoding': 'br' } });
    rows.push([`cached pages, ${label}`, `${Math.round(read.perSecond)} pages/s (${read.failures} failed)`]);
  }
} finally {
  await cluster.stop();
}

const [load1] = os.loadavg();
console.log(
  `\n${os.cpus().length} cores, load average ${load1.toFixed(1)} at the end (nginx and the load generator share the cores)`,
);
for (const [measure, result] of rows) console.log(`| ${measure.padEnd(40)} | ${result} |`);
