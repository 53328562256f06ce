// `npm run bench`: the benchmarks of every package that has them (today the server's, in infra/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const result = spawnSync(process.execPath, [path.join(ROOT, 'infra', 'bench', 'bench.mjs')], {
  stdio: 'inherit',
  cwd: path.join(ROOT, 'infra'),
});
process.exit(result.status ?? 1);
