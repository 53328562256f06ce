/**
 * Every text of the site exists in Russian and in English: the kernel's namespaces and each app's
 * own (a remote ships its texts with it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textKeys } from '@dostavka/shared-kernel/i18n';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** [label, Russian file, English file] of every namespace in the workspace. */
function namespaces(): [string, string, string][] {
  const found: [string, string, string][] = [];
  const kernel = path.join(ROOT, 'shared-kernel/src/i18n/locales');
  for (const file of readdirSync(path.join(kernel, 'ru')))
    found.push([`kernel ${file}`, path.join(kernel, 'ru', file), path.join(kernel, 'en', file)]);
  for (const app of readdirSync(ROOT).filter((name) => /^(shell|mf-[a-z]+)$/.test(name))) {
    const folder = path.join(ROOT, app, 'src/i18n');
    if (existsSync(path.join(folder, 'ru.json')))
      found.push([app, path.join(folder, 'ru.json'), path.join(folder, 'en.json')]);
    // A namespace of some of the app's pages only (the calculator's staff pages), in a folder.
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory() && existsSync(path.join(folder, entry.name, 'ru.json')))
        found.push([
          `${app} ${entry.name}`,
          path.join(folder, entry.name, 'ru.json'),
          path.join(folder, entry.name, 'en.json'),
        ]);
  }
  return found;
}

test('every app that ships texts is found', () => {
  expect(namespaces().map(([label]) => label)).toEqual(
    expect.arrayContaining([
      'kernel common.json',
      'kernel order.json',
      'mf-content',
      'mf-calculator',
      'mf-calculator staff',
      'mf-order',
      'mf-account',
    ]),
  );
});

test.each(namespaces())('%s: the same keys in Russian and English', (_label, ru, en) => {
  const russian = read(ru);
  const english = read(en);
  expect(textKeys(english)).toEqual(textKeys(russian));
  expect(textKeys(russian).length).toBeGreaterThan(0);
});
