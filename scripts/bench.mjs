// `npm run bench`: the benchmarks of every package that has them, all in infra/bench/.
//   npm run bench              the server's (REST, realtime and the realtime flood), then the web part
//   npm run bench -- flood     only the realtime flood (health check and memory under 20,000 messages)
//   npm run bench -- web       only the web part: server rendering and quote CPU (web.mjs), then
//                              Lighthouse and the time to the first offer (browser.mjs)
//   npm run bench -- cluster   one process against two behind nginx (cluster.mjs; needs nginx,
//                              PostgreSQL and Redis)
// The web part builds nothing; BASE=http://host:port measures a running instance.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const PARTS = {
  server: ['bench.mjs'],
  web: ['web.mjs', 'browser.mjs'],
  flood: ['flood.mjs'],
  cluster: ['cluster.mjs'],
};
// The server part runs the flood too; the cluster part needs nginx, PostgreSQL and Redis and runs when asked.
const DEFAULT = ['server', 'web'];
const wanted = process.argv.slice(2);
for (const [part, files] of Object.entries(PARTS)) {
  if (!(wanted.length > 0 ? wanted : DEFAULT).includes(part)) continue;
  for (const file of files) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'infra', 'bench', file)], {
      stdio: 'inherit',
      cwd: path.join(ROOT, 'infra'),
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
