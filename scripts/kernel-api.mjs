// `npm test` step: the kernel follows semver. Compares the kernel's emitted public declarations
// with the committed snapshot (shared-kernel/api/public-api.d.ts) and fails when they changed
// without a version bump of the right kind, or when KERNEL_VERSION and package.json disagree.
//   node scripts/kernel-api.mjs            check
//   node scripts/kernel-api.mjs --update   write the snapshot (after bumping the version)
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';
import { checkKernelApi, emitKernelDeclarations, parseSnapshot, snapshotText } from './lib/kernel-api.mjs';

const kernelDir = path.join(ROOT, 'shared-kernel');
const snapshotFile = path.join(kernelDir, 'api', 'public-api.d.ts');
const { version } = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));
const constant = /KERNEL_VERSION = '([^']+)'/.exec(
  fs.readFileSync(path.join(kernelDir, 'src/domain/kernel-version.ts'), 'utf8'),
)?.[1];
if (constant !== version) {
  console.error(`kernel-api: KERNEL_VERSION is ${constant}, shared-kernel/package.json says ${version}`);
  process.exit(1);
}
const declarations = emitKernelDeclarations(kernelDir);
if (process.argv.includes('--update')) {
  fs.mkdirSync(path.dirname(snapshotFile), { recursive: true });
  fs.writeFileSync(snapshotFile, snapshotText(version, declarations));
  console.log(`kernel-api: snapshot of ${version} written (${Object.keys(declarations).length} files)`);
  process.exit(0);
}
const problem = checkKernelApi(parseSnapshot(fs.readFileSync(snapshotFile, 'utf8')), version, declarations);
if (problem) {
  console.error(`kernel-api: ${problem}`);
  process.exit(1);
}
console.log(`kernel-api: the public API matches ${version}`);
