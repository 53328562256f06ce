import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

type Case = [file: string, code: string];

const FORBIDDEN: Case[] = [
  ['mf-calculator/src/x.ts', "import { mount } from '../../mf-order/src/pages';"],
  ['mf-calculator/src/x.ts', "import '@dostavka/mf-order';"],
  ['mf-content/src/x.ts', "import { App } from '../../shell/src/app/app';"],
  ['mf-account/src/x.ts', "import '@dostavka/shell/src/bootstrap';"],
  ['mf-order/src/x.ts', "import { RootStore } from '../../shared-kernel/src/stores/root-store';"],
  ['shared-kernel/src/x.ts', "import { App } from '../../shell/src/app/app';"],
  // MUI's barrel, in an app or in the kernel.
  ['shell/src/x.ts', "import { Button } from '@mui/material';"],
  ['shared-kernel/src/x.ts', "import { Box } from '@mui/material';"],
  // Nothing below the server's routes imports one.
  ['infra/server/src/plugins/app/web/x.ts', "import { visitorOf } from '../../../routes/content/faq';"],
  // The contract is the kernel's leaf.
  ['shared-kernel/src/contract/x.ts', "import { ROLE_LEVELS } from '../domain/roles';"],
  ['shared-kernel/src/contract/x.ts', "import { ROLE_LEVELS } from '@dostavka/shared-kernel/domain';"],
  // Routes query no table: repositories and services do.
  ['infra/server/src/routes/user/x.ts', "import { eq } from 'drizzle-orm';"],
  ['infra/server/src/routes/user/x.ts', "import { alias } from 'drizzle-orm/pg-core';"],
  ['infra/server/src/routes/user/staff/x.ts', "import { users } from '../../../db/schema';"],
  // Seed data only in the seeding code.
  ['infra/server/src/plugins/app/x.ts', "import { SEED_FLEET } from '../../db/seed/tariffs';"],
  ['infra/server/src/routes/x.ts', "import { CATALOGUE_GROUPS } from '../db/seed/catalogue';"],
];
const ALLOWED: Case[] = [
  ['mf-calculator/src/x.ts', "import { RootStore } from '@dostavka/shared-kernel/stores';"],
  ['mf-calculator/src/x.ts', "import { page } from './pages/calculator-page';"],
  ['shell/src/x.ts', "import { matchRoute } from '@dostavka/shared-kernel/routing';"],
  ['mf-content/src/x.ts', "import Button from '@mui/material/Button';"],
  ['shared-kernel/src/contract/x.ts', "import { ROLE_LEVELS } from './vocabulary';"],
  ['infra/server/src/plugins/app/web/x.ts', "import { visitorOf } from '../../../visitor-cookie';"],
  ['shared-kernel/src/domain/x.ts', "import { ROLE_LEVELS } from '../contract/vocabulary';"],
  ['infra/server/src/routes/user/x.ts', "import type { OrderRow } from '../../db/schema';"],
  ['infra/server/src/plugins/app/x.ts', "import { users } from '../../db/schema';"],
  ['infra/server/src/db/seed/x.ts', "import { SEED_FLEET } from './tariffs';"],
  [
    'infra/server/src/plugins/app/reference-data.ts',
    "import { seedTariffData } from '../../db/seed/tariff-data';",
  ],
];

/**
 * ESLint loads its (ES module) configuration with a dynamic import, which jest's CommonJS sandbox
 * cannot run, so the cases are linted in one child Node process with the repository's real config.
 */
function lintBoundaries(cases: Case[]): number[] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
      const counts = [];
      for (const [file, code] of cases) {
        const [result] = await eslint.lintText(code, { filePath: require('path').join(${JSON.stringify(ROOT)}, file) });
        counts.push(result.messages.filter((m) => /(^|\\/)no-restricted-imports$/.test(m.ruleId ?? '')).length);
      }
      process.stdout.write(JSON.stringify(counts));
    })();
  `;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as number[];
}

describe('the lint rule that keeps apps apart', () => {
  let forbidden: number[] = [];
  let allowed: number[] = [];
  beforeAll(() => {
    const counts = lintBoundaries([...FORBIDDEN, ...ALLOWED]);
    forbidden = counts.slice(0, FORBIDDEN.length);
    allowed = counts.slice(FORBIDDEN.length);
  }, 60_000);

  it.each(FORBIDDEN.map((c, i) => [...c, i] as const))('fails %s importing another app: %s', (_f, _c, i) => {
    expect(forbidden[i]).toBeGreaterThan(0);
  });

  it.each(ALLOWED.map((c, i) => [...c, i] as const))(
    'lets %s import the kernel or its own files: %s',
    (_f, _c, i) => {
      expect(allowed[i]).toBe(0);
    },
  );
});
