// `npm start`: builds what is missing or older than its sources, then serves the whole site on
// the embedded defaults (http://localhost:8080 unless PORT says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, SERVER_BUNDLE } from './lib/workspace.mjs';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
