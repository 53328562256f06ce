import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';

const ROOT = path.resolve(__dirname, '../../..');

interface RemoteTexts {
  pages: Record<string, { title?: string } | undefined>;
  pageTitle: Record<string, string | undefined>;
}

/** A remote's page texts: its namespace's, and those of its namespaces for some pages (a folder each). */
function textsOf(remote: string, lang: 'ru' | 'en'): RemoteTexts {
  const folder = path.join(ROOT, remote.replace(/_/g, '-'), 'src/i18n');
  const files = [
    path.join(folder, `${lang}.json`),
    ...readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(folder, entry.name, `${lang}.json`)),
  ].filter((file) => existsSync(file));
  const texts: RemoteTexts = { pages: {}, pageTitle: {} };
  for (const file of files) {
    const own = JSON.parse(readFileSync(file, 'utf8')) as Partial<RemoteTexts>;
    Object.assign(texts.pages, own.pages);
    Object.assign(texts.pageTitle, own.pageTitle);
  }
  return texts;
}

// Every staff module of the registry: the menu's label, the page's heading and the browser's tab
// say one name, in both languages.
test.each(['ru', 'en'] as const)(
  '%s: the staff menu, the heading and the tab name each staff module alike',
  async (lang) => {
    const i18n = await initI18n(lang);
    await i18n.loadNamespaces('common');
    const menu = i18n.getFixedT(lang, 'common');
    for (const module of Object.values(STAFF_MODULES)) {
      const own = textsOf(module.remote, lang);
      const name = menu(module.label);
      expect([module.page, own.pages[module.page]?.title]).toEqual([module.page, name]);
      expect([module.page, own.pageTitle[module.page]]).toEqual([module.page, name]);
    }
  },
);
