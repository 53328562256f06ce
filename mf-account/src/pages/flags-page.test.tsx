import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { StaffFlag } from '@dostavka/shared-kernel/contract';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import FlagsPage from './flags-page';

jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const analytics: StaffFlag = {
  key: 'staff-tariff-analytics',
  description: 'Tariff analytics',
  enabled: true,
  minRole: 'MANAGER',
  rolloutPercent: 100,
  userIds: [],
  users: [],
  updatedAt: '2030-03-07T09:00:00.000Z',
  audit: [],
};

function renderPage(prepare: (api: ReturnType<typeof fakeApi>) => void) {
  const api = fakeApi();
  prepare(api);
  renderWithKernel(
    ({ store, bus }) => (
      <FlagsPage page="flags" route="staff___flags" params={{}} query={{}} store={store} bus={bus} />
    ),
    { api: api as unknown as ApiClients },
  );
  return api;
}

const cardOf = async (key: string) =>
  (await screen.findByText(key)).closest(`[data-flag="${key}"]`) as HTMLElement;

test('shows each flag with its rules and saves an edit made in its form', async () => {
  const api = renderPage((api) => {
    api.user.staffFlags.mockResolvedValue([analytics]);
    api.user.staffUpdateFlag.mockResolvedValue({
      ...analytics,
      minRole: 'MODERATOR',
      rolloutPercent: 0,
      userIds: ['u7'],
      users: [{ id: 'u7', email: 'client@mail.ru' }],
      updatedAt: '2030-03-07T10:00:00.000Z',
      audit: [
        {
          id: 1,
          at: '2030-03-07T10:00:00.000Z',
          actor: { id: 'a1', email: 'admin@dostavka.ru' },
          action: 'flag.update',
          before: {},
          after: {},
          comment: null,
        },
      ],
    });
  });
  const card = await cardOf('staff-tariff-analytics');
  expect(within(card).getByText('от роли MANAGER · 100 % · пользователей в списке: 0')).toBeInTheDocument();
  const form = within(card).getByRole('form', { name: 'Правила staff-tariff-analytics' });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Наименьшая роль' }));
  // A staff module's flag is offered the module's lowest role and those above it, not everybody.
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
    'MANAGER',
    'EMPLOYEE',
    'MODERATOR',
    'ADMIN',
  ]);
  fireEvent.click(screen.getByRole('option', { name: 'MODERATOR' }));
  fireEvent.change(within(form).getByLabelText('Доля посетителей, %'), { target: { value: '0' } });
  fireEvent.change(within(form).getByLabelText('Пользователи в списке'), {
    target: { value: 'client@mail.ru\n' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(api.user.staffUpdateFlag).toHaveBeenCalledWith('staff-tariff-analytics', {
      description: 'Tariff analytics',
      enabled: true,
      minRole: 'MODERATOR',
      rolloutPercent: 0,
      userEmails: ['client@mail.ru'],
    }),
  );
  const saved = await cardOf('staff-tariff-analytics');
  expect(
    await within(saved).findByText('от роли MODERATOR · 0 % · пользователей в списке: 1'),
  ).toBeInTheDocument();
  expect(within(saved).getByText(/admin@dostavka\.ru/)).toBeInTheDocument();
  expect(within(saved).getByText(/^Сохранено/)).toBeInTheDocument();
});

