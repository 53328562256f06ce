// `npm run lint`: ESLint, Prettier, the one-version rule and knip (dead files and exports, knip.jsonc).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const runs = [
  [bin('eslint'), ['--max-warnings=0', '.']],
  [bin('prettier'), ['--check', '--log-level=warn', '.']],
  [process.execPath, [path.join(ROOT, 'scripts/check-versions.mjs')]],
  [bin('knip'), ['--no-progress']],
];
let failed = false;
for (const [command, args] of runs) {
  failed ||= spawnSync(command, args, { stdio: 'inherit', cwd: ROOT }).status !== 0;
}
process.exit(failed ? 1 : 0);
