// The browser half of the `web` benchmark: Lighthouse (mobile and desktop, median of 3) of the
// first views issue 13 budgets, and the time from the form's last change to the first offer.
// Against BASE when set (a running site: nothing is built or written here); otherwise the built
// server is started on a free port with a temporary data folder.
import os from 'node:os';
import { lighthouse } from './lighthouse.mjs';
import { offersTiming } from './offers.mjs';
import { serverOrBase } from './server.mjs';

// A page of each kind: the home and a direction page (islands), and three application pages.
const PAGES = [
  '/',
  '/route/sankt-peterburg/moskva/',
  '/calculator/',
  '/order/',
  '/tracking/',
  '/profile/orders/',
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const server = await serverOrBase();
const { base } = server;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
try {
  console.log(`web (browser) against ${base}; load before: ${load()}`);
  const offers = await offersTiming(base);
  console.log(
    `last change -> first offer: median ${offers.median.toFixed(0)} ms, max ${offers.max.toFixed(0)} ms ` +
      `(${offers.samples.map((ms) => ms.toFixed(0)).join(', ')}); target <= 500 ms`,
  );
  console.log(`first search of the page (socket.io-client loaded on the way): ${offers.first.toFixed(0)} ms`);
  for (const row of await lighthouse(base, PAGES, { runs: RUNS })) {
    const target = row.preset === 'mobile' ? '>= 90' : '>= 98';
    console.log(
      `lighthouse ${row.preset.padEnd(7)} ${row.path.padEnd(32)} score ${row.score} [${row.scores.join(', ')}] ` +
        `(target ${target}), LCP ${(row.lcp / 1000).toFixed(2)} s, CLS ${row.cls.toFixed(3)}, ` +
        `TBT ${row.tbt.toFixed(0)} ms, FCP ${(row.fcp / 1000).toFixed(2)} s`,
    );
  }
  console.log(`load after: ${load()}`);
} finally {
  await server.stop();
}
