import { act, render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { addRemoteTexts, i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { usePageTitle } from './use-page-title';

/** A remote's page: its title from the remote's own namespace. */
function Page({ detail }: { detail?: string }) {
  const { t } = useTranslation('remote');
  usePageTitle(t('pageTitle.tracking'), detail);
  return null;
}

beforeAll(async () => {
  await initI18n('ru');
  addRemoteTexts('remote', {
    ru: { pageTitle: { tracking: 'Отслеживание груза' } },
    en: { pageTitle: { tracking: 'Track a shipment' } },
  });
});
afterAll(() => i18n.changeLanguage('ru'));

describe('usePageTitle', () => {
  it('names the page in the active language and follows a language switch', async () => {
    render(<Page />);
    expect(document.title).toBe('Отслеживание груза — Доставка');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(document.title).toBe('Track a shipment — Dostavka');
  });

  it('puts a detail first', async () => {
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    render(<Page detail="№ 1042" />);
    expect(document.title).toBe('№ 1042 — Отслеживание груза — Доставка');
  });
});
