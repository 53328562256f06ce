import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { OrderDetail, OrderListItem } from '@dostavka/shared-kernel/domain';
import { contactSignature } from '@dostavka/shared-kernel/domain';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel, testOrder } from '@dostavka/shared-kernel/testing';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { isDialogEntry } from '@dostavka/shared-kernel/ui-core';
import OrdersPage from './orders-page';

jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

type Api = ReturnType<typeof fakeApi>;

const item = (n: number): OrderListItem => ({
  number: `A-${String(n).padStart(8, '0')}`,
  created_at: '2025-03-07T09:00:00.000Z',
  uuid: `o${n}`,
  status: 'created',
});
const page = (from: number, count: number, next: number | null) => ({
  orders: Array.from({ length: count }, (_, i) => item(from + i)),
  next: next === null ? null : { page: next },
});

const detail = (status: OrderDetail['status'] = 'created', loadingDate = '2030-03-08') =>
  testOrder({ status, loadingDate });

function renderPage(
  prepare: (api: Api) => void,
  options: { query?: Record<string, string>; setup?(store: RootStore): void } = {},
) {
  const api = fakeApi();
  prepare(api);
  const view = renderWithKernel(
    ({ store, bus }) => (
      <OrdersPage
        page="orders"
        route="orders"
        params={{}}
        query={options.query ?? {}}
        store={store}
        bus={bus}
      />
    ),
    {
      api: api as unknown as ApiClients,
      setup: (store) => {
        store.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
        options.setup?.(store);
      },
    },
  );
  return { api, ...view };
}

describe('the order history', () => {
  it('an empty history leads to the calculator', async () => {
    renderPage((api) => api.user.getOrders.mockResolvedValue(page(1, 0, null)));
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Рассчитать доставку' }).getAttribute('href')).toBe(
      '/calculator/',
    );
  });

  it('shows 10 orders a page and loads the next one with the button, until there is none', async () => {
    const { api } = renderPage((prepared) =>
      prepared.user.getOrders.mockResolvedValueOnce(page(1, 10, 2)).mockResolvedValueOnce(page(11, 3, null)),
    );
    const list = await screen.findByRole('list', { name: 'Заказы' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByText('Это все заказы');
    expect(api.user.getOrders).toHaveBeenLastCalledWith(2, 10);
    expect(within(list).getAllByRole('button')).toHaveLength(13);
  });

  it('a forced refresh loads page 1 again', async () => {
    const { api } = renderPage((prepared) => prepared.user.getOrders.mockResolvedValue(page(1, 2, null)));
    await screen.findByText('A-00000002');
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(api.user.getOrders).toHaveBeenCalledTimes(2));
    expect(api.user.getOrders).toHaveBeenLastCalledWith(1, 10);
    expect(screen.getAllByText('A-00000001')).toHaveLength(1);
  });
});

