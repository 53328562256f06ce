// `npm test`: every test of the repository (docs/testing.md has the time of each step). The build
// is made once and used by the type check of the shell, the build's budget tests and the
// end-to-end tests (their server starts with `build --if-stale`, which finds it fresh). Two lanes
// run side by side, one per core; a lane's steps run in turn:
//  1. build, shell type check, kernel API,  beside  lint, type check of the rest, jest (the server's
//     a release of every remote, the sitemap        tests on PostgreSQL and Redis when they are
//     crawls                                        here, else on PGlite; without the long files)
//  2. Playwright against the build           beside  the build's budgets, the embedded database's
//                                                    own files on PGlite (when 1 used PostgreSQL)
// Jest and Playwright end with their ten slowest tests.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './lib/workspace.mjs';
import { phase, summary } from './lib/steps.mjs';

const started = Date.now();
const node = process.execPath;
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const script = (name, ...args) => ({ command: node, args: [path.join(ROOT, 'scripts', name), ...args] });

function reachable(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/**
 * With PostgreSQL and Redis here, the server's tests run on them (as production does) and these
 * files run once more on the embedded PGlite, the default of `npm start`: a server's start and
 * migrations, and the storage of each area (orders, sign-in, rate cards, the inbox, flags, saved
 * contacts). The end-to-end tests run the whole site on PGlite as well.
 */
const EMBEDDED_TESTS = [
  'infra/server/src/app.test.ts',
  'infra/server/src/routes/user/order/create-order.test.ts',
  'infra/server/src/routes/user/auth/auth.test.ts',
  'infra/server/src/routes/calculator/rate-cards.test.ts',
  'infra/server/src/routes/user/staff/inbox.test.ts',
  'infra/server/src/routes/user/staff/flags.test.ts',
  'infra/server/src/routes/user/profile/saved-contacts.test.ts',
];

/** Steps of their own, one worker each (jest.config.cjs leaves them out when JEST_WITHOUT_LONG is set). */
const RELEASE_TEST = 'infra/build/release.test.ts';
const CRAWLS = [
  'infra/server/src/plugins/app/web/ssr/distinct-pages.test.ts',
  'infra/server/src/plugins/app/web/ssr/distinct-pages-en.test.ts',
];

// Two workers: Jest's default on two cores is one (in band), which leaves a core idle while a
// test file waits on its database or its server.
const JEST_WORKERS = ['--maxWorkers', process.env.JEST_WORKERS ?? '2'];
const jest = (title, args, env = {}) => ({ title, command: bin('jest'), args: ['--ci', ...args], env });

// The calculator's release made by the release test, handed on to the registry's browser test
// (which would otherwise build it again, beside the browsers): removed when the run ends.
const handover = fs.mkdtempSync(path.join(os.tmpdir(), 'dostavka-test-'));
const calculatorRelease = path.join(handover, 'mf-calculator-1.4.2');
process.on('exit', () => fs.rmSync(handover, { recursive: true, force: true }));

const [postgres, redis] = await Promise.all([reachable(5432), reachable(6379)]);
const services = {
  ...(postgres && {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  }),
  ...(redis && { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }),
};
const database =
  [services.DATABASE_URL && 'PostgreSQL', services.REDIS_URL && 'Redis'].filter(Boolean).join(' and ') ||
  'PGlite';
if (Object.keys(services).length === 0)
  console.log('=== PostgreSQL and Redis not found on 127.0.0.1: the server’s tests run on PGlite alone');

// First everything but the browsers: the build (webpack on about one core), then what needs it,
// beside everything that does not.
await phase(
  [
    { title: 'build', ...script('build.mjs', '--if-stale') },
    { title: 'typecheck (shell, against the remotes’ built types)', ...script('typecheck.mjs', 'shell') },
    { title: 'kernel public API (semver)', ...script('kernel-api.mjs') },
    jest('a release of every remote (PGlite)', ['--maxWorkers', '1', '--runTestsByPath', RELEASE_TEST], {
      KEEP_CALCULATOR_RELEASE: calculatorRelease,
    }),
    jest('the sitemap crawls (PGlite)', ['--maxWorkers', '1', '--runTestsByPath', ...CRAWLS]),
  ],
  [
    { title: 'lint', ...script('lint.mjs') },
    {
      title: 'typecheck (all but the shell)',
      ...script('typecheck.mjs', 'shared-kernel', 'infra', ...APPS.filter((app) => app !== 'shell')),
    },
    jest(`unit and API tests (${database})`, JEST_WORKERS, {
      ...services,
      JEST_WITHOUT_BUILD: '1',
      JEST_WITHOUT_LONG: '1',
    }),
  ],
);

// Then the browsers (two at a time; they mostly wait for pages, using under one core), beside
// the build's budgets and, when the server's tests used PostgreSQL, the embedded database's own
// files on PGlite. Beside jest's two workers the browsers and jest each took half as long again;
// beside one worker (the components' tests, the PGlite files and the crawls moved here, tried
// 28.11.2026) the browsers went from about 15 tests a minute to 9, and the jsdom tests used a third
// of the core they had: the run was longer.
await phase(
  [
    {
      title: 'end-to-end (Chromium)',
      command: bin('playwright'),
      args: ['test', '-c', 'infra/e2e/playwright.config.ts'],
      env: fs.existsSync(calculatorRelease) ? { E2E_CALCULATOR_RELEASE: calculatorRelease } : {},
    },
  ],
  [
    jest('tests of the build', ['--runTestsByPath', 'infra/build/first-view-budget.test.ts']),
    ...(services.DATABASE_URL
      ? [
          jest('the embedded database (PGlite)', [
            '--maxWorkers',
            '1',
            '--selectProjects',
            'node',
            '--runTestsByPath',
            ...EMBEDDED_TESTS,
          ]),
        ]
      : []),
  ],
);
summary();
console.log(`\nall tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
