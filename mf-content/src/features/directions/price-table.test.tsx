import { act, screen, within } from '@testing-library/react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { renderWithKernel } from '@dostavka/shared-kernel/testing';
import type { RoutePriceRow } from '@dostavka/shared-kernel/domain';
import { ensureContentTexts } from '../../i18n';
import { PriceTable } from './price-table';

beforeAll(async () => {
  await initI18n('ru');
  ensureContentTexts();
});

const offer = (name: string, total: number, min: number, max: number, preliminarily = false) => ({
  company: { name, slug: name.toLowerCase() },
  tariff: 'Сборный груз',
  total,
  term: { min, max },
  preliminarily,
});

const rows: RoutePriceRow[] = [
  {
    key: 'kg100',
    kind: 'consolidated',
    weightKg: 100,
    vehicle: null,
    offers: [offer('Доставка', 770, 2, 3), offer('ТрансВектор', 1240, 4, 6, true)],
  },
  {
    key: 'van',
    kind: 'dedicated',
    weightKg: 1500,
    vehicle: 'Газель 1,5 т',
    offers: [offer('Доставка', 23790, 1, 2)],
  },
];

describe('the route price table', () => {
  it('shows every carrier of a shipment with its term and price, the shipment once', () => {
    renderWithKernel(<PriceTable rows={rows} route="Москва — Тверь" pricedOn="2026-11-25" />);
    const table = screen.getByRole('table');
    const header = within(table).getByRole('rowheader', { name: 'Сборный груз 100 кг' });
    expect(header).toHaveAttribute('rowspan', '2');
    expect(within(table).getByRole('rowheader', { name: 'Газель целиком' })).toBeInTheDocument();
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(3);
    expect(body[0]).toHaveTextContent('Доставка2–3 дн.770 ₽');
    // A preliminary price is marked as approximate.
    expect(body[1]).toHaveTextContent('ТрансВектор4–6 дн.≈ 1 240 ₽');
    expect(body[2]).toHaveTextContent('Газель целикомДоставка1–2 дн.23 790 ₽');
    // The caption names the route and the loading date priced for.
    expect(table).toHaveTextContent('Тарифы перевозчиков Москва — Тверь по ставкам на 25.11.2026');
  });

  it('says for each offer where the cargo is handed in and collected on this way', () => {
    const point = (id: string, provider: string, address: string) => ({
      id,
      provider,
      kind: 'WAREHOUSE' as const,
      city: { code: '0', name: '' },
      name: `Терминал ${id}`,
      address,
      hours: 'Пн–Пт 8:00–20:00',
      lat: 0,
      lon: 0,
      locker: null,
    });
    const terminals = {
      from: [point('m1', 'доставка', 'ул. Складская, д. 1'), point('m2', 'доставка', 'ул. Южная, д. 2')],
      to: [point('t1', 'доставка', 'ул. Тверская, д. 3')],
    };
    renderWithKernel(
      <PriceTable
        rows={rows}
        route="Москва — Тверь"
        pricedOn="2026-11-25"
        ends={{ from: 'Москва', to: 'Тверь', terminals }}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: 'Сдать в г. Москва → получить в г. Тверь' }),
    ).toBeInTheDocument();
    const body = within(table).getAllByRole('row').slice(1);
    // Every terminal of the carrier at each end; the door where it keeps none; a vehicle door to door.
    expect(body[0]).toHaveTextContent('ул. Складская, д. 1 или ул. Южная, д. 2 → ул. Тверская, д. 3');
    expect(body[1]).toHaveTextContent('у двери (курьер) → у двери (курьер)');
    expect(body[2]).toHaveTextContent('от двери в г. Москва до двери в г. Тверь');
    expect(body[0]).toHaveTextContent('770 ₽');
  });

  it('writes the priced date as the reader’s language does', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithKernel(<PriceTable rows={rows} route="Moscow — Tver" pricedOn="2026-11-25" />);
      expect(screen.getByRole('table')).toHaveTextContent('at the rates for loading on 25 Nov 2026');
    } finally {
      await act(() => i18n.changeLanguage('ru'));
    }
  });
});
