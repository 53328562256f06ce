import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { RegistryAnswer, RegistryRemote } from '@dostavka/shared-kernel/contract';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import RemotesPage from './remotes-page';

jest.setTimeout(30_000);
beforeAll(() => initI18n('ru'));

const calculator: RegistryRemote = {
  name: 'mf_calculator',
  active: 'initial',
  canary: { version: '1.4.2', percent: 10 },
  versions: [
    {
      version: '1.4.2',
      manifestUrl: 'https://cdn.example/calc/1.4.2/mf-manifest.json',
      entryUrl: 'https://cdn.example/calc/1.4.2/remoteEntry.js',
      manifestIntegrity: 'sha256-a',
      entryIntegrity: 'sha256-b',
      kernelRange: '^0.1.0',
      serverUrl: null,
      serverIntegrity: null,
      registeredAt: '2026-11-23T10:00:00.000Z',
      registeredBy: 'admin-1',
      registeredByEmail: 'admin@dostavka.test',
    },
    {
      version: '1.3.0',
      manifestUrl: 'https://old-cdn.example/calc/1.3.0/mf-manifest.json',
      entryUrl: 'https://old-cdn.example/calc/1.3.0/remoteEntry.js',
      manifestIntegrity: 'sha256-c',
      entryIntegrity: 'sha256-d',
      kernelRange: '^0.1.0',
      serverUrl: null,
      serverIntegrity: null,
      registeredAt: '2026-11-22T10:00:00.000Z',
      registeredBy: 'admin-1',
      registeredByEmail: 'admin@dostavka.test',
    },
    {
      version: 'initial',
      manifestUrl: '/mf/calculator/mf-manifest.json',
      entryUrl: null,
      manifestIntegrity: null,
      entryIntegrity: null,
      kernelRange: null,
      serverUrl: null,
      serverIntegrity: null,
      registeredAt: '2026-11-23T09:00:00.000Z',
      registeredBy: null,
      registeredByEmail: null,
    },
  ],
  history: [
    {
      action: 'canary',
      from: 'initial',
      to: '1.4.2',
      canaryPercent: 10,
      by: 'admin-1',
      byEmail: 'admin@dostavka.test',
      at: '2026-11-23T10:05:00.000Z',
    },
  ],
  errors: [
    { version: 'initial', failures: 1, views: 90 },
    { version: '1.4.2', failures: 4, views: 10 },
    { version: '1.3.0', failures: 7, views: 300 },
  ],
};
const answer: RegistryAnswer = { kernelVersion: '0.1.0', remotes: [calculator] };

function renderPage(prepare: (api: ReturnType<typeof fakeApi>) => void) {
  const api = fakeApi();
  prepare(api);
  renderWithKernel(
    ({ store, bus }) => (
      <RemotesPage page="remotes" route="staff___remotes" params={{}} query={{}} store={store} bus={bus} />
    ),
    { api: api as unknown as ApiClients },
  );
  return api;
}

test("shows each remote's active version and canary with their error rates, and rolls back in one click", async () => {
  const api = renderPage((api) => {
    api.admin.remotes.mockResolvedValue(answer);
    api.admin.rollback.mockResolvedValue({ ...calculator, canary: null });
  });
  const card = await screen
    .findByText('mf_calculator')
    .then((title) => title.closest('[data-remote-card]') as HTMLElement);
  // Beside the active version and the canary, and beside each registered version.
  expect(within(card).getAllByText('Ошибки: 1 на 90 показов')).toHaveLength(2);
  expect(within(card).getAllByText('Ошибки: 4 на 10 показов')).toHaveLength(2);
  expect(within(card).getByText('Ошибки: 7 на 300 показов')).toBeInTheDocument();
  // The history names the administrator by e-mail.
  expect(within(card).getByText(/кто: admin@dostavka\.test/)).toBeInTheDocument();
  expect(within(card).getByText(/1\.4\.2 · 10 % посетителей/)).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: 'Откатить' }));
  await waitFor(() => expect(api.admin.rollback).toHaveBeenCalledWith('mf_calculator'));
  await waitFor(() => expect(api.admin.remotes).toHaveBeenCalledTimes(2));
});

test('activating a version says why the registry refused it', async () => {
  renderPage((api) => {
    api.admin.remotes.mockResolvedValue(answer);
    api.admin.activate.mockRejectedValue(
      new ApiError(
        409,
        'Version 1.4.2 of mf_calculator cannot be activated',
        '/api/admin/remotes/mf_calculator/activate',
      ),
    );
  });
  fireEvent.click((await screen.findAllByRole('button', { name: 'Сделать активной' }))[0]!);
  expect(await screen.findByText(/Не получилось: .*cannot be activated/)).toBeInTheDocument();
});

test('a visitor who is not an administrator is told the page is not for them', async () => {
  renderPage((api) => api.admin.remotes.mockRejectedValue(new Error('403')));
  expect(await screen.findByText('Реестр доступен только администраторам.')).toBeInTheDocument();
});

test('the registration form checks the version and the manifest address before it calls the registry', async () => {
  const api = renderPage((api) => {
    api.admin.remotes.mockResolvedValue(answer);
    api.admin.registerVersion.mockResolvedValue(calculator.versions[0]!);
  });
  const form = await screen.findByRole('form', { name: 'Зарегистрировать версию' });
  const version = within(form).getByLabelText('Версия');
  const manifest = within(form).getByLabelText('Адрес mf-manifest.json');
  fireEvent.change(version, { target: { value: '1.4 beta' } });
  fireEvent.blur(version);
  fireEvent.change(manifest, { target: { value: 'cdn.example/calc/1.5.0/mf-manifest.json' } });
  fireEvent.blur(manifest);
  expect(await within(form).findByText(/^Версия: буквы, цифры/)).toBeInTheDocument();
  expect(within(form).getByText(/^Полный адрес mf-manifest\.json/)).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Зарегистрировать версию' }));
  expect(api.admin.registerVersion).not.toHaveBeenCalled();

  fireEvent.change(version, { target: { value: ' 1.5.0 ' } });
  fireEvent.change(manifest, { target: { value: 'https://cdn.example/calc/1.5.0/mf-manifest.json' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Зарегистрировать версию' }));
  await waitFor(() =>
    expect(api.admin.registerVersion).toHaveBeenCalledWith('mf_calculator', {
      version: '1.5.0',
      manifestUrl: 'https://cdn.example/calc/1.5.0/mf-manifest.json',
    }),
  );
  await waitFor(() => expect(version).toHaveValue(''));
});

test('a version neither active nor canary can be deleted, after a confirmation', async () => {
  const api = renderPage((api) => {
    api.admin.remotes.mockResolvedValue(answer);
    api.admin.deleteVersion.mockResolvedValue({ ...calculator, versions: calculator.versions.slice(0, 2) });
  });
  // Only the old version has the button: the active one and the canary cannot be deleted.
  const buttons = await screen.findAllByRole('button', { name: 'Удалить' });
  expect(buttons).toHaveLength(1);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  fireEvent.click(buttons[0]!);
  expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/Удалить версию 1\.3\.0\?/));
  expect(api.admin.deleteVersion).not.toHaveBeenCalled();
  fireEvent.click(buttons[0]!);
  await waitFor(() => expect(api.admin.deleteVersion).toHaveBeenCalledWith('mf_calculator', '1.3.0'));
  await waitFor(() => expect(api.admin.remotes).toHaveBeenCalledTimes(2));
  confirm.mockRestore();
});
