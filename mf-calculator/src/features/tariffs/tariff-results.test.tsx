import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { SEARCH_LIMIT_ERROR } from '@dostavka/shared-kernel/contract/names';
import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import { calculatorKernel, initTexts, MOSCOW, offer, renderInKernel, SPB } from '../../test-support';
import { CargoSection } from '../cargo/cargo-section';
import { TotalsSection } from '../cargo/totals-section';
import { TariffResults } from './tariff-results';

beforeAll(initTexts);

function searching() {
  const setup = calculatorKernel();
  setup.store.shipment.setCity('from', SPB);
  setup.store.shipment.setCity('to', MOSCOW);
  setup.store.delivery.addCargo(PACKAGING_PRESETS[2]);
  const onChoose = jest.fn();
  const view = renderInKernel(<TariffResults onChoose={onChoose} />, setup);
  act(() => void setup.store.tariffs.start());
  return { ...view, onChoose, id: setup.store.tariffs.id };
}

/** The carriers of the cards, in order (by slug: the heading shows the carrier's name in the language). */
const companies = () => screen.getAllByRole('article').map((card) => card.getAttribute('data-provider'));

describe('the live comparison', () => {
  it('says what is missing before a search can start', () => {
    renderInKernel(<TariffResults onChoose={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Выберите город отправления — и мы покажем тарифы.');
  });

  it('shows offers as they stream in, with the progress while carriers answer', () => {
    const { live, id } = searching();
    expect(screen.getByRole('progressbar', { name: 'Перевозчики отвечают' })).toBeInTheDocument();
    act(() => live.serverSends('get:tariff', { id, tariffs: [offer('a', 4148, 3, 'dostavka')] }));
    expect(screen.getByRole('status').textContent).toBe('Ищем тарифы… пока 1 предложение от 1 перевозчика');
    expect(companies()).toEqual(['dostavka']);
    act(() =>
      live.serverSends('get:tariff', {
        id,
        tariffs: [offer('b', 3745, 6, 'transvektor'), offer('c', 5070, 2, 'severny')],
        done: true,
      }),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Найдено 3 предложения от 3 перевозчиков');
    expect(companies()).toEqual(['transvektor', 'dostavka', 'severny']);
  });

  it('a search the server refused for too many searches says to wait, with a retry', () => {
    const { live, id } = searching();
    act(() => live.serverSends('error', { name: SEARCH_LIMIT_ERROR, message: 'Too many searches', id }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Слишком много поисков подряд. Подождите несколько секунд и повторите.',
    );
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('sorting by speed and back by price reorders the offers', () => {
    const { live, id } = searching();
    act(() =>
      live.serverSends('get:tariff', {
        id,
        tariffs: [
          offer('a', 4148, 3, 'dostavka'),
          offer('b', 3745, 6, 'transvektor'),
          offer('c', 5070, 2, 'severny'),
        ],
        done: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Быстрее' }));
    expect(companies()).toEqual(['severny', 'dostavka', 'transvektor']);
    fireEvent.click(screen.getByRole('button', { name: 'Дешевле' }));
    expect(companies()).toEqual(['transvektor', 'dostavka', 'severny']);
  });

  it('an offer card: tags, dates, price lines, total with spaces, passport and documents; choosing it', () => {
    const { live, id, onChoose } = searching();
    const passport = {
      ...offer('a', 12345, 3, 'dostavka'),
      preliminarily: true,
      required: { passport: true },
      documents: [{ name: 'Договор', url: '/docs/contract.pdf' }, { name: 'Расписка' }],
    };
    act(() =>
      live.serverSends('get:tariff', { id, tariffs: [passport, offer('b', 20000, 5, 'other')], done: true }),
    );
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('12 345 ₽')).toBeInTheDocument();
    expect(within(card).getByText('12 343 ₽')).toBeInTheDocument();
    expect(within(card).getByText('Самый дешёвый')).toBeInTheDocument();
    expect(within(card).getByText('Самый быстрый')).toBeInTheDocument();
    expect(within(card).getByText('Оптимальный')).toBeInTheDocument();
    expect(within(card).getByText('Предварительная цена')).toBeInTheDocument();
    expect(within(card).getByText('08.03.2025')).toBeInTheDocument();
    expect(within(card).getByText('11.03.2025')).toBeInTheDocument();
    expect(within(card).getByText('3 дня')).toBeInTheDocument();
    expect(within(card).getByText('Понадобятся паспортные данные')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Договор' }).getAttribute('href')).toBe(
      '/docs/contract.pdf',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Выбрать: dostavka, 12 345 ₽' }));
    expect(onChoose).toHaveBeenCalledWith(passport);
  });

  it('a same-day offer reads "В тот же день"', () => {
    const { live, id } = searching();
    act(() => live.serverSends('get:tariff', { id, tariffs: [offer('a', 900, 0, 'city')], done: true }));
    expect(screen.getByText('В тот же день')).toBeInTheDocument();
  });

  it('a refused search says so and offers a retry', () => {
    const { live, id, store } = searching();
    act(() => live.serverSends('error', { name: 'TariffSearchError', message: 'Unknown city', id }));
    expect(screen.getByRole('alert').textContent).toContain('Не удалось рассчитать тарифы.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(store.tariffs.searching).toBe(true);
    expect(store.tariffs.id).not.toBe(id);
  });

  it('a search that ends without offers says there are none', () => {
    const { live, id } = searching();
    act(() => live.serverSends('get:tariff', { id, tariffs: [], done: true }));
    expect(screen.getByRole('status').textContent).toContain('предложений нет');
  });

  it('a locker for a weight-only shipment says it needs the sizes of each place, and opens them there', async () => {
    const setup = calculatorKernel();
    const { store, live } = setup;
    store.shipment.setCity('from', SPB);
    store.shipment.setCity('to', MOSCOW);
    store.shipment.setDeliveryMethod('to', 'POSTAMAT');
    store.delivery.setCargoMode('totals');
    store.delivery.setTotals({ weightKg: 12, quantity: 2 });
    // The cargo as the search form shows it: totals, then the places once asked for.
    const Cargo = observer(() =>
      store.delivery.cargoMode === 'totals' ? <TotalsSection /> : <CargoSection />,
    );
    renderInKernel(
      <>
        <Cargo />
        <TariffResults onChoose={jest.fn()} />
      </>,
      setup,
    );
    act(() => void store.tariffs.start());
    act(() => live.serverSends('get:tariff', { id: store.tariffs.id, tariffs: [], done: true }));
    expect(screen.getByRole('status').textContent).toBe(
      'Для постамата нужны размеры каждого места — укажите их, и появятся предложения.',
    );
    expect(screen.getByRole('status').textContent).not.toContain('предложений нет');
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('Постамату нужны размеры каждого места');
    expect(note).toHaveTextContent('по длине, ширине и высоте каждого места');
    // The cargo fields say it too, in place of "no sizes needed".
    expect(screen.getByText(/Для постамата общего веса мало/)).toBeInTheDocument();

    fireEvent.click(within(note).getByRole('button', { name: 'Указать размеры мест' }));
    expect(store.delivery.cargoMode).toBe('places');
    expect(store.delivery.cargos).toHaveLength(1);
    expect(store.delivery.cargos[0]).toMatchObject({ quantity: 2, weight: { value: 6, unit: 'kg' } });
    const place = screen.getByRole('region', { name: 'Место 1' });
    const length = within(place).getByLabelText('Длина');
    await waitFor(() => expect(length).toHaveFocus());
    expect(screen.queryByText('Постамату нужны размеры каждого места')).not.toBeInTheDocument();
    expect(store.tariffs.blocker).toBe('cargoInvalid');
    // The place's own fields, judged by the kernel's rules.
    fireEvent.blur(length);
    expect(await within(place).findByText('Укажите длину')).toBeInTheDocument();
    for (const [label, value] of [
      ['Длина', '40'],
      ['Ширина', '30'],
      ['Высота', '20'],
    ] as const)
      await act(async () => fireEvent.change(within(place).getByLabelText(label), { target: { value } }));
    expect(within(place).queryByText('Укажите длину')).not.toBeInTheDocument();
    // With the sizes the search can run, and a locker's offers come.
    expect(store.tariffs.canStart).toBe(true);
    act(() => void store.tariffs.start());
    const searched = live.emitted.at(-1)![1] as { delivery: { dimensions: { cargos: unknown[] } } };
    expect(searched.delivery.dimensions.cargos).toEqual([
      expect.objectContaining({ length: 40, width: 30, height: 20, weight: 6000, quantity: 2 }),
    ]);
    act(() =>
      live.serverSends('get:tariff', {
        id: store.tariffs.id,
        tariffs: [offer('a', 990, 3, 'dostavka')],
        done: true,
      }),
    );
    expect(companies()).toEqual(['dostavka']);
  });
});
