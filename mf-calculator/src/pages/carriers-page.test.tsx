import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { CarrierStatus, CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import CarriersPage from './carriers-page';

jest.setTimeout(30_000);
beforeAll(() => initI18n('ru'));

const LAST_SUCCESS = '2026-11-23T07:05:00.000Z';
const SYNCED = '2026-11-23T03:00:00.000Z';
const FAULT = '2026-11-23T07:04:00.000Z';

/** A moment as a Russian reader writes it in the browser's time zone: 23.11.2026 10:05. */
function russian(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${date.getHours()}:${two(date.getMinutes())}`;
}

const cdek: CarrierStatus = {
  slug: 'cdek',
  name: 'СДЭК',
  on: true,
  circuit: 'closed',
  calls: 16,
  errorRate: 0.125,
  p95Ms: 640,
  lastSuccessAt: LAST_SUCCESS,
  lastFault: null,
  pointsSync: { at: SYNCED, cities: 30, points: 912, failingCities: 0 },
};
const pec: CarrierStatus = {
  slug: 'pec',
  name: 'ПЭК',
  on: true,
  circuit: 'open',
  calls: 5,
  errorRate: 1,
  p95Ms: 2500,
  lastSuccessAt: null,
  lastFault: { at: FAULT, fault: 'timeout', message: 'no answer in 2500 ms' },
  pointsSync: { at: SYNCED, cities: 30, points: 410, failingCities: 2 },
};
const dellin: CarrierStatus = {
  slug: 'dellin',
  name: 'Деловые Линии',
  on: false,
  circuit: null,
  calls: 0,
  errorRate: 0,
  p95Ms: null,
  lastSuccessAt: null,
  lastFault: null,
  pointsSync: null,
};

function renderPage(prepare: (api: ReturnType<typeof fakeApi>) => void) {
  const api = fakeApi();
  prepare(api);
  const toasts: Array<DostavkaEvents['notify']> = [];
  const { bus } = renderWithKernel(
    ({ store, bus }) => (
      <CarriersPage page="carriers" route="staff___carriers" params={{}} query={{}} store={store} bus={bus} />
    ),
    { api: api as unknown as ApiClients },
  );
  bus.on('notify', (toast) => toasts.push(toast));
  return { api, toasts };
}

const card = (name: string) => screen.findByRole('region', { name });

test('shows each carrier’s state: on or off, last success, error rate, p95, circuit, last sync and fault', async () => {
  renderPage((api) => api.admin.carriers.mockResolvedValue([cdek, dellin, pec]));
  expect(await screen.findByRole('heading', { name: 'Перевозчики', level: 1 })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Перевозчики' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);

  const first = await card('СДЭК');
  expect(first).toHaveTextContent('Включён');
  expect(first).toHaveTextContent(`Последний успешный ответ${russian(LAST_SUCCESS)}`);
  expect(first).toHaveTextContent('Доля ошибок12,5 % из 16 вызовов');
  expect(first).toHaveTextContent('Задержка, p95640 мс');
  expect(first).toHaveTextContent('Предохранительзамкнут: вызовы идут');
  expect(first).toHaveTextContent(`${russian(SYNCED)}: городов 30, пунктов 912`);
  expect(within(first).queryByText(/Последний сбой/)).not.toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Синхронизировать пункты' })).toBeEnabled();

  const open = await card('ПЭК');
  expect(open).toHaveTextContent('Предохранительразомкнут: перевозчик пропускается');
  expect(open).toHaveTextContent('Последний успешный ответещё не было');
  expect(open).toHaveTextContent('100 % из 5 вызовов');
  expect(open).toHaveTextContent('не прочитано городов: 2');
  expect(open).toHaveTextContent(`Последний сбой${russian(FAULT)} · timeout: no answer in 2500 ms`);

  const off = await card('Деловые Линии');
  expect(off).toHaveTextContent('Выключен');
  expect(off).toHaveTextContent('Ключи доступа не заданы');
  expect(off).toHaveTextContent('Доля ошибоквызовов ещё не было');
  expect(off).toHaveTextContent('Задержка, p95—');
  expect(off).toHaveTextContent('Последняя синхронизация пунктовещё не было');
  expect(within(off).getByRole('button', { name: 'Синхронизировать пункты' })).toBeDisabled();
});

test('the sync button syncs that carrier, shows its progress, says the outcome and reads the state again', async () => {
  let answer: (outcome: CarrierSyncOutcome) => void = () => undefined;
  const synced = { ...cdek.pointsSync!, at: '2026-11-23T08:30:00.000Z', points: 915 };
  const { api, toasts } = renderPage((api) => {
    api.admin.carriers
      .mockResolvedValueOnce([cdek, pec])
      .mockResolvedValue([{ ...cdek, pointsSync: synced }, pec]);
    api.admin.syncCarrier.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  });
  const region = await card('СДЭК');
  const button = within(region).getByRole('button', { name: 'Синхронизировать пункты' });
  fireEvent.click(button);
  expect(api.admin.syncCarrier).toHaveBeenCalledWith('cdek');
  expect(await within(region).findByRole('progressbar', { name: 'Синхронизация…' })).toBeInTheDocument();
  expect(button).toBeDisabled();
  // Another carrier's sync is not held up by this one.
  expect(within(await card('ПЭК')).getByRole('button', { name: 'Синхронизировать пункты' })).toBeEnabled();

  await act(async () => answer({ cities: 30, points: 915, failed: 0 }));
  await waitFor(() =>
    expect(toasts).toEqual([
      { message: 'Пункты СДЭК синхронизированы: городов 30, пунктов 915', variant: 'success' },
    ]),
  );
  expect(api.admin.carriers).toHaveBeenCalledTimes(2);
  expect(await card('СДЭК')).toHaveTextContent(`${russian(synced.at)}: городов 30, пунктов 915`);
  expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(button).toBeEnabled();
});

test('a sync with cities it could not read is a warning that counts them', async () => {
  const { toasts } = renderPage((api) => {
    api.admin.carriers.mockResolvedValue([cdek]);
    api.admin.syncCarrier.mockResolvedValue({ cities: 28, points: 880, failed: 2 });
  });
  fireEvent.click(within(await card('СДЭК')).getByRole('button', { name: 'Синхронизировать пункты' }));
  await waitFor(() =>
    expect(toasts).toEqual([
      {
        message: 'Пункты СДЭК синхронизированы: городов 28, пунктов 880; не прочитано городов: 2',
        variant: 'warning',
      },
    ]),
  );
});

test('a refused sync is an error toast with the server’s message', async () => {
  const { toasts } = renderPage((api) => {
    api.admin.carriers.mockResolvedValue([cdek]);
    api.admin.syncCarrier.mockRejectedValue(
      new ApiError(404, 'No carrier cdek is on', '/api/admin/carriers/cdek/sync', {
        statusCode: 404,
        error: 'Not Found',
        message: 'No carrier cdek is on',
      }),
    );
  });
  const region = await card('СДЭК');
  fireEvent.click(within(region).getByRole('button', { name: 'Синхронизировать пункты' }));
  await waitFor(() =>
    expect(toasts).toEqual([
      { message: 'Не получилось синхронизировать пункты СДЭК: No carrier cdek is on', variant: 'error' },
    ]),
  );
  expect(within(region).getByRole('button', { name: 'Синхронизировать пункты' })).toBeEnabled();
});

test('a failed sync without a message of the server’s still says which carrier failed', async () => {
  const { toasts } = renderPage((api) => {
    api.admin.carriers.mockResolvedValue([cdek]);
    api.admin.syncCarrier.mockRejectedValue(new TypeError('Failed to fetch'));
  });
  fireEvent.click(within(await card('СДЭК')).getByRole('button', { name: 'Синхронизировать пункты' }));
  await waitFor(() =>
    expect(toasts).toEqual([{ message: 'Не получилось синхронизировать пункты СДЭК', variant: 'error' }]),
  );
});

test('a list that cannot be read says so, and is read again on request', async () => {
  const { api } = renderPage((api) => {
    api.admin.carriers
      .mockRejectedValueOnce(new ApiError(500, 'Internal Server Error', '/api/admin/carriers'))
      .mockResolvedValue([cdek]);
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не получилось загрузить состояние перевозчиков');
  expect(screen.queryByRole('region', { name: 'СДЭК' })).not.toBeInTheDocument();
  fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
  expect(await card('СДЭК')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api.admin.carriers).toHaveBeenCalledTimes(2);
});

test('a visitor the module is not for is told so', async () => {
  renderPage((api) =>
    api.admin.carriers.mockRejectedValue(
      new ApiError(403, 'The carriers module is switched off for you', '/api/admin/carriers'),
    ),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Раздел перевозчиков вам недоступен.');
  expect(screen.queryByRole('button', { name: 'Обновить' })).not.toBeInTheDocument();
});
