// `npm test`: every test of the repository, in the order that fails fastest.
//  1. lint (ESLint, Prettier, one version per dependency)
//  2. production build (what is stale), which the type check of the shell and the e2e tests use
//  3. type check of every package, and the kernel's public API against its version (semver)
//  4. jest: kernel, shell, remotes and server on the embedded database (PGlite)
//  5. jest again for the server on PostgreSQL and Redis, when they answer on 127.0.0.1
//  6. Playwright in Debian's Chromium against the production build
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const started = Date.now();

function step(title, command, args, env = {}) {
  const at = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  const seconds = ((Date.now() - at) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`=== ${title}: FAILED after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title}: ok in ${seconds} s`);
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const node = process.execPath;
step('lint', node, [path.join(ROOT, 'scripts/lint.mjs')]);
step('build', node, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale']);
step('typecheck', node, [path.join(ROOT, 'scripts/typecheck.mjs')]);
step('kernel public API (semver)', node, [path.join(ROOT, 'scripts/kernel-api.mjs')]);
// Two workers: Jest's default on two cores is one (in band), which leaves a core idle while a
// test file waits on its database or its server.
const JEST_WORKERS = ['--maxWorkers', process.env.JEST_WORKERS ?? '2'];
step('unit and API tests (PGlite)', bin('jest'), ['--ci', ...JEST_WORKERS]);

const [postgres, redis] = await Promise.all([reachable(5432), reachable(6379)]);
const services = {
  ...(postgres && {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  }),
  ...(redis && { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }),
};
if (Object.keys(services).length > 0) {
  step(
    `API tests on ${Object.keys(services).join(' and ')}`,
    bin('jest'),
    ['--ci', ...JEST_WORKERS, '--selectProjects', 'node', '--testPathPatterns', 'infra/'],
    services,
  );
} else {
  console.log('\n=== PostgreSQL and Redis not found on 127.0.0.1: their API runs are skipped');
}
step('end-to-end (Chromium)', bin('playwright'), ['test', '-c', 'infra/e2e/playwright.config.ts']);
console.log(`\nall tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
