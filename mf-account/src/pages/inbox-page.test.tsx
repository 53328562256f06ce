import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { InboxItem, InboxPage as InboxAnswer } from '@dostavka/shared-kernel/contract';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import InboxPage from './inbox-page';

jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const item = (overrides: Partial<InboxItem> = {}): InboxItem => ({
  id: 'i1',
  kind: 'callback',
  phone: '79131234567',
  message: null,
  roistat: 'rs-42',
  createdAt: '2030-03-07T09:00:00.000Z',
  state: 'new',
  takenBy: null,
  takenAt: null,
  outcome: null,
  doneAt: null,
  ...overrides,
});
const page = (...items: InboxItem[]): InboxAnswer => ({ data: items, total: items.length, next: null });

function renderPage(prepare: (api: ReturnType<typeof fakeApi>) => void) {
  const api = fakeApi();
  prepare(api);
  const events: unknown[] = [];
  renderWithKernel(
    ({ store, bus }) => {
      bus.on('staff:inbox-changed', (event) => events.push(event));
      return <InboxPage page="inbox" route="staff___inbox" params={{}} query={{}} store={store} bus={bus} />;
    },
    { api: api as unknown as ApiClients },
  );
  return { api, events };
}

const rowOf = async (id: string) =>
  (await screen.findByText('+7 (913) 123-45-67')).closest(`[data-inbox-item="${id}"]`) as HTMLElement;

test('lists callback requests with their roistat and state; taking one calls the server and tells the menu', async () => {
  const { api, events } = renderPage((api) => {
    api.user.staffInbox.mockResolvedValue(page(item()));
    api.user.staffInboxUpdate.mockResolvedValue({
      item: item({ state: 'in_progress', takenBy: { id: 'e1', email: 'employee@dostavka.ru' } }),
      audit: [],
    });
  });
  const row = await rowOf('i1');
  expect(within(row).getByText('roistat: rs-42')).toBeInTheDocument();
  expect(within(row).getByText('Обратный звонок')).toBeInTheDocument();
  expect(within(row).getAllByText('Новое').length).toBeGreaterThan(0);
  fireEvent.click(within(row).getByRole('button', { name: 'Взять в работу' }));
  await waitFor(() => expect(api.user.staffInboxUpdate).toHaveBeenCalledWith('i1', { state: 'in_progress' }));
  expect(await within(row).findByText('Взял: employee@dostavka.ru')).toBeInTheDocument();
  expect(events).toEqual([{ id: 'i1', state: 'in_progress' }]);
});

test('marking an item done needs the outcome (the yup rule), then sends it', async () => {
  const { api } = renderPage((api) => {
    api.user.staffInbox.mockResolvedValue(
      page(item({ state: 'in_progress', takenBy: { id: 'e1', email: 'employee@dostavka.ru' } })),
    );
    api.user.staffInboxUpdate.mockResolvedValue({
      item: item({
        state: 'done',
        outcome: 'Перезвонили',
        takenBy: { id: 'e1', email: 'employee@dostavka.ru' },
      }),
      audit: [],
    });
  });
  const row = await rowOf('i1');
  const form = within(row).getByRole('form', { name: 'Обработка' });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Состояние' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Готово' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  expect(await within(form).findByText('Напишите результат, чтобы отметить готовым')).toBeInTheDocument();
  expect(api.user.staffInboxUpdate).not.toHaveBeenCalled();

  fireEvent.change(within(form).getByLabelText('Результат'), { target: { value: ' Перезвонили ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(api.user.staffInboxUpdate).toHaveBeenCalledWith('i1', { state: 'done', outcome: 'Перезвонили' }),
  );
  expect(await screen.findByText('Результат: Перезвонили')).toBeInTheDocument();
});

test('the filters ask the server again by state and kind', async () => {
  const { api } = renderPage((api) => api.user.staffInbox.mockResolvedValue(page(item())));
  await rowOf('i1');
  // The filter's kind is a native select (the first of the page's "Тип" fields).
  const kind = screen.getAllByRole('combobox', { name: 'Тип' })[0]!;
  expect(kind.tagName).toBe('SELECT');
  fireEvent.change(kind, { target: { value: 'message' } });
  expect(kind).toHaveDisplayValue('Сообщение');
  await waitFor(() =>
    expect(api.user.staffInbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, kind: 'message' }),
  );
});

test("a refused change shows the server's message", async () => {
  renderPage((api) => {
    api.user.staffInbox.mockResolvedValue(page(item()));
    api.user.staffInboxUpdate.mockRejectedValue(
      new ApiError(403, 'The inbox is switched off for you', '/api/user/staff/inbox/i1/state', {
        message: 'The inbox is switched off for you',
      }),
    );
  });
  const row = await rowOf('i1');
  fireEvent.click(within(row).getByRole('button', { name: 'Взять в работу' }));
  expect(await within(row).findByText('The inbox is switched off for you')).toBeInTheDocument();
});

test('an empty inbox says so', async () => {
  renderPage((api) => api.user.staffInbox.mockResolvedValue(page()));
  expect(await screen.findByText('Здесь ничего нет.')).toBeInTheDocument();
});
