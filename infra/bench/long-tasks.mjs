// Long tasks of a first view in Chromium with the CPU slowed 4x (as Lighthouse's mobile preset
// does): for each page, the sum of every task's part over 50 ms (what Total Blocking Time adds up)
// and the tasks themselves, the median of several fresh visits. Several sites (BASES, comma
// separated: e.g. the main branch's build and a branch's, each a running server) are visited in
// turn page by page, so that the machine's load falls on them alike.
//   BASES=http://127.0.0.1:8081,http://127.0.0.1:8082 node infra/bench/long-tasks.mjs
import os from 'node:os';
import { chromium } from '@playwright/test';

const PAGES = (process.env.PAGES ?? '/,/calculator/,/route/sankt-peterburg/moskva/').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const BASES = (process.env.BASES ?? process.env.BASE ?? '').split(',').filter(Boolean);
// After the load event: long enough for the remote's page to hydrate and the fonts to arrive.
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 6000);

if (BASES.length === 0) throw new Error('BASES=http://host:port[,http://host:port] names the sites');

/** Collects the long tasks of the page from its start (buffered entries). */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function visit(browser, url) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(() => window.__longTasks);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { blocking, tasks };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  console.log(`long tasks at 4x CPU, ${RUNS} visits each; load before: ${load()}`);
  for (const pagePath of PAGES) {
    const samples = new Map(BASES.map((base) => [base, []]));
    // Alternate the sites visit by visit.
    for (let run = 0; run < RUNS; run += 1)
      for (const base of BASES) samples.get(base).push(await visit(browser, new URL(pagePath, base).href));
    for (const [base, runs] of samples) {
      const sums = runs.map((run) => Math.round(run.blocking));
      const tasks = runs.map((run) => run.tasks.map((task) => Math.round(task.duration)).join('+'));
      console.log(
        `${pagePath.padEnd(32)} ${base.padEnd(24)} over 50 ms: median ${median(sums)} ms [${sums.join(', ')}]; ` +
          `tasks ${tasks.join(' | ')}; load ${load()}`,
      );
    }
  }
  console.log(`load after: ${load()}`);
} finally {
  await browser.close();
}
