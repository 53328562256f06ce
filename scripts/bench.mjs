// `npm run bench`: the benchmarks of every package that has them (today the server's, in infra/),
// then the web part against the built site. `npm run bench -- web` runs the web part alone; it
// builds nothing (BASE=<url> measures a running instance instead of starting one).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const run = (script) =>
  spawnSync(process.execPath, [path.join(ROOT, 'infra', 'bench', script)], {
    stdio: 'inherit',
    cwd: path.join(ROOT, 'infra'),
  }).status ?? 1;

const webOnly = process.argv.slice(2).includes('web');
const status = webOnly ? 0 : run('bench.mjs');
process.exit(status === 0 ? run('web.mjs') : status);
