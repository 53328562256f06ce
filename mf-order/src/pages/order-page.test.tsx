import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import { createBus, type DostavkaEvents } from '@dostavka/shared-kernel/bus';
import { runInAction } from 'mobx';
import {
  PACKAGING_PRESETS,
  pointKindsFor,
  type PickupPointQuery,
  type PointKindsByMethod,
  type TariffOffer,
} from '@dostavka/shared-kernel/domain';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import {
  fakeApi,
  memoryStorage,
  renderWithKernel,
  TEST_MOSCOW,
  TEST_SPB,
  testCity,
  testOffer,
  testOrder,
  testPoint,
} from '@dostavka/shared-kernel/testing';
import { RootStore, type StorageLike } from '@dostavka/shared-kernel/stores';
import OrderPage from './order-page';

// MUI forms render slowly on a busy two-core machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const offer = (passport = false): TariffOffer => ({
  ...testOffer('t1', 2302, passport),
  name: 'Стандарт',
  company: { name: 'Доставка', slug: 'own-network' },
  dates: {
    plannedDateLoadingCargo: { date: '2030-03-08' },
    plannedDateShipmentCargo: { date: '2030-03-10', text: '2–3 дня' },
  },
  prices: [
    { name: 'Перевозка', value: 2300 },
    { name: 'Страхование груза', value: 2 },
  ],
  codes: { tariff: 'standard', provider: 'own-network' },
});

function renderPage(
  setup: (store: RootStore) => void = () => undefined,
  { storage, api = fakeApi() }: { storage?: StorageLike; api?: ReturnType<typeof fakeApi> } = {},
) {
  api.content.getPickupPoints.mockImplementation(pointsServing);
  const view = renderWithKernel(
    ({ store, bus }) => (
      <OrderPage page="order" route="order" params={{}} query={{}} store={store} bus={bus} />
    ),
    { api: api as unknown as ApiClients, storage, setup: (store) => runInAction(() => setup(store)) },
  );
  return { api, ...view };
}

const spb = { code: TEST_SPB.code, name: TEST_SPB.name };
const moscow = { code: TEST_MOSCOW.code, name: TEST_MOSCOW.name };
const POINTS = [
  testPoint('spb-terminal', { provider: 'own-network', city: spb }),
  testPoint('msk-terminal', { provider: 'own-network', city: moscow }),
  testPoint('spb-locker-big', { provider: 'own-network', city: spb, kind: 'POSTAMAT' }),
  testPoint('spb-locker-small', {
    provider: 'own-network',
    city: spb,
    kind: 'POSTAMAT',
    locker: { cellCm: { length: 60, width: 40, height: 20 }, maxKg: 8 },
  }),
  // СДЭК has no terminals: its offices serve a hand-over at a terminal.
  testPoint('cdek-spb-office', { provider: 'cdek', city: spb, kind: 'OFFICE' }),
  testPoint('cdek-spb-locker', { provider: 'cdek', city: spb, kind: 'POSTAMAT' }),
  testPoint('cdek-msk-office', { provider: 'cdek', city: moscow, kind: 'OFFICE' }),
];
/** The carriers' declarations as the server holds them (the own network's: each method its own kind). */
const DECLARED: Record<string, PointKindsByMethod> = {
  cdek: { WAREHOUSE: ['OFFICE'], OFFICE: ['OFFICE'], POSTAMAT: ['POSTAMAT'] },
};

/** The server's answer: the carrier's points in the city that serve the hand-over asked for. */
async function pointsServing(query: PickupPointQuery) {
  const kinds = query.method ? pointKindsFor(query.method, DECLARED[query.provider ?? '']) : [];
  return POINTS.filter(
    (point) =>
      point.city.code === query.city && point.provider === query.provider && kinds.includes(point.kind),
  );
}