describe('an order of the history', () => {
  const opened = async (prepare: (api: Api) => void = () => undefined) => {
    const view = renderPage((api) => {
      api.user.getOrders.mockResolvedValue(page(1, 1, null));
      api.user.getOrder.mockResolvedValue(detail());
      prepare(api);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть заказ A-00000001' }));
    const dialog = await screen.findByRole('dialog', { name: /Заказ A-00000001/ });
    return { ...view, dialog };
  };

  it('shows the timeline, parties, cargo and prices', async () => {
    const { dialog, api } = await opened();
    expect(api.user.getOrder).toHaveBeenCalledWith('A-00000001');
    expect(within(dialog).getByRole('list', { name: 'История статусов' })).toBeInTheDocument();
    expect(within(dialog).getByText('ООО Ромашка, ИНН 7707083893')).toBeInTheDocument();
    expect(within(dialog).getByText('Пётр Иванов')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 место · 12 кг/)).toBeInTheDocument();
    expect(within(dialog).getByText('2 302 ₽')).toBeInTheDocument();
  });

  it('"repeat the order" opens the calculator for the same shipment, the parties ready for the form', async () => {
    const { dialog, bus, store } = await opened();
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Повторить заказ' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const to = (navigate.mock.calls[0]![0] as { to: string }).to;
    expect(to).toMatch(
      /^\/calculator\/\?from=sankt-peterburg&to=moskva&fromMethod=WAREHOUSE&toMethod=WAREHOUSE&cargo=/,
    );
    expect(store.shipment.tariff).toBeNull();
    // The route is in the shipment already; the parties' draft is the store's (repeat-order.test.ts).
    expect(store.shipment.directions.to.city?.slug).toBe('moskva');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a waybill that cannot be made is a toast with the server message', async () => {
    const { dialog, bus } = await opened((api) =>
      api.user.createWaybill.mockRejectedValue(
        new ApiError(404, 'No such order', '/x', { message: 'No such order' }),
      ),
    );
    const toasts = jest.fn();
    bus.on('notify', toasts);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скачать накладную (PDF)' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith({ message: 'No such order', variant: 'error' }));
  });

  it('the loading date changes to a later one', async () => {
    const { dialog, api } = await opened((prepared) =>
      prepared.user.changeOrderDates.mockResolvedValue(detail('created', '2030-03-12')),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изменить дату' }));
    fireEvent.change(within(dialog).getByLabelText('Новая дата погрузки'), {
      target: { value: '2030-03-12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await within(dialog).findByText('12.03.2030');
    expect(api.user.changeOrderDates).toHaveBeenCalledWith({ uuid: 'o1', date: '2030-03-12' });
  });

  it('a day before the company’s today cannot be saved, and says so', async () => {
    const { dialog, api } = await opened();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изменить дату' }));
    const field = within(dialog).getByLabelText('Новая дата погрузки');
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(api.user.changeOrderDates).not.toHaveBeenCalled();
  });

  it('a day past the week the price holds for cannot be saved, and names the last day', async () => {
    const { dialog, api } = await opened();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изменить дату' }));
    const field = within(dialog).getByLabelText('Новая дата погрузки');
    // Priced for 8 March 2030: the price holds until the 15th.
    expect(field.getAttribute('max')).toBe('2030-03-15');
    fireEvent.change(field, { target: { value: '2030-03-15' } });
    expect(field.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(field, { target: { value: '2030-03-16' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText(
        'Цена действует при погрузке до 15.03.2030: для более поздней даты рассчитайте доставку заново и оформите новый заказ',
      ),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(api.user.changeOrderDates).not.toHaveBeenCalled();
  });

  it('a picked-up order keeps its date', async () => {
    const { dialog } = await opened((api) => api.user.getOrder.mockResolvedValue(detail('picked_up')));
    expect(within(dialog).queryByRole('button', { name: 'Изменить дату' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Дату погрузки можно изменить, пока груз не принят')).toBeInTheDocument();
  });

  it.each(['cancelled', 'delivered'] as const)(
    'a %s order says nothing of moving its date',
    async (status) => {
      const { dialog } = await opened((api) => api.user.getOrder.mockResolvedValue(detail(status)));
      expect(within(dialog).getByText(/Дата погрузки/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Изменить дату' })).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/можно изменить/)).not.toBeInTheDocument();
    },
  );

  it('opens the order named in the address', async () => {
    renderPage(
      (api) => {
        api.user.getOrders.mockResolvedValue(page(1, 1, null));
        api.user.getOrder.mockResolvedValue(detail());
      },
      { query: { order: 'A-00000001' } },
    );
    expect(await screen.findByRole('dialog', { name: /Заказ A-00000001/ })).toBeInTheDocument();
  });

  describe('and the browser’s Back (issue 38)', () => {
    const address = () => `${window.location.pathname}${window.location.search}`;
    const back = () =>
      act(
        () =>
          new Promise<void>((done) => {
            window.addEventListener('popstate', () => done(), { once: true });
            window.history.back();
          }),
      );

    beforeEach(async () => {
      await waitFor(() => expect(isDialogEntry()).toBe(false));
      window.history.pushState({ page: 'orders' }, '', '/profile/orders/');
    });

    it('an open order has the address of its own; Back closes it and the page’s address is back', async () => {
      const { store } = await opened();
      await waitFor(() => expect(address()).toBe('/profile/orders/?order=A-00000001'));
      await back();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(store.profile.detail).toBeNull();
      expect(address()).toBe('/profile/orders/');
      expect(window.history.state).toEqual({ page: 'orders' });
    });

    it('closed with its button, the order takes its entry away', async () => {
      const { dialog } = await opened();
      await waitFor(() => expect(isDialogEntry()).toBe(true));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(isDialogEntry()).toBe(false));
      expect(address()).toBe('/profile/orders/');
      expect(window.history.state).toEqual({ page: 'orders' });
    });

    it('the order of a link is on the dialog’s entry: Back shows the history', async () => {
      window.history.replaceState({ page: 'orders' }, '', '/profile/orders/?order=A-00000001');
      renderPage(
        (api) => {
          api.user.getOrders.mockResolvedValue(page(1, 1, null));
          api.user.getOrder.mockResolvedValue(detail());
        },
        { query: { order: 'A-00000001' } },
      );
      await screen.findByRole('dialog', { name: /Заказ A-00000001/ });
      await waitFor(() => expect(isDialogEntry()).toBe(true));
      expect(address()).toBe('/profile/orders/?order=A-00000001');
      await back();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(address()).toBe('/profile/orders/');
    });
  });
});

describe('saved contacts', () => {
  const ivan = {
    signature: contactSignature('Иван Петров', '79120000001'),
    contact: { name: 'Иван Петров', phone: '79120000001' },
    direction: { city: { code: '78', fias: 'f', name: 'Санкт-Петербург' } },
    savedAt: '2025-03-07T09:00:00.000Z',
  };

  it('name their city in English on an English page', async () => {
    await i18n.changeLanguage('en');
    try {
      const kazan = {
        ...ivan,
        signature: contactSignature('Ivan', '79120000001'),
        contact: { name: 'Ivan', phone: '79120000001' },
        direction: { city: { code: '16', fias: 'k', name: 'Казань' } },
      };
      renderPage((api) => {
        api.user.getOrders.mockResolvedValue(page(1, 0, null));
        api.user.getSavedContacts.mockResolvedValue({ contacts: [kazan, ivan] });
      });
      const list = await screen.findByRole('list', { name: 'Saved contacts' });
      expect(within(list).getByText('+7 (912) 000-00-01 · Saint Petersburg')).toBeInTheDocument();
      expect(within(list).getByText('+7 (912) 000-00-01 · Kazan')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('are the account’s, listed and deleted there', async () => {
    const { store, api } = renderPage((api) => {
      api.user.getOrders.mockResolvedValue(page(1, 0, null));
      api.user.getSavedContacts.mockResolvedValue({ contacts: [ivan] });
      api.user.deleteSavedContact.mockResolvedValue(undefined);
    });
    const list = await screen.findByRole('list', { name: 'Сохранённые контакты' });
    expect(within(list).getByText('+7 (912) 000-00-01 · Санкт-Петербург')).toBeInTheDocument();
    act(() => fireEvent.click(within(list).getByRole('button', { name: 'Удалить Иван Петров' })));
    expect(api.user.deleteSavedContact).toHaveBeenCalledWith(ivan.signature);
    expect(store.localStorage.savedContacts).toEqual([]);
    expect(
      screen.getByText('Контакты сохраняются автоматически, когда вы оформляете заказ.'),
    ).toBeInTheDocument();
  });
});
