// `npm run build`: production builds of the four remotes, then the shell (which type-checks
// against the types the remotes emit), then the server bundle. Each app's text files get brotli
// and gzip copies beside them (scripts/lib/precompress.mjs).
//   node scripts/build.mjs                 everything
//   node scripts/build.mjs --only shell    one app (or `server`)
//   node scripts/build.mjs --if-stale      only what is older than its sources (npm start)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import {
  APPS,
  REMOTES,
  ROOT,
  appInputs,
  appOutputs,
  isStale,
  markBuilt,
  serverInputs,
} from './lib/workspace.mjs';
import { precompress } from './lib/precompress.mjs';
import { collectRemoteTypes } from './lib/remote-types.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const ifStale = args.includes('--if-stale');

/** The app's browser build and, for the apps that render on the server, its server build. */
async function loadConfigs(app) {
  const { default: factory, server } = await import(path.join(ROOT, app, 'webpack.config.mjs'));
  const argv = { mode: 'production' };
  const configs = server ? [factory({}, argv), server({}, argv)] : [factory({}, argv)];
  // Module Federation's manifest plugin warns on every build that the manifests resolve their
  // files from where they are loaded (publicPath 'auto'). That is the design: a remote's files may
  // live on any origin (docs/deploying.md). Its logger's warnings are left out; errors still show.
  for (const config of configs)
    config.infrastructureLogging = { level: 'error', ...config.infrastructureLogging };
  return configs;
}

/** One line per fifth of the way, so a first `npm start` (a few minutes) shows it is moving. */
function progress(label) {
  let shown = 0;
  return new webpack.ProgressPlugin((share) => {
    const fifth = Math.floor(share * 5);
    if (fifth > shown && fifth < 5) {
      shown = fifth;
      console.log(`build: ${label}: ${fifth * 20} %`);
    }
  });
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        const info = stats.toString({ all: false, errors: true, warnings: true, colors: true });
        if (info.trim()) console.log(info);
        if (stats.hasErrors()) reject(new Error('webpack reported errors'));
        else resolve();
      });
    });
  });
}

async function buildApps(apps) {
  if (apps.length === 0) return;
  const started = Date.now();
  console.log(
    `build: ${apps.join(', ')} (production, ${apps.length > 1 ? 'a few minutes' : 'about a minute'})`,
  );
  const configs = (await Promise.all(apps.map(loadConfigs))).flat();
  const compiler = webpack(configs);
  progress(apps.join(', ')).apply(compiler);
  await run(compiler);
  for (const app of apps) {
    const copies = await precompress(path.join(ROOT, app, 'dist'));
    console.log(`build: ${app}: ${copies} brotli and gzip copies beside its files`);
  }
  apps.forEach((app) => appOutputs(app).forEach(markBuilt));
  console.log(`build: ${apps.join(', ')} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function buildServer() {
  console.log('build: server');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'infra/scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('server build failed');
  markBuilt(path.join(ROOT, 'infra/dist'));
}

const wanted = (name) => !only || only === name;
const needed = (app) =>
  wanted(app) && (!ifStale || appOutputs(app).some((output) => isStale(output, appInputs(app))));

try {
  const remotes = REMOTES.filter(needed);
  await buildApps(remotes);
  if (needed('shell') || (remotes.length > 0 && wanted('shell') && !only)) {
    collectRemoteTypes();
    await buildApps(['shell']);
  }
  if (wanted('server') && (!ifStale || isStale(path.join(ROOT, 'infra/dist'), serverInputs()))) buildServer();
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}
void APPS;
