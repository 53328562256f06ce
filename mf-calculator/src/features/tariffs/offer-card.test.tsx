import { screen, within } from '@testing-library/react';
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import { i18n } from '@dostavka/shared-kernel/i18n';
import { initTexts, renderInKernel } from '../../test-support';
import { OfferCard } from './offer-card';

const CYRILLIC = /[\u0400-\u04FF]/;

/** An offer as the engine sends it: Russian texts, keys on its lines, its term in days. */
const offer: TariffOffer = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Сборный груз',
  preliminarily: true,
  description:
    'Сборный груз через терминалы «Доставки»: прямые линии между крупными городами, остальные маршруты через хабы.',
  company: { name: 'Доставка', slug: 'dostavka-network' },
  photo: { url: '/media/carriers/dostavka.svg' },
  dates: {
    plannedDateLoadingCargo: { date: '2030-03-08' },
    plannedDateShipmentCargo: { date: '2030-03-14', text: '4-6 дней', days: { min: 4, max: 6 } },
  },
  prices: [
    { name: 'Перевозка', value: 12_345, key: 'priceLine.carriage' },
    {
      name: 'Погрузка: задняя/боковая',
      value: 1000,
      key: 'priceLine.loading',
      values: { loadKey: 'priceLine.load.2' },
    },
    { name: 'Страхование груза', value: 2, key: 'priceLine.insurance' },
  ],
  total: 13_347,
  codes: { tariff: 'network-standard', provider: 'dostavka-network' },
  metadata: {
    mark: 'consolidated-line',
    path: [{ mark: 'departure-destination', from: 'Санкт-Петербург', to: 'Москва', km: 700 }],
  },
  required: { passport: true },
  documents: [
    { name: 'Договор транспортной экспедиции', url: '/offer/' },
    { name: 'Экспедиторская расписка' },
  ],
  quote: 'q',
  expiresAt: '2030-03-07T12:30:00.000Z',
};

beforeAll(initTexts);
afterEach(() => i18n.changeLanguage('ru'));

describe('an offer card in either language', () => {
  it('in English: carrier, tariff, description, documents, lines, term and cost without Cyrillic', async () => {
    await i18n.changeLanguage('en');
    renderInKernel(<OfferCard offer={offer} tags={[]} onChoose={jest.fn()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading')).toHaveTextContent('Dostavka');
    expect(within(card).getByText('Consolidated cargo')).toBeInTheDocument();
    expect(within(card).getByText('4–6 days')).toBeInTheDocument();
    const lines = card.querySelectorAll('dl')[1]!;
    expect(lines.textContent).toContain('Carriage');
    expect(lines.textContent).toContain('Loading: rear/side');
    expect(lines.textContent).toContain('Cargo insurance');
    expect(lines.textContent).toContain('₽12,345');
    expect(within(card).getByRole('link', { name: 'Freight forwarding agreement' })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(CYRILLIC);
  });

  it('in Russian: the same texts as the engine gave, the term with an en dash', () => {
    renderInKernel(<OfferCard offer={offer} tags={[]} onChoose={jest.fn()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading')).toHaveTextContent('Доставка');
    expect(within(card).getByText('Сборный груз')).toBeInTheDocument();
    expect(within(card).getByText('4–6 дней')).toBeInTheDocument();
    expect(within(card).getByText('Погрузка: задняя/боковая')).toBeInTheDocument();
    expect(within(card).getByText('12 345 ₽')).toBeInTheDocument();
  });

  it('an offer without keys (an older server) shows its own texts', async () => {
    await i18n.changeLanguage('en');
    const plain: TariffOffer = {
      ...offer,
      company: { name: 'Другой', slug: 'other' },
      codes: { tariff: 'other' },
      prices: [{ name: 'Перевозка', value: 100 }],
    };
    renderInKernel(<OfferCard offer={plain} tags={[]} onChoose={jest.fn()} />);
    expect(within(screen.getByRole('article')).getByRole('heading')).toHaveTextContent('Другой');
  });
});
