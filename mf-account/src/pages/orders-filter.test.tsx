import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import type { OrderListItem } from '@dostavka/shared-kernel/domain';
import { addCalendarDays, companyToday } from '@dostavka/shared-kernel/domain';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import OrdersPage from './orders-page';

jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const item = (n: number, status: OrderListItem['status'] = 'created'): OrderListItem => ({
  number: `A-${String(n).padStart(8, '0')}`,
  created_at: '2030-03-07T09:00:00.000Z',
  uuid: `o${n}`,
  status,
});

function renderPage(query: Record<string, string> = {}, orders = [item(1), item(2, 'cancelled')]) {
  const api = fakeApi();
  api.user.getOrders.mockResolvedValue({ orders, next: null });
  const view = renderWithKernel(
    ({ store, bus }) => (
      <OrdersPage page="orders" route="orders" params={{}} query={query} store={store} bus={bus} />
    ),
    {
      api: api as unknown as ApiClients,
      setup: (store) => store.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } }),
    },
  );
  return { api, ...view };
}

beforeEach(() => window.history.replaceState(null, '', '/profile/orders/'));

describe('the history filters', () => {
  it('reads the filter from the address and asks the server for it', async () => {
    const { api } = renderPage({ status: 'cancelled', from: '2030-01-01', to: '2030-03-31' });
    await screen.findByRole('list', { name: 'Заказы' });
    expect(api.user.getOrders).toHaveBeenCalledTimes(1);
    expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10, {
      status: 'cancelled',
      from: '2030-01-01',
      to: '2030-03-31',
    });
    const form = screen.getByRole('search', { name: 'Фильтр заказов' });
    expect(within(form).getByRole('combobox', { name: 'Статус' })).toHaveDisplayValue('Отменён');
    expect(within(form).getByLabelText('Оформлен с')).toHaveValue('2030-01-01');
  });

  it('leaves out what in the address is not a status or a date', async () => {
    const { api } = renderPage({ status: 'lost', from: '07.03.2030' });
    await screen.findByRole('list', { name: 'Заказы' });
    expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10);
  });

  it('a chosen status asks the server again from page 1 and goes into the address', async () => {
    const { api } = renderPage();
    await screen.findByRole('list', { name: 'Заказы' });
    expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10);
    api.user.getOrders.mockResolvedValue({ orders: [item(2, 'cancelled')], next: null });
    fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), { target: { value: 'cancelled' } });
    await waitFor(() =>
      expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10, { status: 'cancelled', from: '', to: '' }),
    );
    await waitFor(() => expect(window.location.search).toBe('?status=cancelled'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Заказы' })).getAllByRole('button')).toHaveLength(1),
    );
  });

  it('a quick period fills both dates (dayjs, company time)', async () => {
    const { api } = renderPage();
    await screen.findByRole('list', { name: 'Заказы' });
    fireEvent.click(screen.getByRole('button', { name: 'За 30 дней' }));
    const today = companyToday();
    await waitFor(() =>
      expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10, {
        status: '',
        from: addCalendarDays(today, -30),
        to: today,
      }),
    );
    expect(window.location.search).toBe(`?from=${addCalendarDays(today, -30)}&to=${today}`);
  });

  it('a period that ends before it starts says so and asks nothing', async () => {
    const { api } = renderPage({ from: '2030-03-10' });
    await screen.findByRole('list', { name: 'Заказы' });
    const calls = api.user.getOrders.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Оформлен по'), { target: { value: '2030-03-01' } });
    expect(await screen.findByText('Конец периода раньше его начала')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.user.getOrders.mock.calls.length).toBe(calls);
  });

  it('a row names the carrier in the page’s language by its slug', async () => {
    await i18n.changeLanguage('en');
    try {
      renderPage({}, [
        { ...item(1), carrier: 'Северный экспресс', carrierSlug: 'severny-express', total: 12345 },
      ]);
      const row = await screen.findByRole('button', { name: 'Open order A-00000001' });
      expect(row).toHaveTextContent('Severny Express');
      expect(row).toHaveTextContent('₽12,345');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('no order matching the filter: says so, not "no orders yet"', async () => {
    const { api } = renderPage({ status: 'delivered' }, []);
    expect(await screen.findByText('Нет заказов по этим фильтрам')).toBeInTheDocument();
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10));
  });
});
