// `npm run typecheck`: tsc over every package (or those named: `typecheck.mjs shell`). The shell
// checks its remote loads against the types the remotes emitted, so the remotes must have been
// built (npm run build) first; the other packages need no build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './lib/workspace.mjs';
import { collectRemoteTypes } from './lib/remote-types.mjs';

const named = process.argv.slice(2);
const packages = named.length > 0 ? named : ['shared-kernel', 'infra', ...APPS];
if (packages.includes('shell')) collectRemoteTypes();
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
let failed = false;
for (const pkg of packages) {
  const project = path.join(ROOT, pkg, 'tsconfig.json');
  if (!fs.existsSync(project)) continue;
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  console.log(`typecheck: ${pkg} ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
