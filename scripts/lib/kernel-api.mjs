// The kernel's public API as its declarations: what `@dostavka/shared-kernel/<area>` gives the
// apps, emitted by TypeScript from the package's exports, and how a change of it must move the
// version (semver; in 0.x a breaking change moves the minor part, anything else the patch).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** file (relative to the kernel) -> its emitted declaration, for every file the exports reach. */
export function emitKernelDeclarations(kernelDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));
  const entries = Object.values(pkg.exports).map((file) => path.join(kernelDir, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(kernelDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir: path.join(kernelDir, '.api-out'),
    rootDir: kernelDir,
  };
  const program = ts.createProgram(entries, options);
  const declarations = {};
  program.emit(undefined, (file, text) => {
    const relative = path.relative(options.outDir, file).split(path.sep).join('/');
    if (!relative.startsWith('src/') || /\.test\.d\.ts$/.test(relative)) return;
    declarations[relative] = text.replace(/\r\n/g, '\n');
  });
  return declarations;
}

/** The committed form: the version, then every file's declaration under a heading, sorted. */
export function snapshotText(version, declarations) {
  const files = Object.keys(declarations).sort();
  return [
    `// @dostavka/shared-kernel ${version}: public declarations (scripts/kernel-api.mjs --update)`,
    ...files.map((file) => `// ==== ${file}\n${declarations[file].trimEnd()}`),
    '',
  ].join('\n');
}

export function parseSnapshot(text) {
  const version = /^\/\/ @dostavka\/shared-kernel (\S+):/.exec(text)?.[1] ?? null;
  const declarations = {};
  for (const part of text.split(/^\/\/ ==== /m).slice(1)) {
    const newline = part.indexOf('\n');
    declarations[part.slice(0, newline)] = part.slice(newline + 1).trimEnd();
  }
  return { version, declarations };
}

/**
 * The version constant's declared type is its value, which every release changes: it is the
 * version itself, compared as such, not a change of the API.
 */
const VERSION_CONSTANT = /^(export declare const KERNEL_VERSION = )"[^"]*";$/;

/** A list of re-exports on one line: `export type { A, B } from './x';`. */
const EXPORT_LIST = /^export (type )?\{([^}]*)\} from ([^;]+);$/;

/**
 * A statement as the lines compared: a list of re-exports is one line per name, so that a name
 * added to a list is an addition, not a changed line.
 */
function statements(line) {
  const list = EXPORT_LIST.exec(line);
  if (!list) return [line];
  const [, type = '', names, from] = list;
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => `export ${type}{ ${name} } from ${from};`);
}

/** Declarations, one normalized statement line each, per file. */
function lines(declarations) {
  const result = new Set();
  for (const [file, text] of Object.entries(declarations))
    for (const line of text.split('\n')) {
      const trimmed = line.trim().replace(VERSION_CONSTANT, '$1"<version>";');
      if (trimmed && !trimmed.startsWith('//') && !trimmed.startsWith('*') && !trimmed.startsWith('/**'))
        for (const statement of statements(trimmed)) result.add(`${file}: ${statement}`);
    }
  return result;
}

const RE_EXPORT = /^(export (?:type )?\{ [^}]+ \}) from .+;$/;

/**
 * What a line still means after a move: a declaration moved to another file is the same
 * declaration (its statement without the file); a name re-exported from another file is the same
 * name of the same file (its statement without the source).
 */
function meaning(line) {
  const at = line.indexOf(': ');
  const file = line.slice(0, at);
  const statement = line.slice(at + 2);
  const reExport = RE_EXPORT.exec(statement);
  return reExport ? `${file}: ${reExport[1]}` : statement;
}

/**
 * 'none', 'additive' (only new lines) or 'breaking' (a line removed or changed), with the lines.
 * A line removed whose meaning is still there (see `meaning`) was moved, not removed.
 */
export function classifyChange(before, after) {
  const old = lines(before);
  const now = lines(after);
  const added = [...now].filter((line) => !old.has(line));
  const kept = new Set(added.map(meaning));
  const removed = [...old].filter((line) => !now.has(line) && !kept.has(meaning(line)));
  const kind = removed.length > 0 ? 'breaking' : added.length > 0 ? 'additive' : 'none';
  return { kind, removed, added };
}

const parse = (version) => version.split('.').map(Number);

/** The smallest version a change of `kind` needs after `version`. */
export function requiredVersion(version, kind) {
  const [major, minor, patch] = parse(version);
  if (kind === 'none') return version;
  if (kind === 'breaking') return major > 0 ? `${major + 1}.0.0` : `0.${minor + 1}.0`;
  return major > 0 ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

/** Whether `next` is at least `needed` (component-wise order). */
export function versionAtLeast(next, needed) {
  const a = parse(next);
  const b = parse(needed);
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/**
 * Null when the current declarations and version agree with the snapshot's; else what to do. A
 * version already bumped far enough only needs the snapshot renewed.
 */
export function checkKernelApi(snapshot, version, declarations) {
  const change = classifyChange(snapshot.declarations, declarations);
  if (change.kind === 'none' && version === snapshot.version) return null;
  const needed = requiredVersion(snapshot.version, change.kind);
  const sample = [
    ...change.removed.slice(0, 5).map((l) => `  - ${l}`),
    ...change.added.slice(0, 5).map((l) => `  + ${l}`),
  ];
  if (!versionAtLeast(version, needed) || (change.kind !== 'none' && version === snapshot.version)) {
    return [
      `The kernel's public API changed (${change.kind}: ${change.removed.length} declaration lines removed or changed, ${change.added.length} added)`,
      `but its version is ${version}; a ${change.kind} change after ${snapshot.version} needs at least ${needed}.`,
      ...sample,
      `Bump shared-kernel/package.json and KERNEL_VERSION (shared-kernel/src/domain/kernel-version.ts), then run`,
      `node scripts/kernel-api.mjs --update.`,
    ].join('\n');
  }
  return `The kernel is ${version} but shared-kernel/api/public-api.d.ts is of ${snapshot.version}: run node scripts/kernel-api.mjs --update and commit it.`;
}
