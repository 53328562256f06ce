import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAILS } from './accounts';

/**
 * A free port for the test server, chosen once by the runner: its workers load this file again
 * and inherit the runner's environment, so all of them find the same server. `E2E_PORT` chooses.
 */
function freePort(): string {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  );
  const port = probe.stdout.trim();
  if (probe.status !== 0 || !/^\d+$/.test(port)) throw new Error(`no free port: ${probe.stderr}`);
  return port;
}
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);
const ROOT = path.resolve(__dirname, '../..');

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build served by `npm start` on a fresh embedded database.
 */
export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two browsers: a third (tried 28.11.2026) made the cluster test, which starts two more server
  // processes behind nginx, fail once under the PGlite run beside it.
  workers: 2,
  // One more try for a test that fails: two cores shared by the server and two browsers make a
  // step now and then slower than its timeout. The report lists such a test as flaky, so a
  // failure that repeats still fails the run, and one that passed on its second try is seen.
  retries: 1,
  // Generous: CI shares two cores between the server, Chromium and the proof-of-work captcha.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], [path.join(__dirname, 'slowest-reporter.ts')]],
  outputDir: path.join(ROOT, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace (screencast, DOM snapshots per action) only for a test's second try: recording one
    // for every test cost about 40 % of the browsers' CPU (docs/testing.md), and a failure that
    // repeats is retried, so it still comes with its trace.
    trace: 'on-first-retry',
    // A Russian visitor by default; the language tests set their own.
    locale: 'ru-RU',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(ROOT, 'scripts/start.mjs')}`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/api/calculator/helthcheck`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Canonical links and the sitemap name the origin the tests browse.
      SITE_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: path.join(os.tmpdir(), `dostavka-e2e-${process.pid}`),
      LOG_LEVEL: 'warn',
      // Test servers run beside each other: no metrics listener to compete for.
      METRICS_PORT: '0',
      // No likeness index: it would render every sitemap page in the background beside the tests.
      LIKENESS_INDEX: 'false',
      // The tests read e-mailed sign-in codes from the local outbox, over HTTP.
      OUTBOX_HTTP: 'true',
      // Every test signs in from 127.0.0.1.
      SIGN_IN_CODES_PER_IP: '1000',
      // The captcha's proof of work is solved in the browser at every sign-in: a smaller puzzle
      // (the same widget, challenge and check) leaves the cores to the pages under test.
      CAPTCHA_MAX_NUMBER: '5000',
      // Staff tools are tried with an administrator.
      ADMIN_EMAILS,
    },
  },
});
