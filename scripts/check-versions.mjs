// One version of each dependency across the workspace: every package.json must declare exactly
// the version the root package.json pins.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const pinned = { ...root.dependencies, ...root.devDependencies };
const problems = [];
for (const workspace of root.workspaces) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  if (!pkg.name?.startsWith('@dostavka/'))
    problems.push(`${workspace}: package name must use the @dostavka/ scope`);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const [name, version] of Object.entries(pkg[field] ?? {})) {
      if (name.startsWith('@dostavka/')) continue;
      if (!(name in pinned)) problems.push(`${workspace}: ${name} is not pinned in the root package.json`);
      else if (pinned[name] !== version)
        problems.push(`${workspace}: ${name}@${version} differs from the root's ${pinned[name]}`);
    }
  }
}
for (const [name, version] of Object.entries(pinned)) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) problems.push(`root: ${name}@${version} is not an exact version`);
}
if (problems.length) {
  console.error(`dependency versions:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('dependency versions: one version of each across the workspace');
