import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const REMOTES = ['mf-content', 'mf-calculator', 'mf-order', 'mf-account'];
const PACKAGES = {
  shell: '@dostavka/shell',
  ...Object.fromEntries(REMOTES.map((r) => [r, `@dostavka/${r}`])),
};

/**
 * MUI's barrel would bring all of MUI into the browser (it is not shared, and a shared barrel is
 * not tree-shaken): components are imported by their own path, `@mui/material/Button`.
 */
const NO_MUI_BARREL = {
  name: '@mui/material',
  message: "Import MUI per component (import Button from '@mui/material/Button'), never the barrel.",
};

/** A remote may not import another remote or the shell: they talk through the bus and stores. */
function isolation(app) {
  const others = Object.keys(PACKAGES).filter((name) => name !== app);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_MUI_BARREL],
          patterns: [
            {
              group: others.flatMap((other) => [
                `**/${other}/**`,
                `**/${other}`,
                PACKAGES[other],
                `${PACKAGES[other]}/**`,
              ]),
              message: 'Apps do not import each other: use the shared kernel (bus, stores) instead.',
            },
            {
              group: ['**/shared-kernel/src/**'],
              message: 'Import the kernel through its public entry points (@dostavka/shared-kernel/<area>).',
            },
          ],
        },
      ],
    },
  };
}

/**
 * Seed data is for the seeding code (db/seed, and the first start's run of it in the
 * reference-data plugin): what runs in production reads the database or its own tables.
 */
const SEED_ONLY = {
  group: ['**/db/seed', '**/db/seed/**'],
  message: 'Only the seeding code imports seed data: move what production reads out of db/seed.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-stats/**',
      '**/node_modules/**',
      '**/@mf-types/**',
      // Generated: the kernel's public declarations (scripts/kernel-api.mjs).
      'shared-kernel/api/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...Object.keys(PACKAGES).map(isolation),
  {
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_MUI_BARREL],
          patterns: [
            {
              group: ['**/shell/**', '**/mf-*/**', '@dostavka/shell', '@dostavka/mf-*'],
              message: 'The kernel depends on no app.',
            },
          ],
        },
      ],
    },
  },
  // The contract is the kernel's leaf: the wire's schemas, names and vocabularies, built on
  // nothing else of the kernel; the domain and the rest build on it (docs/architecture.md).
  {
    files: ['shared-kernel/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_MUI_BARREL],
          patterns: [
            {
              group: ['../**', '@dostavka/**'],
              message: 'The contract imports nothing of the kernel or the apps: the domain builds on it.',
            },
          ],
        },
      ],
    },
  },
  // The server's layers (docs/architecture.md): external plugins know nothing of the app, and
  // routes reach services through their decorators (`app.orders.place`), types aside.
  {
    files: ['infra/server/src/plugins/external/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../app', '../app/**', '**/plugins/app/**'],
              message: 'External plugins know nothing of app plugins.',
            },
          ],
        },
      ],
    },
  },
  // Routes sit on top: nothing below them (app plugins, services, repositories) imports a route.
  {
    files: ['infra/server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts', 'infra/server/src/plugins/external/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes', '**/routes/**'],
              message: 'Plugins and services never import a route: move the shared piece below both.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'infra/server/src/db/seed/**',
      'infra/server/src/plugins/app/reference-data.ts',
      'infra/server/src/tariffs/test-support.ts',
      'infra/server/src/routes/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SEED_ONLY] }] },
  },
  // Routes -> repositories and services (decorators: app.orders, app.inbox, app.outbox, app.users)
  // -> tables: a route never queries a table itself.
  {
    files: ['infra/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**'],
              allowTypeImports: true,
              message: 'Routes use decorated services (app.orders, app.waybills, ...), not plugins’ insides.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/**'],
              message:
                'Routes do not query tables: ask a repository or service (app.orders, app.inbox, ...).',
            },
            {
              group: ['**/db/schema'],
              allowTypeImports: true,
              message: 'Routes do not query tables: ask a repository or service (a row type may be named).',
            },
            SEED_ONLY,
          ],
        },
      ],
    },
  },
  prettier,
);
