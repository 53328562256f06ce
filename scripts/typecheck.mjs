// `npm run typecheck`: tsc over every package (or those named: `typecheck.mjs shell`). The shell
// checks its remote loads against the types the remotes emitted, so the remotes must have been
// built (npm run build) first; the other packages need no build.
//
// Packages whose tsconfig adds nothing to the base's options but their files are checked as one
// program: each tsc run loads the libraries' types (React, MUI, Node) and checks the kernel's
// sources again, so one program over the kernel, the server and the remotes takes about a third
// of the time of one run each (55 s against 175 s on the 2-core machine).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './lib/workspace.mjs';
import { collectRemoteTypes } from './lib/remote-types.mjs';

const named = process.argv.slice(2);
const packages = (named.length > 0 ? named : ['shared-kernel', 'infra', ...APPS]).filter((pkg) =>
  fs.existsSync(path.join(ROOT, pkg, 'tsconfig.json')),
);
if (packages.includes('shell')) collectRemoteTypes();
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8')).compilerOptions;

const configOf = (pkg) => JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'tsconfig.json'), 'utf8'));
/** A package checks alike with the others when its own options only repeat the base's. */
const plain = (pkg) =>
  Object.entries(configOf(pkg).compilerOptions ?? {}).every(
    ([key, value]) => JSON.stringify(value) === JSON.stringify(base[key]),
  );

function check(title, project) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  console.log(`typecheck: ${title} ${result.status === 0 ? 'ok' : 'FAILED'}`);
  return result.status === 0;
}

const together = packages.filter(plain);
const alone = packages.filter((pkg) => !together.includes(pkg));
let failed = false;
if (together.length > 0) {
  // Inside the checkout's node_modules, so that the base's `types` resolve as from the packages.
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cache, 'typecheck-'));
  const project = path.join(folder, 'tsconfig.json');
  fs.writeFileSync(
    project,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.base.json'),
      include: together.flatMap((pkg) => configOf(pkg).include.map((entry) => path.join(ROOT, pkg, entry))),
    }),
  );
  try {
    failed ||= !check(together.join(', '), project);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
for (const pkg of alone) failed ||= !check(pkg, path.join(ROOT, pkg, 'tsconfig.json'));
process.exit(failed ? 1 : 0);
