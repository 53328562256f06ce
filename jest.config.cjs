// One jest run for the whole workspace: a project per environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// .cjs too: PGlite's CommonJS build calls import(), which jest's CommonJS runtime only runs compiled.
const transform = { '^.+\\.(t|j|mj|cj)sx?$': swc };
// ESM-only packages are compiled too (jest runs CommonJS).
const transformIgnorePatterns = [
  '/node_modules/(?!(jose|i18next|react-i18next|mobx|mobx-react-lite|@mui|@emotion|uuid|nanoid|@electric-sql|typebox|content-disposition|cookie)/)',
];
// Component tests render MUI dialogs; on a busy 2-core machine a few take seconds.
// The tests that read the production build: `npm test` runs the others beside the build
// (JEST_WITHOUT_BUILD=1) and these after it (scripts/test.mjs).
const BUILD_TESTS = ['<rootDir>/infra/build/first-view-budget.test.ts'];
// The long files (a release of every remote, the two sitemap crawls): `npm test` runs them as steps
// of their own, one worker each (JEST_WITHOUT_LONG=1 leaves them out of the main run).
const LONG_TESTS = [
  '<rootDir>/infra/build/release.test.ts',
  '<rootDir>/infra/server/src/plugins/app/web/ssr/distinct-pages.test.ts',
  '<rootDir>/infra/server/src/plugins/app/web/ssr/distinct-pages-en.test.ts',
];
// A test file's modules run in a vm context, where every lookup of a global (Math, Object, ...)
// takes V8's slow path through the context's interceptors: a haversine cost 3.7 µs instead of 0.05.
// These, handed to each module as parameters, are read as locals. Never one a test fakes (Date,
// timers): a module would keep the real one.
const sandboxInjectedGlobals = [
  ...['Math', 'Object', 'Array', 'JSON', 'Reflect', 'Map', 'Set', 'WeakMap', 'RegExp', 'Intl', 'BigInt'],
  ...['ArrayBuffer', 'DataView', 'Uint16Array', 'Uint32Array', 'Int32Array', 'Float64Array'],
];
const common = {
  testTimeout: 15_000,
  sandboxInjectedGlobals,
  transform,
  transformIgnorePatterns,
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    '/e2e/',
    ...(process.env.JEST_WITHOUT_BUILD ? BUILD_TESTS : []),
    ...(process.env.JEST_WITHOUT_LONG ? LONG_TESTS : []),
  ],
  // Jest 30 'soft-deletes' globals a test file left behind by wrapping their accessors; MobX's
  // globals object outlives a file, so the wrappers pile up per file until the stack overflows.
  // Every file already runs in a fresh context: no clean-up needed.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

module.exports = {
  // A global option: Jest does not read `testTimeout` from a project's config, so without this every
  // test ran with the default 5 s (an order with its waybill PDF takes longer on a busy machine).
  testTimeout: common.testTimeout,
  // A migrated PGlite database made once per run and copied by every server test file.
  globalSetup: '<rootDir>/scripts/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.cjs',
  reporters: ['default', '<rootDir>/scripts/jest-slowest-reporter.cjs'],
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/infra/**/*.test.ts', '<rootDir>/shared-kernel/src/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/scripts/jest-dom-setup.cjs'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-dom-matchers.cjs'],
      testMatch: [
        '<rootDir>/shared-kernel/src/**/*.test.tsx',
        '<rootDir>/{shell,mf-content,mf-calculator,mf-order,mf-account}/src/**/*.test.{ts,tsx}',
      ],
    },
  ],
};
