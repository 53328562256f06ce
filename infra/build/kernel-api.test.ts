/**
 * The kernel's semver check (scripts/kernel-api.mjs, a step of `npm test`): how a change of the
 * public declarations must move the version. The declarations themselves are emitted by the step
 * (a minute of TypeScript); here the rules, and that the committed snapshot is of this version.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkKernelApi,
  classifyChange,
  parseSnapshot,
  requiredVersion,
  snapshotText,
} from '../../scripts/lib/kernel-api.mjs';

const ROOT = path.resolve(__dirname, '../..');

const before = {
  'src/bus/index.d.ts':
    'export declare function createBus(): EventBus;\nexport interface EventBus {\n    emit(name: string): void;\n}',
};
const added = {
  'src/bus/index.d.ts': `${before['src/bus/index.d.ts']}\nexport declare const BUS_VERSION = 1;`,
};
const changed = {
  'src/bus/index.d.ts': before['src/bus/index.d.ts'].replace(
    'emit(name: string)',
    'emit(name: string, payload: unknown)',
  ),
};

describe('the kernel follows semver', () => {
  test('a change is none, additive or breaking', () => {
    expect(classifyChange(before, before).kind).toBe('none');
    expect(classifyChange(before, added).kind).toBe('additive');
    expect(classifyChange(before, changed)).toMatchObject({
      kind: 'breaking',
      removed: ['src/bus/index.d.ts: emit(name: string): void;'],
    });
    expect(classifyChange(before, {}).kind).toBe('breaking');
  });

  test('a name added to a list of re-exports is an addition; a name taken out is breaking', () => {
    const listed = (names: string) => ({
      'src/domain/types/content.d.ts': `export type { ${names} } from '@dostavka/shared-kernel/contract';`,
    });
    expect(classifyChange(listed('A, B'), listed('A, B, C')).kind).toBe('additive');
    expect(classifyChange(listed('A, B'), listed('A, C'))).toMatchObject({
      kind: 'breaking',
      removed: ["src/domain/types/content.d.ts: export type { B } from '@dostavka/shared-kernel/contract';"],
    });
  });

  test('a declaration moved to another file and re-exported under its name is no change of the API', () => {
    const rules = (from: string) => ({
      'src/domain/rules/index.d.ts': `export { shownError } from './${from}';`,
      [`src/domain/rules/${from}.d.ts`]: 'export declare function shownError(meta: FieldMeta): string;',
    });
    expect(classifyChange(rules('final-form'), rules('shown-error')).kind).toBe('additive');
    // The entry that exported it no longer does: breaking, even if another entry now exports it.
    const moved = {
      'src/domain/index.d.ts': "export { shownError } from './rules/shown-error';",
      'src/domain/rules/shown-error.d.ts': 'export declare function shownError(meta: FieldMeta): string;',
    };
    expect(classifyChange(rules('final-form'), moved)).toMatchObject({
      kind: 'breaking',
      removed: ["src/domain/rules/index.d.ts: export { shownError } from './final-form';"],
    });
    // Its declaration changed on the way: breaking.
    const changedOnTheWay = {
      ...rules('shown-error'),
      'src/domain/rules/shown-error.d.ts': 'export declare function shownError(meta: FieldMeta): boolean;',
    };
    expect(classifyChange(rules('final-form'), changedOnTheWay).kind).toBe('breaking');
  });

  test('a new value of KERNEL_VERSION is the version moving, not an API change', () => {
    const versioned = (version: string) => ({
      ...before,
      'src/domain/kernel-version.d.ts': `export declare const KERNEL_VERSION = "${version}";`,
    });
    expect(classifyChange(versioned('0.3.0'), versioned('0.3.1')).kind).toBe('none');
    expect(
      checkKernelApi({ version: '0.3.0', declarations: versioned('0.3.0') }, '0.3.1', versioned('0.3.1')),
    ).toMatch(/public-api\.d\.ts is of 0\.3\.0: run node scripts\/kernel-api\.mjs --update/);
  });

  test.each([
    ['0.1.0', 'additive', '0.1.1'],
    ['0.1.0', 'breaking', '0.2.0'],
    ['1.4.2', 'additive', '1.5.0'],
    ['1.4.2', 'breaking', '2.0.0'],
    ['1.4.2', 'none', '1.4.2'],
  ])('after %s a %s change needs %s', (version, kind, needed) => {
    expect(requiredVersion(version, kind)).toBe(needed);
  });

  test('a changed API without the right bump fails with what to do', () => {
    const snapshot = parseSnapshot(snapshotText('0.1.0', before));
    expect(checkKernelApi(snapshot, '0.1.0', before)).toBeNull();
    expect(checkKernelApi(snapshot, '0.1.0', changed)).toMatch(
      /public API changed \(breaking[\s\S]*needs at least 0\.2\.0[\s\S]*- src\/bus\/index\.d\.ts: emit\(name: string\): void;[\s\S]*--update/,
    );
    expect(checkKernelApi(snapshot, '0.1.1', changed)).toMatch(/needs at least 0\.2\.0/);
    expect(checkKernelApi(snapshot, '0.1.0', added)).toMatch(/additive[\s\S]*needs at least 0\.1\.1/);
    // Bumped far enough: only the snapshot is to be renewed.
    expect(checkKernelApi(snapshot, '0.2.0', changed)).toMatch(/run node scripts\/kernel-api\.mjs --update/);
    expect(checkKernelApi(snapshot, '0.2.0', changed)).not.toMatch(/needs at least/);
  });

  test('the committed snapshot is of the kernel version package.json and KERNEL_VERSION name', () => {
    const snapshot = parseSnapshot(
      readFileSync(path.join(ROOT, 'shared-kernel/api/public-api.d.ts'), 'utf8'),
    );
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared-kernel/package.json'), 'utf8'));
    const constant = readFileSync(path.join(ROOT, 'shared-kernel/src/domain/kernel-version.ts'), 'utf8');
    expect(snapshot.version).toBe(pkg.version);
    expect(constant).toContain(`KERNEL_VERSION = '${pkg.version}'`);
    expect(Object.keys(snapshot.declarations)).toEqual(
      expect.arrayContaining(['src/contract/index.d.ts', 'src/remote/index.d.ts']),
    );
  });
});
