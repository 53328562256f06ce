// `npm run typecheck`: tsc over every package. The shell checks its remote loads against the
// types the remotes emitted, so the remotes must have been built (npm run build) first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './lib/workspace.mjs';
import { collectRemoteTypes } from './lib/remote-types.mjs';

collectRemoteTypes();
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
let failed = false;
for (const pkg of ['shared-kernel', 'infra', ...APPS]) {
  const project = path.join(ROOT, pkg, 'tsconfig.json');
  if (!fs.existsSync(project)) continue;
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  console.log(`typecheck: ${pkg} ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
