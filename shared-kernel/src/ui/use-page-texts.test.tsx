import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { usePageTexts, type OwnTexts } from './use-page-texts';

/** A remote's own texts, as it bundles them. */
const OWN: OwnTexts = {
  namespace: 'remote-under-test',
  texts: {
    ru: {
      pages: { tracking: { title: 'Отслеживание груза', lead: 'Введите номер заказа.' } },
      pageTitle: { tracking: 'Отслеживание' },
    },
    en: {
      pages: { tracking: { title: 'Shipment tracking', lead: 'Enter the order number.' } },
      pageTitle: { tracking: 'Tracking' },
    },
  },
};

/** A remote's page: its heading and lead from its own namespace. */
function Page({ detail }: { detail?: string }) {
  const { title, lead } = usePageTexts(OWN, 'tracking', detail);
  return (
    <>
      <h1>{title}</h1>
      <p>{lead}</p>
    </>
  );
}

beforeAll(() => initI18n('ru'));
afterAll(() => i18n.changeLanguage('ru'));

describe('usePageTexts', () => {
  it("adds the remote's namespace on first use, names the page and its tab, and follows a language switch", async () => {
    expect(i18n.hasResourceBundle('ru', OWN.namespace)).toBe(false);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Отслеживание груза' })).toBeInTheDocument();
    expect(screen.getByText('Введите номер заказа.')).toBeInTheDocument();
    expect(document.title).toBe('Отслеживание — Доставка');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading', { name: 'Shipment tracking' })).toBeInTheDocument();
    expect(document.title).toBe('Tracking — Dostavka');
  });

  it('puts a detail first in the tab title', async () => {
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    render(<Page detail="№ 1042" />);
    expect(document.title).toBe('№ 1042 — Отслеживание — Доставка');
  });

  it("takes a framed page's texts from the kernel's namespace when the remote has none of its own", async () => {
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    function Calculator() {
      const { title, lead } = usePageTexts(OWN, 'calculator');
      return (
        <>
          <h1>{title}</h1>
          <p>{lead}</p>
        </>
      );
    }
    render(<Calculator />);
    expect(screen.getByRole('heading', { name: 'Калькулятор стоимости доставки' })).toBeInTheDocument();
    expect(document.title).toBe('Калькулятор доставки — Доставка');
  });
});
