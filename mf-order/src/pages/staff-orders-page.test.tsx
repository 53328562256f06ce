import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import type { StaffOrderChanged, StaffOrderDetail, StaffOrderRow } from '@dostavka/shared-kernel/contract';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel, testOrder } from '@dostavka/shared-kernel/testing';
import { isDialogEntry } from '@dostavka/shared-kernel/ui-core';
import StaffOrdersPage from './staff-orders-page';

let announce: ((event: StaffOrderChanged) => void) | null = null;
jest.mock('../features/staff/use-staff-channel', () => ({
  useStaffChannel: (_store: unknown, onChange: (event: StaffOrderChanged) => void) => {
    announce = onChange;
  },
}));

jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const row = (n: number, status: StaffOrderRow['status'] = 'created'): StaffOrderRow => ({
  uuid: `o${n}`,
  number: `A-${String(n).padStart(8, '0')}`,
  created_at: '2030-03-07T09:00:00.000Z',
  status,
  fromCity: 'Санкт-Петербург',
  toCity: 'Москва',
  carrier: 'Деловые Линии',
  total: 4010,
  provider: 'dellin',
  customerEmail: `customer${n}@mail.ru`,
  loadingDate: '2030-03-08',
  internal: false,
  manager: null,
});

const detail = (status: StaffOrderDetail['order']['status'] = 'created'): StaffOrderDetail => ({
  order: { ...testOrder({ status }), uuid: 'o1', number: 'A-00000001' },
  customerEmail: 'customer1@mail.ru',
  placedBy: null,
  manager: null,
  nextStatuses:
    status === 'created' ? ['confirmed', 'picked_up', 'in_transit', 'arrived', 'delivered', 'cancelled'] : [],
  audit: [],
  notes: [],
});

function renderBoard() {
  const api = fakeApi();
  api.user.staffOrders.mockResolvedValue({ data: [row(1), row(2)], total: 2, next: null });
  api.user.staffMembers.mockResolvedValue([
    { id: 'm1', email: 'employee@dostavka.ru', name: null, role: 'EMPLOYEE' },
  ]);
  api.user.staffOrder.mockResolvedValue(detail());
  renderWithKernel(
    ({ store, bus }) => (
      <StaffOrdersPage
        page="staff-orders"
        route="staff___orders"
        params={{}}
        query={{}}
        store={store}
        bus={bus}
      />
    ),
    {
      api: api as unknown as ApiClients,
      setup: (store) => store.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } }),
    },
  );
  return api;
}

/**
 * The drawer's status form, found again for every step: a reference kept across an await can be a
 * node React has since replaced, and naming a control inside a detached node throws.
 */
const statusForm = () => within(screen.getByRole('form', { name: 'Сменить статус' }));

describe('the orders board', () => {
  it('lists the first page with route, customer, carrier and total', async () => {
    const api = renderBoard();
    const list = await screen.findByRole('list', { name: 'Заказы' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByText('customer1@mail.ru')).toBeInTheDocument();
    expect(within(list).getAllByText('Санкт-Петербург → Москва')).toHaveLength(2);
    expect(screen.getByText('Страница 1 из 1 · заказов: 2')).toBeInTheDocument();
    expect(api.user.staffOrders).toHaveBeenCalledWith({ page: 1, limit: 20 });
  });

  it('asks the server again with the filters once typing settles', async () => {
    const api = renderBoard();
    await screen.findByRole('list', { name: 'Заказы' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: ' 7701 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Город' }), { target: { value: 'Моск' } });
    await waitFor(() =>
      expect(api.user.staffOrders).toHaveBeenLastCalledWith({ page: 1, limit: 20, q: '7701', city: 'Моск' }),
    );
  });

  it('a status change needs a comment: the rule’s message, no call', async () => {
    const api = renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть заказ A-00000001' }));
    await screen.findByRole('form', { name: 'Сменить статус' });
    fireEvent.click(statusForm().getByRole('button', { name: 'Сохранить статус' }));
    expect(await screen.findByText('Выберите новый статус')).toBeInTheDocument();
    expect(statusForm().getByText('Выберите новый статус')).toBeInTheDocument();
    expect(statusForm().getByText('Напишите комментарий к смене статуса')).toBeInTheDocument();
    expect(api.user.staffChangeStatus).not.toHaveBeenCalled();
  });

  it('moves the order with a comment and shows the answer', async () => {
    const api = renderBoard();
    api.user.staffChangeStatus.mockResolvedValue({
      ...detail('confirmed'),
      nextStatuses: ['picked_up', 'cancelled'],
      audit: [
        {
          id: 1,
          at: '2030-03-07T10:00:00.000Z',
          actor: { id: 'm1', email: 'employee@dostavka.ru' },
          action: 'order.status',
          before: { status: 'created' },
          after: { status: 'confirmed' },
          comment: 'Клиент подтвердил',
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть заказ A-00000001' }));
    await screen.findByRole('form', { name: 'Сменить статус' });
    fireEvent.mouseDown(statusForm().getByRole('combobox', { name: 'Новый статус' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Заказ подтверждён' }));
    fireEvent.change(statusForm().getByRole('textbox', { name: 'Комментарий' }), {
      target: { value: 'Клиент подтвердил' },
    });
    fireEvent.click(statusForm().getByRole('button', { name: 'Сохранить статус' }));
    await waitFor(() =>
      expect(api.user.staffChangeStatus).toHaveBeenCalledWith('o1', {
        status: 'confirmed',
        comment: 'Клиент подтвердил',
      }),
    );
    const audit = await screen.findByRole('region', { name: 'Журнал действий' });
    expect(within(audit).getByText('Статус: Заказ оформлен → Заказ подтверждён')).toBeInTheDocument();
    expect(within(audit).getByText('«Клиент подтвердил»')).toBeInTheDocument();
  });

  it('a change announced on the realtime channel reloads the list and the open order', async () => {
    const api = renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть заказ A-00000001' }));
    await screen.findByRole('form', { name: 'Сменить статус' });
    api.user.staffOrders.mockResolvedValue({ data: [row(1, 'in_transit'), row(2)], total: 2, next: null });
    api.user.staffOrder.mockResolvedValue(detail('in_transit'));
    const before = api.user.staffOrders.mock.calls.length;
    act(() =>
      announce?.({
        uuid: 'o1',
        number: 'A-00000001',
        status: 'in_transit',
        change: 'status',
        at: '2030-03-07T11:00:00Z',
      }),
    );
    await waitFor(() => expect(api.user.staffOrders.mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(api.user.staffOrder).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Заказ завершён: статус больше не меняется')).toBeInTheDocument();
  });

  it('the browser’s Back closes the open order and leaves the board where it was (issue 38)', async () => {
    await waitFor(() => expect(isDialogEntry()).toBe(false));
    window.history.pushState({ page: 'board' }, '', '/staff/orders/');
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть заказ A-00000001' }));
    await screen.findByRole('form', { name: 'Сменить статус' });
    await waitFor(() => expect(isDialogEntry()).toBe(true));
    await act(
      () =>
        new Promise<void>((done) => {
          window.addEventListener('popstate', () => done(), { once: true });
          window.history.back();
        }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Сменить статус' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('list', { name: 'Заказы' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/staff/orders/');
    expect(window.history.state).toEqual({ page: 'board' });
  });
});
