// `npm run dev`: the whole site in watch mode at http://localhost:8080. Every app is rebuilt
// (development mode) into its dist/ on change and the server bundle is rebuilt and restarted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { APPS, ROOT, SERVER_BUNDLE } from './lib/workspace.mjs';

const children = [];
const run = (args, env = {}) => {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
};

const configs = (
  await Promise.all(
    APPS.map(async (app) => {
      const { default: factory, server } = await import(path.join(ROOT, app, 'webpack.config.mjs'));
      const argv = { mode: 'development' };
      return server ? [factory({}, argv), server({}, argv)] : [factory({}, argv)];
    }),
  )
).flat();
const watching = webpack(configs).watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) console.error(error);
  else
    console.log(
      stats.toString({ all: false, errors: true, warnings: true, colors: true }) || 'dev: apps rebuilt',
    );
});

fs.rmSync(SERVER_BUNDLE, { force: true });
run([path.join(ROOT, 'infra/scripts/build-server.mjs'), '--watch']);
while (!fs.existsSync(SERVER_BUNDLE)) await new Promise((resolve) => setTimeout(resolve, 200));
run(['--watch', '--enable-source-maps', SERVER_BUNDLE], { NODE_ENV: 'development' });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((child) => child.kill(signal));
    watching.close(() => process.exit(0));
  });
}