/** Saint Petersburg -> Moscow, terminal to terminal (both chosen), the offer chosen. */
function choose(store: RootStore, passport = false) {
  store.shipment.setCity('from', TEST_SPB);
  store.shipment.setCity('to', TEST_MOSCOW);
  store.shipment.setDeliveryMethod('from', 'WAREHOUSE');
  store.shipment.setDeliveryMethod('to', 'WAREHOUSE');
  store.order.setTariff(offer(passport));
  store.shipment.setPoint('from', POINTS[0]!);
  store.shipment.setPoint('to', POINTS[1]!);
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

/** Types a complete sender (who pays) and recipient. */
function fillContacts() {
  type(within(sender()).getByLabelText(/Имя и фамилия/), 'Иван');
  type(within(sender()).getByLabelText(/Телефон/), '9120000001');
  type(within(sender()).getByLabelText(/E-mail/), 'ivan@mail.ru');
  type(within(recipient()).getByLabelText(/Имя и фамилия/), 'Пётр');
  type(within(recipient()).getByLabelText(/Телефон/), '9120000002');
}

const sender = () => screen.getByRole('region', { name: 'Отправитель' });

/** The rules load after the first render (yup with the kernel's rules): the button then names what is missing. */
const rulesLoaded = () => screen.findByRole('button', { name: /^Укажите/ });
const recipient = () => screen.getByRole('region', { name: 'Получатель' });

describe('the order page', () => {
  it('without a tariff leads to the calculator', () => {
    renderPage();
    expect(screen.getByText('Тариф не выбран')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в калькулятор' }).getAttribute('href')).toBe(
      '/calculator/',
    );
  });

  it('shows the tariff with its price lines, dates and route, and the way back', () => {
    renderPage((store) => choose(store));
    const tariff = screen.getByRole('region', { name: 'Доставка — Стандарт' });
    expect(within(tariff).getByText('Санкт-Петербург → Москва')).toBeInTheDocument();
    expect(within(tariff).getByText('08.03.2030')).toBeInTheDocument();
    expect(within(tariff).getByText('Страхование груза')).toBeInTheDocument();
    expect(within(tariff).getByText('2 302 ₽')).toBeInTheDocument();
    expect(within(tariff).getByRole('link', { name: 'Изменить расчёт' }).getAttribute('href')).toBe(
      '/calculator/',
    );
  });

  it('the submit button says what is missing, and a click shows every problem', async () => {
    renderPage((store) => choose(store));
    const button = await screen.findByRole('button', { name: 'Укажите имя отправителя и ещё 4' });
    expect(within(sender()).queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(within(sender()).getAllByText('Поле обязательно для заполнения').length).toBeGreaterThan(0);
  });

  it('a click before the rules have loaded waits for them: nothing unchecked is sent', async () => {
    const { store } = renderPage((s) => choose(s));
    // Just rendered: the problems are not known yet.
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect((await within(sender()).findAllByText('Поле обязательно для заполнения')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('button', { name: 'Укажите имя отправителя и ещё 4' })).toBeInTheDocument();
    expect(store.modals.isShown('auth')).toBe(false);
  });

  it('validates lazily: a bad phone is pointed out once the field is left', async () => {
    renderPage((store) => choose(store));
    await rulesLoaded();
    const phone = within(sender()).getByLabelText(/Телефон/);
    fireEvent.change(phone, { target: { value: '912345' } });
    expect(
      within(sender()).queryByText('Введите номер в формате +7 (XXX) XXX-XX-XX'),
    ).not.toBeInTheDocument();
    fireEvent.blur(phone);
    expect(within(sender()).getByText('Введите номер в формате +7 (XXX) XXX-XX-XX')).toBeInTheDocument();
    expect((phone as HTMLInputElement).value).toBe('+7 (912) 345');
  });

  it('a company contact: the INN suggestion fills name, INN and KPP; a bad INN is named', async () => {
    const { api } = renderPage((s) => choose(s));
    api.content.suggestCompany.mockResolvedValue([
      {
        value: 'ПАО СБЕРБАНК',
        data: {
          inn: '7707083893',
          kpp: '773601001',
          type: 'LEGAL',
          name: { short_with_opf: 'ПАО СБЕРБАНК' },
        },
      },
    ]);
    fireEvent.click(within(sender()).getByLabelText('Юридическое лицо или ИП'));
    // The field with suggestions, once its code has loaded (a plain field stands in until then).
    const inn = await within(sender()).findByRole('combobox', { name: /ИНН/ });
    fireEvent.change(inn, { target: { value: '770708' } });
    fireEvent.click(await screen.findByText('ПАО СБЕРБАНК, ИНН 7707083893'));
    expect(valueOf(within(sender()).getByLabelText(/Название организации/))).toBe('ПАО СБЕРБАНК');
    expect(valueOf(inn)).toBe('7707083893');
    expect(valueOf(within(sender()).getByLabelText(/КПП/))).toBe('773601001');
    expect(api.content.suggestCompany).toHaveBeenCalledWith('770708');

    fireEvent.change(inn, { target: { value: '7707083894' } });
    fireEvent.blur(inn);
    expect(within(sender()).getByText(/Неверный ИНН/)).toBeInTheDocument();
  });

  it('company suggestions failing leave free typing working', async () => {
    const { api } = renderPage((s) => choose(s));
    api.content.suggestCompany.mockRejectedValue(new Error('offline'));
    fireEvent.click(within(sender()).getByLabelText('Юридическое лицо или ИП'));
    const name = within(sender()).getByLabelText(/Название организации/);
    type(name, 'ООО Ромашка');
    await waitFor(() => expect(api.content.suggestCompany).toHaveBeenCalled());
    expect(valueOf(name)).toBe('ООО Ромашка');
  });

  it('asks for passports when the tariff needs them, with a reset', () => {
    renderPage((s) => choose(s, true));
    const series = within(recipient()).getByLabelText(/Серия/);
    const reset = within(recipient()).getByRole('button', { name: 'Очистить паспорт' });
    expect(reset).toBeDisabled();
    fireEvent.change(series, { target: { value: '40a12' } });
    expect(valueOf(series)).toBe('4012');
    fireEvent.click(reset);
    expect(valueOf(series)).toBe('');
    expect(reset).toBeDisabled();
  });

  it('the payer is the recipient in one click', () => {
    renderPage((s) => choose(s));
    const payer = screen.getByRole('region', { name: 'Плательщик' });
    fireEvent.click(within(payer).getByRole('button', { name: 'Получатель' }));
    expect(within(payer).getByRole('button', { name: 'Получатель' })).toHaveAttribute('aria-pressed', 'true');
    // The recipient pays: the recipient's e-mail is now the one asked for.
    expect(within(recipient()).getByLabelText(/E-mail/)).toBeRequired();
    expect(within(sender()).getByLabelText(/E-mail/)).not.toBeRequired();
    fireEvent.click(within(payer).getByRole('button', { name: 'Другое лицо' }));
    expect(within(payer).getByLabelText(/Имя и фамилия/)).toBeInTheDocument();
  });

  it('offers contacts saved for the origin city and fills one in', () => {
    renderPage((s) => {
      choose(s);
      s.localStorage.saveContact({ name: 'Иван Петров', phone: '+79120000001' }, TEST_SPB);
      s.localStorage.saveContact(
        { name: 'Олег', phone: '+79120000002' },
        testCity('6600000000000', 'Екатеринбург'),
      );
    });
    expect(within(sender()).queryByText('Олег')).not.toBeInTheDocument();
    fireEvent.click(within(sender()).getByRole('button', { name: /Подставить Иван Петров/ }));
    expect(valueOf(within(sender()).getByLabelText(/Имя и фамилия/))).toBe('Иван Петров');
    expect(valueOf(within(sender()).getByLabelText(/Телефон/))).toBe('+79120000001');
  });

  it('a courier needs an address; the address suggestions are for the city', async () => {
    const { api, store } = renderPage((s) => choose(s));
    api.calculator.consolidated.mockResolvedValue([{ ...offer(), total: 3000 }]);
    api.content.suggestAddress.mockResolvedValue([
      { value: 'г Москва, ул Тверская, д 1', data: { city_fias_id: 'fias-7700000000000' } },
    ]);
    await act(async () => store.order.chooseDeliveryMethod('to', 'COURIER'));
    expect(store.shipment.tariff?.total).toBe(3000);
    fireEvent.change(within(recipient()).getByLabelText(/Адрес доставки/), { target: { value: 'Тверская' } });
    fireEvent.click(await screen.findByText('г Москва, ул Тверская, д 1'));
    expect(api.content.suggestAddress).toHaveBeenCalledWith('Тверская', 'fias-7700000000000');
    expect(store.shipment.directions.to.address.value).toBe('г Москва, ул Тверская, д 1');
  });

  it('a locker is chosen from the carrier’s list: its cell shows first, one too small refuses the cargo', async () => {
    const { api, store } = renderPage((s) => {
      choose(s);
      // One bag of 40 × 30 × 20 cm, 10 kg: both cells hold its size, only the big one its weight.
      s.delivery.addCargo(PACKAGING_PRESETS[1]);
      s.delivery.cargos.at(-1)!.weight = { value: 10, unit: 'kg' };
    });
    api.calculator.consolidated.mockImplementation(async () => [{ ...offer(), total: 2392 }]);
    await act(async () => store.order.chooseDeliveryMethod('from', 'POSTAMAT'));
    const group = await screen.findByRole('radiogroup', { name: 'Где передадите груз' });
    const big = within(group).getByRole('radio', { name: /spb-locker-big/ });
    const small = within(group).getByRole('radio', { name: /spb-locker-small/ });
    expect(big).toHaveTextContent('Ячейка до 60 × 40 × 40 см, до 15 кг');
    expect(small).toHaveTextContent('Ячейка до 60 × 40 × 20 см, до 8 кг');
    expect(small).toHaveTextContent('Груз тяжелее, чем принимает ячейка');
    expect(small).toHaveAttribute('aria-disabled', 'true');
    expect(within(group).queryByRole('radio', { name: /terminal/ })).not.toBeInTheDocument();
    expect(api.content.getPickupPoints).toHaveBeenCalledWith({
      city: TEST_SPB.code,
      provider: 'own-network',
      method: 'POSTAMAT',
    });

    fireEvent.click(small);
    expect(store.shipment.directions.from.point).toBeNull();
    await act(async () => fireEvent.click(big));
    expect(store.shipment.directions.from.point?.id).toBe('spb-locker-big');
    expect(big).toHaveAttribute('aria-checked', 'true');
    // The offer is priced again at the locker: the search names it.
    const search = api.calculator.consolidated.mock.calls.at(-1)![0];
    expect(search.directions.from.point).toEqual({ id: 'spb-locker-big' });
    expect(store.shipment.tariff?.total).toBe(2392);
  });

  it('a СДЭК offer terminal to terminal lists its offices, takes one, and keeps it after a reload', async () => {
    const { storage } = memoryStorage();
    const cdek: TariffOffer = {
      ...offer(true),
      name: 'Сборный груз склад-склад',
      company: { name: 'СДЭК', slug: 'cdek' },
      codes: { tariff: 'cdek-751', provider: 'cdek' },
    };
    const first = renderPage(
      (s) => {
        s.shipment.setCity('from', TEST_SPB);
        s.shipment.setCity('to', TEST_MOSCOW);
        s.shipment.setDeliveryMethod('from', 'WAREHOUSE');
        s.shipment.setDeliveryMethod('to', 'WAREHOUSE');
        s.order.setTariff(cdek);
      },
      { storage },
    );
    first.api.calculator.consolidated.mockImplementation(async () => [{ ...cdek, total: 2500 }]);
    const group = await screen.findByRole('radiogroup', { name: 'Где передадите груз' });
    const office = within(group).getByRole('radio', { name: /cdek-spb-office/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(first.api.content.getPickupPoints).toHaveBeenCalledWith({
      city: TEST_SPB.code,
      provider: 'cdek',
      method: 'WAREHOUSE',
    });
    await act(async () => fireEvent.click(office));
    expect(first.store.shipment.directions.from.point?.id).toBe('cdek-spb-office');
    expect(office).toHaveAttribute('aria-checked', 'true');
    const search = first.api.calculator.consolidated.mock.calls.at(-1)![0];
    expect(search.directions.from).toMatchObject({
      deliveryMethod: { slug: 'WAREHOUSE' },
      point: { id: 'cdek-spb-office' },
    });
    first.unmount();
    first.store.dispose();

    const again = renderPage(() => undefined, { storage });
    expect(again.store.shipment.directions.from.point?.id).toBe('cdek-spb-office');
    const restored = await screen.findByRole('radiogroup', { name: 'Где передадите груз' });
    expect(within(restored).getByRole('radio', { name: /cdek-spb-office/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('the locker’s size fields that cannot load (the connection dropped) say so; the next press opens them', async () => {
    const { bus } = renderPage((s) => {
      choose(s);
      s.delivery.setCargoMode('totals');
      s.delivery.setTotals({ weightKg: 12, quantity: 2 });
    });
    const toasts: Array<{ message: string }> = [];
    bus.on('notify', (toast) => toasts.push(toast));
    const method = within(sender()).getByRole('combobox', { name: /^Как передадите груз/ });
    await act(async () => fireEvent.change(method, { target: { value: 'POSTAMAT' } }));
    const ask = within(sender()).getByRole('region', { name: 'Постамату нужны размеры каждого места' });
    const open = within(ask).getByRole('button', { name: 'Указать размеры мест' });
    jest.doMock('@dostavka/shared-kernel/rules', () => {
      throw new Error('Loading chunk 41 failed');
    });
    try {
      fireEvent.click(open);
      await waitFor(() =>
        expect(toasts.map((toast) => toast.message)).toEqual([
          'Не удалось открыть поля размеров. Проверьте подключение и нажмите ещё раз.',
        ]),
      );
      expect(within(ask).queryByRole('group', { name: 'Место 1' })).not.toBeInTheDocument();
    } finally {
      jest.dontMock('@dostavka/shared-kernel/rules');
    }
    fireEvent.click(open);
    expect(await within(ask).findByRole('group', { name: 'Место 1' })).toBeInTheDocument();
  });

  it('a locker for a weight-only shipment keeps the tariff and asks for the sizes of each place right there', async () => {
    const { api, store, bus } = renderPage((s) => {
      choose(s);
      s.delivery.setCargoMode('totals');
      s.delivery.setTotals({ weightKg: 12, quantity: 2 });
    });
    const toasts: unknown[] = [];
    bus.on('notify', (toast) => toasts.push(toast));
    api.calculator.consolidated.mockResolvedValue([{ ...offer(), total: 2392 }]);
    const method = within(sender()).getByRole('combobox', { name: /^Как передадите груз/ });
    await act(async () => fireEvent.change(method, { target: { value: 'POSTAMAT' } }));
    expect(method).toHaveDisplayValue('Постамат');
    expect(store.shipment.directions.from.deliveryMethod.slug).toBe('POSTAMAT');
    // The chosen tariff stays: no "Этот тариф больше недоступен", no search without sizes.
    expect(screen.getByRole('region', { name: 'Доставка — Стандарт' })).toBeInTheDocument();
    expect(store.shipment.tariff?.total).toBe(2302);
    expect(toasts).toEqual([]);
    expect(api.calculator.consolidated).not.toHaveBeenCalled();
    const ask = within(sender()).getByRole('region', { name: 'Постамату нужны размеры каждого места' });
    expect(ask).toHaveTextContent('Груз указан только общим весом (12 кг, мест: 2)');
    expect(ask).toHaveTextContent('по длине, ширине и высоте каждого места');
    expect(within(sender()).queryByRole('radiogroup')).not.toBeInTheDocument();
    fillContacts();
    expect(
      screen.getByRole('button', { name: 'Укажите размеры мест для постамата и ещё 1' }),
    ).toBeInTheDocument();

    fireEvent.click(within(ask).getByRole('button', { name: 'Указать размеры мест' }));
    // The fields open once the places' rules have loaded.
    const place = await within(ask).findByRole('group', { name: 'Место 1' });
    const length = within(place).getByLabelText(/Длина, см/);
    expect(length).toHaveFocus();
    expect(valueOf(within(place).getByLabelText(/Вес места, кг/))).toBe('6');
    expect(valueOf(within(place).getByLabelText(/Таких мест/))).toBe('2');
    // The kernel's rules for a place: a size is required, and a limit is named.
    fireEvent.blur(length);
    expect(within(place).getByText('Укажите длину')).toBeInTheDocument();
    type(length, '700');
    expect(within(place).getByText('Длина места — не больше 620 см')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Пересчитать с постаматом' }));
    expect(api.calculator.consolidated).not.toHaveBeenCalled();
    type(length, '40');
    type(within(place).getByLabelText(/Ширина, см/), '30');
    // A click on the order's submit button names the sizes and keeps what was typed in them.
    fireEvent.click(screen.getByRole('button', { name: /^Укажите размеры мест для постамата/ }));
    expect(valueOf(length)).toBe('40');
    expect(valueOf(within(place).getByLabelText(/Ширина, см/))).toBe('30');
    type(within(place).getByLabelText(/Высота, см/), '20');
    await act(async () =>
      fireEvent.click(within(ask).getByRole('button', { name: 'Пересчитать с постаматом' })),
    );

    // The cargo is now its places (the calculator shows the same), and the tariff is priced with the locker.
    expect(store.delivery.cargoMode).toBe('places');
    const search = api.calculator.consolidated.mock.calls.at(-1)![0];
    expect(search.directions.from.deliveryMethod.slug).toBe('POSTAMAT');
    expect(search.delivery.dimensions.cargos).toEqual([
      expect.objectContaining({ length: 40, width: 30, height: 20, weight: 6000, quantity: 2 }),
    ]);
    expect(store.shipment.tariff?.total).toBe(2392);
    expect(toasts).toEqual([]);
    expect(
      within(sender()).queryByRole('region', { name: 'Постамату нужны размеры каждого места' }),
    ).not.toBeInTheDocument();
    expect(
      await within(sender()).findByRole('radiogroup', { name: 'Где передадите груз' }),
    ).toBeInTheDocument();
  });

  it('without points of the carrier loaded, the order asks for one and names it', async () => {
    const { api, store } = renderPage((s) => choose(s));
    api.content.getPickupPoints.mockRejectedValueOnce(new Error('offline'));
    api.calculator.consolidated.mockResolvedValue([offer()]);
    await act(async () => store.order.chooseDeliveryMethod('to', 'OFFICE'));
    expect(await screen.findByText('Не удалось загрузить пункты. Попробуйте ещё раз.')).toBeInTheDocument();
    fillContacts();
    expect(screen.getByRole('button', { name: 'Укажите пункт получения груза' })).toBeInTheDocument();
  });

  it('a guest who submits a complete order gets the sign-in modal', async () => {
    const { store } = renderPage((s) => choose(s));
    fillContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(store.modals.isShown('auth')).toBe(true));
  });

  it('the submit button names what is still missing as the form is filled', async () => {
    renderPage((store) => choose(store));
    expect(
      await screen.findByRole('button', { name: 'Укажите имя отправителя и ещё 4' }),
    ).toBeInTheDocument();
    type(within(sender()).getByLabelText(/Имя и фамилия/), 'Иван');
    expect(screen.getByRole('button', { name: 'Укажите телефон отправителя и ещё 3' })).toBeInTheDocument();
    fillContacts();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeInTheDocument();
    type(within(sender()).getByLabelText(/E-mail/), '');
    expect(screen.getByRole('button', { name: 'Укажите e-mail отправителя' })).toBeInTheDocument();
  });

  it('a message shows only once its field is left, never while typing', async () => {
    renderPage((store) => choose(store));
    await rulesLoaded();
    const name = within(recipient()).getByLabelText(/Имя и фамилия/);
    fireEvent.focus(name);
    type(name, 'Пётр');
    type(name, '');
    expect(within(recipient()).queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument();
    fireEvent.blur(name);
    expect(within(recipient()).getByText('Поле обязательно для заполнения')).toBeInTheDocument();
    expect(within(sender()).queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument();
  });

  it('the draft comes back on a new page (reload, closed tab): what was typed, and the fields left', async () => {
    const { storage } = memoryStorage();
    const first = renderPage((store) => choose(store, true), { storage });
    fireEvent.click(within(sender()).getByLabelText('Юридическое лицо или ИП'));
    type(within(sender()).getByLabelText(/ИНН/), '7707083893');
    type(within(sender()).getByLabelText(/Контактное лицо/), 'Иван Петров');
    const phone = within(sender()).getByLabelText(/Телефон/);
    type(phone, '912345');
    fireEvent.blur(phone);
    type(within(recipient()).getByLabelText(/Серия/), '4012');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Плательщик' })).getByRole('button', { name: 'Получатель' }),
    );
    first.unmount();
    first.store.dispose();

    renderPage(() => undefined, { storage });
    expect(screen.getByRole('region', { name: 'Доставка — Стандарт' })).toBeInTheDocument();
    expect(within(sender()).getByLabelText('Юридическое лицо или ИП')).toBeChecked();
    expect(valueOf(within(sender()).getByLabelText(/ИНН/))).toBe('7707083893');
    expect(valueOf(within(sender()).getByLabelText(/Контактное лицо/))).toBe('Иван Петров');
    expect(valueOf(within(sender()).getByLabelText(/Телефон/))).toBe('+7 (912) 345');
    expect(valueOf(within(recipient()).getByLabelText(/Серия/))).toBe('4012');
    expect(
      within(screen.getByRole('region', { name: 'Плательщик' })).getByRole('button', { name: 'Получатель' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The phone had been left: its message shows again (once the rules are there); the fields
    // never visited stay quiet.
    expect(
      await within(sender()).findByText('Введите номер в формате +7 (XXX) XXX-XX-XX'),
    ).toBeInTheDocument();
    expect(within(recipient()).queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument();
  });

  it('"Очистить заказ" empties the form and its draft', async () => {
    const { storage } = memoryStorage();
    const first = renderPage((store) => choose(store), { storage });
    type(within(sender()).getByLabelText(/Имя и фамилия/), 'Иван');
    fireEvent.click(screen.getByRole('button', { name: 'Очистить заказ' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Очистить заказ' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Тариф не выбран')).toBeInTheDocument();
    expect(valueOf(within(sender()).getByLabelText(/Имя и фамилия/))).toBe('');
    first.unmount();
    first.store.dispose();
    renderPage(() => undefined, { storage });
    expect(valueOf(within(sender()).getByLabelText(/Имя и фамилия/))).toBe('');
  });

  it('a manager places the order on behalf of a customer, whose e-mail is checked once left', async () => {
    const api = fakeApi();
    api.user.getFlags.mockResolvedValue({
      flags: { 'order-manager-mode': { value: true, reason: 'STATIC' } },
    });
    api.user.createOrder.mockResolvedValue(testOrder({ number: 'A-12345678' }));
    renderPage(
      (s) => {
        choose(s);
        s.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
        s.profile.restore({
          user: { uuid: 'm1', email: 'm@dostavka.ru', role: { slug: 'MANAGER', level: 3 } },
        });
      },
      { api },
    );
    const panel = await screen.findByRole('region', { name: 'Режим менеджера' });
    fireEvent.click(within(panel).getByLabelText(/Оформить от имени клиента/));
    const email = within(panel).getByLabelText(/E-mail клиента/);
    type(email, 'client@');
    expect(within(panel).queryByText('Введите корректный e-mail')).not.toBeInTheDocument();
    fireEvent.blur(email);
    expect(within(panel).getByText('Введите корректный e-mail')).toBeInTheDocument();
    type(email, 'client@mail.ru');
    fillContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(api.user.createOrder).toHaveBeenCalled());
    expect(api.user.createOrder.mock.calls[0]![0]).toMatchObject({
      isInternal: true,
      customerEmail: 'client@mail.ru',
      contacts: { sender: { name: 'Иван' }, payer: { email: 'ivan@mail.ru' } },
    });
    expect(await screen.findByText('A-12345678')).toBeInTheDocument();
  });

  it('a 502 that lasts: retried with the same key, then the page says the order may not be placed and offers to try again', async () => {
    const api = fakeApi();
    api.content.getPickupPoints.mockImplementation(pointsServing);
    api.user.createOrder.mockRejectedValue(new ApiError(502, 'Bad Gateway', '/api/user/order/create'));
    const bus = createBus();
    const toasts: Array<DostavkaEvents['notify']> = [];
    bus.on('notify', (toast) => toasts.push(toast));
    // The waits between tries are taken at once.
    const store = new RootStore({
      api: api as unknown as ApiClients,
      bus,
      translate: (key) => i18n.t(key),
      wait: async () => undefined,
    });
    renderWithKernel(
      ({ store: kernelStore, bus: kernelBus }) => (
        <OrderPage page="order" route="order" params={{}} query={{}} store={kernelStore} bus={kernelBus} />
      ),
      {
        kernel: { store, bus },
        setup: (s) =>
          runInAction(() => {
            choose(s);
            s.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
          }),
      },
    );
    fillContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Заказ, возможно, не оформлен');
    expect(alert).toHaveTextContent('второй раз он не оформится');
    expect(toasts).toEqual([
      { message: expect.stringContaining('возможно, он не оформлен'), variant: 'error' },
    ]);
    const tries = api.user.createOrder.mock.calls.length;
    expect(tries).toBeGreaterThan(1);
    api.user.createOrder.mockResolvedValue(testOrder({ number: 'A-12345678' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByText('A-12345678')).toBeInTheDocument();
    const keys = api.user.createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys).toHaveLength(tries + 1);
    expect(new Set(keys).size).toBe(1);
    expect(screen.queryByText('Заказ, возможно, не оформлен')).not.toBeInTheDocument();
  });

  it('a placed order shows its number with the waybill and tracking', () => {
    renderPage((s) => {
      s.order.setTariff(offer());
      s.order.reset();
      s.order.created = testOrder({ number: 'A-12345678' });
    });
    expect(screen.getByText('A-12345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать накладную (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отследить заказ' }).getAttribute('href')).toBe(
      '/tracking/?number=A-12345678',
    );
  });
});
