// The remotes emit their types (`dist/@mf-types.zip`, Module Federation's dts plugin); the shell
// type-checks its remote loads against them. This unpacks each remote's types where the shell's
// tsconfig looks for them: shell/@mf-types/<remote name>/.
import fs from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { REMOTES, ROOT } from './workspace.mjs';

export const remoteName = (dir) => dir.replace(/-/g, '_');

export function collectRemoteTypes() {
  const target = path.join(ROOT, 'shell/@mf-types');
  fs.rmSync(target, { recursive: true, force: true });
  for (const dir of REMOTES) {
    const zip = path.join(ROOT, dir, 'dist/@mf-types.zip');
    if (!fs.existsSync(zip)) throw new Error(`${dir} has not emitted its types (${zip}): build it first`);
    new AdmZip(zip).extractAllTo(path.join(target, remoteName(dir)), true);
  }
}
