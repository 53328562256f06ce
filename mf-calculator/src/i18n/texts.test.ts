import { initI18n } from '@dostavka/shared-kernel/i18n';
import en from './en.json';
import ru from './ru.json';

/** The staff menu's entry (the kernel's `common` texts) for each staff page of this remote. */
const MENU_KEYS = { analytics: 'nav.staffAnalytics', 'rate-cards': 'nav.staffRateCards' } as const;

test.each([
  ['ru', ru],
  ['en', en],
] as const)('%s: the staff menu, the heading and the tab name each staff page alike', async (lang, own) => {
  const i18n = await initI18n(lang);
  await i18n.loadNamespaces('common');
  const menu = i18n.getFixedT(lang, 'common');
  for (const [page, key] of Object.entries(MENU_KEYS)) {
    expect(own.pages[page as keyof typeof MENU_KEYS].title).toBe(menu(key));
    expect(own.pageTitle[page as keyof typeof MENU_KEYS]).toBe(menu(key));
  }
});
