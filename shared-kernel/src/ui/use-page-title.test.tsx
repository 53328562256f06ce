import { act, render } from '@testing-library/react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { usePageTitle } from './use-page-title';

function Page({ detail }: { detail?: string }) {
  usePageTitle('tracking', detail);
  return null;
}

beforeAll(() => initI18n('ru'));
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
