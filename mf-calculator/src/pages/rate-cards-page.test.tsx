import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { RateCard, StaffRateCard } from '@dostavka/shared-kernel/contract';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel, TEST_MOSCOW, TEST_SPB } from '@dostavka/shared-kernel/testing';
import RateCardsPage from './rate-cards-page';

jest.setTimeout(30_000);
beforeAll(() => initI18n('ru'));

const band = (upToKg: number | null, rub: number) => ({ upToKg, rub });
const card: RateCard = {
  name: 'Сеть Доставки',
  kind: 'own',
  logo: '/media/carriers/dostavka.svg',
  consolidated: {
    code: 'network',
    name: 'Сборный груз',
    description: 'До терминала',
    preliminarily: false,
    passport: false,
    documents: [],
    terminals: [
      { city: '7800000000000', hub: true, doorFactor: 1 },
      { city: '7700000000000', hub: true, doorFactor: 1.2 },
    ],
    routing: 'any',
    lines: [['7800000000000', '7700000000000']],
    maxTransfers: 1,
    weightBreaksKg: [0, 100],
    zones: [
      { upToKm: 1000, rubPerKg: [10, 8], minimumRub: 500 },
      { upToKm: null, rubPerKg: [12, 9], minimumRub: 700 },
    ],
    maxShipmentKg: 5000,
    pickup: [band(100, 300), band(null, 600)],
    delivery: [band(100, 300), band(null, 600)],
    transfer: { rubPerKg: 1, minimumRub: 100, days: 1 },
    postamat: null,
    speed: { kmPerDay: 500, handlingDays: 1, spreadDays: 1 },
  },
};
const live: StaffRateCard = {
  provider: 'dostavka-network',
  version: 3,
  updatedAt: '2026-11-23T10:00:00.000Z',
  updatedBy: { id: 'u-1', email: 'moderator@dostavka.ru' },
  card,
};

function renderPage(prepare: (api: ReturnType<typeof fakeApi>) => void = () => undefined) {
  const api = fakeApi();
  prepare(api);
  api.calculator.rateCards.mockResolvedValue([live]);
  api.calculator.rateCardVersions.mockResolvedValue([
    {
      version: 3,
      at: live.updatedAt,
      by: live.updatedBy,
      restoredFrom: null,
      changed: ['consolidated.zones[0].minimumRub'],
    },
    { version: 2, at: '2026-11-22T10:00:00.000Z', by: null, restoredFrom: null, changed: [] },
  ]);
  renderWithKernel(
    ({ store, bus }) => (
      <RateCardsPage
        page="rate-cards"
        route="staff___rate-cards"
        params={{}}
        query={{}}
        store={store}
        bus={bus}
      />
    ),
    { api: api as unknown as ApiClients },
  );
  return api;
}

async function openCard() {
  fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Сеть Доставки' }));
  return screen.findByRole('form', { name: 'Сеть Доставки' });
}

test('lists the cards with their version and who changed them, and the versions of the open card', async () => {
  renderPage();
  const list = await screen.findByRole('table', { name: 'Карты перевозчиков' });
  const row = within(list).getByText('Сеть Доставки').closest('tr')!;
  expect(within(row).getByText('3')).toBeInTheDocument();
  expect(within(row).getByText('moderator@dostavka.ru')).toBeInTheDocument();
  await openCard();
  const versions = await screen.findByRole('table', { name: 'Версии' });
  // Named as the form names the field, not by its path.
  expect(within(versions).getByText('Зона 1: минимум, ₽')).toBeInTheDocument();
  expect(within(versions).queryByText(/consolidated\./)).not.toBeInTheDocument();
  expect(within(versions).getByRole('button', { name: 'Восстановить версию 2' })).toBeInTheDocument();
});

