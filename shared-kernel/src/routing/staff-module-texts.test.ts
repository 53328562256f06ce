import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';

const ROOT = path.resolve(__dirname, '../../..');

interface RemoteTexts {
  pages: Record<string, { title?: string } | undefined>;
  pageTitle: Record<string, string | undefined>;
}

const textsOf = (remote: string, lang: 'ru' | 'en') =>
  JSON.parse(
    readFileSync(path.join(ROOT, remote.replace(/_/g, '-'), 'src/i18n', `${lang}.json`), 'utf8'),
  ) as RemoteTexts;

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
