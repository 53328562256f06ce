// The npm registry this project is built against does not carry every platform build of native
// packages (e.g. @swc/core-darwin-arm64), so `npm install` leaves those optional dependencies out
// of package-lock.json and `npm ci` then refuses the lock file as out of sync. This records each
// missing platform package as an optional entry with the os/cpu/libc its name states, exactly as
// npm writes them when it can see the package; `npm ci` skips them on other platforms.
// Run after any `npm install` that changes the lock file: node scripts/complete-lockfile.mjs
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const LOCK = path.join(ROOT, 'package-lock.json');
const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu')
      ? 'glibc'
      : null;
  return { os, cpu, libc };
}

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || (location && lock.packages[`${location}/${key}`])) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    lock.packages[key] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...(cpu && { cpu: [cpu] }),
      ...(libc && { libc: [libc] }),
      ...(os && { os: [os] }),
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
console.log(added.length ? `lock file: recorded ${added.length} platform packages` : 'lock file: complete');
