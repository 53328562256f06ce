// What the build and start scripts know about the workspace: which apps exist, where their
// outputs go, and whether an output is older than the sources it was built from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['mf-content', 'mf-calculator', 'mf-order', 'mf-account'];
export const APPS = [...REMOTES, 'shell'];
export const SERVER_BUNDLE = path.join(ROOT, 'infra/dist/server.cjs');

const STAMP = '.build-stamp';

/** Tests are not built: a changed test leaves the build fresh. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Newest modification time under the given paths (files or folders), ignoring outputs and tests. */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry === 'node_modules' || entry.startsWith('dist') || entry.startsWith('.')) continue;
        walk(path.join(p, entry));
      }
    } else if (!TEST_FILE.test(p)) newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

export function appInputs(app) {
  return [
    path.join(ROOT, app, 'src'),
    path.join(ROOT, app, 'webpack.config.mjs'),
    path.join(ROOT, app, 'tsconfig.json'),
    path.join(ROOT, 'shared-kernel/src'),
    path.join(ROOT, 'infra/build'),
    path.join(ROOT, 'package-lock.json'),
  ];
}

/** Apps whose pages the server renders have a server build beside the browser one. */
export const SERVER_RENDERED = ['shell', 'mf-content'];

export function appOutputs(app) {
  const outputs = [path.join(ROOT, app, 'dist')];
  if (SERVER_RENDERED.includes(app)) outputs.push(path.join(ROOT, app, 'dist-server'));
  return outputs;
}

export function serverInputs() {
  return [
    path.join(ROOT, 'infra/server/src'),
    path.join(ROOT, 'infra/scripts'),
    path.join(ROOT, 'shared-kernel/src'),
  ];
}

export function isStale(outputDir, inputs) {
  const stamp = path.join(outputDir, STAMP);
  if (!fs.existsSync(stamp)) return true;
  return newestMtime(inputs) > fs.statSync(stamp).mtimeMs;
}

export function markBuilt(outputDir) {
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(path.join(outputDir, STAMP), new Date().toISOString() + '\n');
}
