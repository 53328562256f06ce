import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel, testOrder } from '@dostavka/shared-kernel/testing';
import TrackingPage from './tracking-page';

jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const info = {
  number: 'A-12345678',
  status: 'arrived' as const,
  from: { city: 'Санкт-Петербург' },
  to: { city: 'Москва' },
  timeline: [
    { status: 'created' as const, at: '2025-03-07T09:00:00.000Z' },
    { status: 'arrived' as const, at: '2025-03-09T09:00:00.000Z' },
  ],
};

type Api = ReturnType<typeof fakeApi>;

function renderPage(
  query: Record<string, string> = {},
  signedIn = false,
  prepare: (api: Api) => void = () => undefined,
) {
  const api = fakeApi();
  prepare(api);
  const view = renderWithKernel(
    ({ store, bus }) => (
      <TrackingPage page="tracking" route="tracking" params={{}} query={query} store={store} bus={bus} />
    ),
    {
      api: api as unknown as ApiClients,
      setup: (store) => signedIn && store.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } }),
    },
  );
  return { api, ...view };
}

const INCOMPLETE = 'Номер ещё не полный: нужны буква, дефис и 8 цифр';

describe('the tracking page', () => {
  it('checks the number as it is typed', () => {
    renderPage();
    const field = screen.getByLabelText('Номер заказа');
    fireEvent.change(field, { target: { value: 'a-12b' } });
    expect(screen.getByText(/Номер заказа — латинская буква, дефис и 8 цифр/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'a1234' } });
    expect((field as HTMLInputElement).value).toBe('A-1234');
    expect(screen.queryByText(/Номер заказа — латинская буква/)).not.toBeInTheDocument();
  });

  it('an unfinished number, searched, says so until it is changed, and nothing is asked', async () => {
    const { api } = renderPage();
    const field = screen.getByLabelText('Номер заказа');
    fireEvent.change(field, { target: { value: 'A-1234' } });
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await screen.findByText(INCOMPLETE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.user.trackOrder).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'A-12345' } });
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the timeline with dates and places', async () => {
    const { api } = renderPage();
    api.user.trackOrder.mockResolvedValue(info);
    fireEvent.change(screen.getByLabelText('Номер заказа'), { target: { value: 'A-12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    const timeline = await screen.findByRole('list', { name: 'История статусов' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Заказ оформлен07\.03\.2025 \d+:00 · Санкт-Петербург$/),
      expect.stringMatching(/^Прибыл в город назначения09\.03\.2025 \d+:00 · Москва$/),
    ]);
    expect(screen.queryByRole('region', { name: 'Ваш заказ' })).not.toBeInTheDocument();
  });

  it('opens the number from the address and shows the owner the parties and the cargo', async () => {
    const base = testOrder();
    const [box] = base.delivery.dimensions.cargos;
    const order = testOrder({
      number: 'A-12345678',
      delivery: {
        ...base.delivery,
        description: 'Книги',
        dimensions: { cargos: [{ ...box!, quantity: 2 }], commonWeight: 24000, commonVolumeWeight: 24 },
      },
    });
    const { api } = renderPage({ number: 'a-12345678' }, true, (prepared) => {
      prepared.user.trackOrder.mockResolvedValue(info);
      prepared.user.getOrder.mockResolvedValue(order);
    });
    const owner = await screen.findByRole('region', { name: 'Ваш заказ' });
    expect(api.user.trackOrder).toHaveBeenCalledWith('A-12345678');
    expect(within(owner).getByText('Пётр Иванов')).toBeInTheDocument();
    expect(within(owner).getByText(/2 места · 24 кг · 0,12 м³ · Книги/)).toBeInTheDocument();
  });

  it('an unknown number says so', async () => {
    renderPage({ number: 'A-00000000' }, false, (api) =>
      api.user.trackOrder.mockRejectedValue(new ApiError(404, 'No order with this number', '/x')),
    );
    expect(await screen.findByText('Заказ с таким номером не найден')).toBeInTheDocument();
  });
});
