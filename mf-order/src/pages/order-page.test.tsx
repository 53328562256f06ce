import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { runInAction } from 'mobx';
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import {
  fakeApi,
  renderWithKernel,
  TEST_MOSCOW,
  TEST_SPB,
  testCity,
  testOffer,
  testOrder,
} from '@dostavka/shared-kernel/testing';
import type { RootStore } from '@dostavka/shared-kernel/stores';
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

function renderPage(setup: (store: RootStore) => void = () => undefined) {
  const api = fakeApi();
  const view = renderWithKernel(
    ({ store, bus }) => (
      <OrderPage page="order" route="order" params={{}} query={{}} store={store} bus={bus} />
    ),
    { api: api as unknown as ApiClients, setup: (store) => runInAction(() => setup(store)) },
  );
  return { api, ...view };
}

function choose(store: RootStore, passport = false) {
  store.order.setCity('from', TEST_SPB);
  store.order.setCity('to', TEST_MOSCOW);
  store.order.setDeliveryMethod('from', 'WAREHOUSE');
  store.order.setDeliveryMethod('to', 'WAREHOUSE');
  store.order.setTariff(offer(passport));
}

const sender = () => screen.getByRole('region', { name: 'Отправитель' });
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

  it('the submit button says what is missing, and a click shows every problem', () => {
    renderPage((store) => choose(store));
    const button = screen.getByRole('button', { name: 'Укажите имя отправителя и ещё 4' });
    expect(within(sender()).queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(within(sender()).getAllByText('Поле обязательно для заполнения').length).toBeGreaterThan(0);
  });

  it('validates lazily: a bad phone is pointed out once the field is left', () => {
    renderPage((store) => choose(store));
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
    const { api, store } = renderPage((s) => choose(s));
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
    const inn = within(sender()).getByLabelText(/ИНН/);
    fireEvent.change(inn, { target: { value: '770708' } });
    fireEvent.click(await screen.findByText('ПАО СБЕРБАНК, ИНН 7707083893'));
    expect(store.order.contacts.sender.company).toEqual({
      name: 'ПАО СБЕРБАНК',
      inn: '7707083893',
      kpp: '773601001',
    });
    expect(api.content.suggestCompany).toHaveBeenCalledWith('770708');

    fireEvent.change(inn, { target: { value: '7707083894' } });
    fireEvent.blur(inn);
    expect(within(sender()).getByText(/Неверный ИНН/)).toBeInTheDocument();
  });

  it('company suggestions failing leave free typing working', async () => {
    const { api, store } = renderPage((s) => choose(s));
    api.content.suggestCompany.mockRejectedValue(new Error('offline'));
    fireEvent.click(within(sender()).getByLabelText('Юридическое лицо или ИП'));
    fireEvent.change(within(sender()).getByLabelText(/Название организации/), {
      target: { value: 'ООО Ромашка' },
    });
    await waitFor(() => expect(api.content.suggestCompany).toHaveBeenCalled());
    expect(store.order.contacts.sender.company?.name).toBe('ООО Ромашка');
  });

  it('asks for passports when the tariff needs them, with a reset', () => {
    const { store } = renderPage((s) => choose(s, true));
    const series = within(recipient()).getByLabelText(/Серия/);
    fireEvent.change(series, { target: { value: '40a12' } });
    expect(store.order.contacts.recipient.passport?.series).toBe('4012');
    fireEvent.click(within(recipient()).getByRole('button', { name: 'Очистить паспорт' }));
    expect(store.order.contacts.recipient.passport).toBeUndefined();
  });

  it('the payer is the recipient in one click', () => {
    const { store } = renderPage((s) => choose(s));
    const payer = screen.getByRole('region', { name: 'Плательщик' });
    fireEvent.click(within(payer).getByRole('button', { name: 'Получатель' }));
    expect(store.order.payerSource).toBe('recipient');
    fireEvent.click(within(payer).getByRole('button', { name: 'Другое лицо' }));
    expect(within(payer).getByLabelText(/Имя и фамилия/)).toBeInTheDocument();
  });

  it('offers contacts saved for the origin city and fills one in', () => {
    const { store } = renderPage((s) => {
      choose(s);
      s.localStorage.saveContact({ name: 'Иван Петров', phone: '+79120000001' }, TEST_SPB);
      s.localStorage.saveContact(
        { name: 'Олег', phone: '+79120000002' },
        testCity('6600000000000', 'Екатеринбург'),
      );
    });
    expect(within(sender()).queryByText('Олег')).not.toBeInTheDocument();
    fireEvent.click(within(sender()).getByRole('button', { name: /Подставить Иван Петров/ }));
    expect(store.order.contacts.sender).toMatchObject({ name: 'Иван Петров', phone: '+79120000001' });
  });

  it('a courier needs an address; the address suggestions are for the city', async () => {
    const { api, store } = renderPage((s) => choose(s));
    api.calculator.consolidated.mockResolvedValue([{ ...offer(), total: 3000 }]);
    api.content.suggestAddress.mockResolvedValue([
      { value: 'г Москва, ул Тверская, д 1', data: { city_fias_id: 'fias-7700000000000' } },
    ]);
    await act(async () => store.order.chooseDeliveryMethod('to', 'COURIER'));
    expect(store.order.tariff?.total).toBe(3000);
    fireEvent.change(within(recipient()).getByLabelText(/Адрес доставки/), { target: { value: 'Тверская' } });
    fireEvent.click(await screen.findByText('г Москва, ул Тверская, д 1'));
    expect(api.content.suggestAddress).toHaveBeenCalledWith('Тверская', 'fias-7700000000000');
    expect(store.order.directions.to.address.value).toBe('г Москва, ул Тверская, д 1');
  });

  it('a guest who submits a complete order gets the sign-in modal', () => {
    const { store } = renderPage((s) => {
      choose(s);
      s.order.contacts.sender.set({ name: 'Иван', phone: '+79120000001', email: 'ivan@mail.ru' });
      s.order.contacts.recipient.set({ name: 'Пётр', phone: '+79120000002' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(store.modals.isShown('auth')).toBe(true);
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
