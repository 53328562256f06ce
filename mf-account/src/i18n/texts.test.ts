import { initI18n } from '@dostavka/shared-kernel/i18n';
import en from './en.json';
import ru from './ru.json';

/** The staff menu's entry (the kernel's `common` texts) for each page of this remote. */
const MENU_KEYS = { remotes: 'nav.staffRemotes', inbox: 'nav.staffInbox', flags: 'nav.staffFlags' } as const;

test.each([
  ['ru', ru],
  ['en', en],
] as const)('%s: the staff menu and the tab name each page as the page names itself', async (lang, own) => {
  const i18n = await initI18n(lang);
  await i18n.loadNamespaces('common');
  const menu = i18n.getFixedT(lang, 'common');
  for (const [page, key] of Object.entries(MENU_KEYS)) {
    expect(menu(key)).toBe(own.pages[page as keyof typeof MENU_KEYS].title);
    // The browser's tab too: one name for one page.
    expect(own.pageTitle[page as keyof typeof MENU_KEYS]).toBe(menu(key));
  }
});