describe('a flag describes itself in the page’s language', () => {
  const inbox: StaffFlag = {
    ...analytics,
    key: 'staff-inbox',
    description: 'Входящие в консоли: сообщения и заявки на обратный звонок',
    en: { description: 'Inbox of the staff console: feedback messages and callback requests' },
  };

  test('in Russian on the Russian page; both descriptions are edited and sent', async () => {
    const api = renderPage((api) => {
      api.user.staffFlags.mockResolvedValue([inbox]);
      api.user.staffUpdateFlag.mockResolvedValue({ ...inbox, en: { description: 'Inbox: messages' } });
    });
    const card = await cardOf('staff-inbox');
    expect(within(card).getByTestId('flag-about')).toHaveTextContent(
      'Входящие в консоли: сообщения и заявки на обратный звонок',
    );
    expect(within(card).getByLabelText('Описание на русском')).toHaveValue(inbox.description);
    const english = within(card).getByLabelText('Описание на английском');
    expect(english).toHaveValue(inbox.en!.description);
    fireEvent.change(english, { target: { value: ' Inbox: messages ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.user.staffUpdateFlag).toHaveBeenCalledWith(
        'staff-inbox',
        expect.objectContaining({ description: inbox.description, en: { description: 'Inbox: messages' } }),
      ),
    );
  });

  test('in English on the English page, the Russian one where no English was given', async () => {
    await i18n.changeLanguage('en');
    try {
      renderPage((api) =>
        api.user.staffFlags.mockResolvedValue([inbox, { ...analytics, description: 'Аналитика' }]),
      );
      const card = await cardOf('staff-inbox');
      expect(within(card).getByTestId('flag-about')).toHaveTextContent(
        'Inbox of the staff console: feedback messages and callback requests',
      );
      expect(within(card).getByLabelText('Description in English')).toHaveValue(inbox.en!.description);
      const other = await cardOf('staff-tariff-analytics');
      expect(within(other).getByTestId('flag-about')).toHaveTextContent('Аналитика');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});

test('the form checks the percentage and the e-mails before it calls the server', async () => {
  const api = renderPage((api) => api.user.staffFlags.mockResolvedValue([analytics]));
  const card = await cardOf('staff-tariff-analytics');
  const percent = within(card).getByLabelText('Доля посетителей, %');
  fireEvent.change(percent, { target: { value: '150' } });
  fireEvent.blur(percent);
  const users = within(card).getByLabelText('Пользователи в списке');
  fireEvent.change(users, { target: { value: 'client@mail.ru\nnot-an-address' } });
  fireEvent.blur(users);
  expect(await within(card).findByText('Целое число от 0 до 100')).toBeInTheDocument();
  expect(within(card).getByText('По одному верному адресу e-mail в строке')).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
  expect(api.user.staffUpdateFlag).not.toHaveBeenCalled();
});

test('a refused edit shows the server message', async () => {
  renderPage((api) => {
    api.user.staffFlags.mockResolvedValue([analytics]);
    api.user.staffUpdateFlag.mockRejectedValue(
      new ApiError(400, 'userEmails: nobody has signed in as ghost@mail.ru', '/api/user/staff/flags/x', {
        message: 'userEmails: nobody has signed in as ghost@mail.ru',
      }),
    );
  });
  const card = await cardOf('staff-tariff-analytics');
  fireEvent.change(within(card).getByLabelText('Пользователи в списке'), {
    target: { value: 'ghost@mail.ru' },
  });
  fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
  expect(await within(card).findByText(/nobody has signed in as ghost@mail.ru/)).toBeInTheDocument();
});

test('"what would this user see" asks the server for an e-mail and shows every flag for that user', async () => {
  const api = renderPage((api) => {
    api.user.staffFlags.mockResolvedValue([analytics]);
    api.user.staffFlagPreview.mockResolvedValue({
      user: { id: 'u7', email: 'client@mail.ru', role: 'USER' },
      flags: {
        'staff-tariff-analytics': { value: true, reason: 'TARGETING_MATCH' },
        'staff-orders': { value: false, reason: 'ROLE' },
      },
    });
  });
  const form = await screen.findByRole('form', { name: 'Что увидит пользователь' });
  const email = within(form).getByLabelText('E-mail учётной записи');
  fireEvent.change(email, { target: { value: 'client' } });
  fireEvent.blur(email);
  expect(await within(form).findByText('Введите верный адрес e-mail')).toBeInTheDocument();
  fireEvent.change(email, { target: { value: 'client@mail.ru' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Показать' }));
  await waitFor(() => expect(api.user.staffFlagPreview).toHaveBeenCalledWith('client@mail.ru'));
  expect(await screen.findByText('client@mail.ru (USER) видит:')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Все флаги для этого пользователя' });
  const row = within(table).getByText('staff-tariff-analytics').closest('tr') as HTMLElement;
  expect(within(row).getByText('вкл.')).toBeInTheDocument();
  expect(within(row).getByText('в списке')).toBeInTheDocument();
  const off = within(table).getByText('staff-orders').closest('tr') as HTMLElement;
  expect(within(off).getByText('роль ниже нужной')).toBeInTheDocument();
});