test("shows the server's rule message on the field it is about, and the others above the buttons", async () => {
  const api = renderPage();
  api.calculator.saveRateCard.mockRejectedValue(
    new ApiError(400, 'The rate card is not valid', '/api/calculator/rate-cards/dostavka-network', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The rate card is not valid',
      problems: [
        {
          path: 'consolidated.zones[1].minimumRub',
          message: 'a farther zone may not cost less than the one before',
        },
        {
          path: 'consolidated.lines[0]',
          message: '7800000000000-7700000000000 must join two different terminals',
        },
      ],
    }),
  );
  const form = await openCard();
  const minimum = within(form).getByLabelText('Зона 2: минимум, ₽');
  fireEvent.change(minimum, { target: { value: '100' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить новую версию' }));

  await waitFor(() => expect(api.calculator.saveRateCard).toHaveBeenCalled());
  const [provider, sent] = api.calculator.saveRateCard.mock.calls[0]!;
  expect(provider).toBe('dostavka-network');
  expect(sent.consolidated?.zones[1]?.minimumRub).toBe(100);
  expect(sent.consolidated?.lines).toEqual(card.consolidated!.lines);

  expect(
    await within(form).findByText('a farther zone may not cost less than the one before'),
  ).toBeInTheDocument();
  expect(minimum).toHaveAttribute('aria-invalid', 'true');
  expect(
    within(form).getByText(/consolidated\.lines\[0\]: .* must join two different terminals/),
  ).toBeInTheDocument();

  // Typed again: the server's message gives way until the next try.
  fireEvent.change(minimum, { target: { value: '800' } });
  expect(
    within(form).queryByText('a farther zone may not cost less than the one before'),
  ).not.toBeInTheDocument();
});

test("the form's own rules stop a draft before it is sent", async () => {
  const api = renderPage();
  const form = await openCard();
  fireEvent.change(within(form).getByLabelText('Зона 1: ₽/кг от порога 1'), { target: { value: 'abc' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Предпросмотр цен' }));
  expect(await within(form).findByText('Введите число')).toBeInTheDocument();
  expect(api.calculator.previewRateCard).not.toHaveBeenCalled();
});

test('a preview shows the live and the draft price side by side', async () => {
  const api = renderPage();
  api.calculator.previewRateCard.mockResolvedValue({
    provider: 'dostavka-network',
    rows: [
      {
        id: 'kg100-spb-msk',
        from: 'Санкт-Петербург',
        to: 'Москва',
        mode: 'consolidated',
        weightKg: 100,
        vehicle: null,
        live: 1500,
        draft: 1800,
      },
    ],
  });
  const form = await openCard();
  fireEvent.change(within(form).getByLabelText('Зона 1: ₽/кг от порога 1'), { target: { value: '12,5' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Предпросмотр цен' }));
  const table = await screen.findByRole('table', { name: 'Цены по образцовым маршрутам' });
  const row = within(table).getByText('Санкт-Петербург → Москва').closest('tr')!;
  expect(row).toHaveTextContent('1 500 ₽');
  expect(row).toHaveTextContent('1 800 ₽');
  expect(row).toHaveTextContent('+300 ₽');
  expect(api.calculator.previewRateCard.mock.calls[0]![1].consolidated?.zones[0]?.rubPerKg).toEqual([
    12.5, 8,
  ]);
  expect(api.calculator.saveRateCard).not.toHaveBeenCalled();
});

describe('terminals by their city, not their KLADR code', () => {
  const withCities = (api: ReturnType<typeof fakeApi>) =>
    api.content.getCities.mockResolvedValue({ data: [TEST_SPB, TEST_MOSCOW], total: 2 });

  test('each terminal’s code shows its city; a code no city has says so', async () => {
    renderPage(withCities);
    const form = await openCard();
    const first = within(form).getByLabelText('Терминал 1: код города');
    expect(first).toHaveValue('7800000000000');
    expect(await within(form).findByText('Санкт-Петербург')).toBeInTheDocument();
    expect(within(form).getByText('Москва')).toBeInTheDocument();
    fireEvent.change(first, { target: { value: '9900000000000' } });
    expect(within(form).getByText('Нет города с таким кодом КЛАДР')).toBeInTheDocument();
    expect(within(form).queryByText('Санкт-Петербург')).not.toBeInTheDocument();
  });

  test('in English the cities have their English names, in the form and in the preview', async () => {
    await i18n.changeLanguage('en');
    try {
      const api = renderPage(withCities);
      api.calculator.previewRateCard.mockResolvedValue({
        provider: 'dostavka-network',
        rows: [
          {
            id: 'kg100-spb-msk',
            from: 'Санкт-Петербург',
            to: 'Москва',
            mode: 'consolidated',
            weightKg: 100,
            vehicle: null,
            live: 1500,
            draft: 1500,
          },
        ],
      });
      fireEvent.click(await screen.findByRole('button', { name: /^Edit: / }));
      const form = await screen.findByRole('form', { name: 'Сеть Доставки' });
      expect(await within(form).findByText('Saint Petersburg')).toBeInTheDocument();
      expect(within(form).getByText('Moscow')).toBeInTheDocument();
      fireEvent.click(within(form).getByRole('button', { name: /^Preview/ }));
      const table = await screen.findByRole('table', { name: /sample routes/i });
      expect(within(table).getByText('Saint Petersburg → Moscow')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
