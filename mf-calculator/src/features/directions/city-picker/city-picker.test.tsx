import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dostavka/shared-kernel/api';
import { calculatorKernel, city, initTexts, MOSCOW, renderInKernel, SPB } from '../../../test-support';
import { DirectionFields } from '../direction-fields';

beforeAll(initTexts);

const TVER = city('6900000100000', 'Тверь', 'tver', { code: '69', name: 'Тверская обл' });
const TORZHOK = city('6900001000000', 'Торжок', 'torzhok', { code: '69', name: 'Тверская обл' });

function kernel({ catalogue = true } = {}) {
  const setup = calculatorKernel();
  setup.api.content.getPopularCities.mockResolvedValue([SPB, MOSCOW]);
  if (catalogue) {
    setup.api.content.getCities.mockResolvedValue({
      data: [SPB, MOSCOW, TVER, TORZHOK],
      total: 4,
      next: null,
    });
  } else {
    setup.api.content.getCities.mockRejectedValue(
      new ApiError(404, 'No GET /api/content/city in the API', '/city'),
    );
  }
  return setup;
}

async function openPicker(setup = kernel()) {
  const view = renderInKernel(<DirectionFields side="from" />, setup);
  fireEvent.click(screen.getByLabelText('Откуда'));
  const dialog = await screen.findByRole('dialog', { name: 'Откуда' });
  await within(dialog).findByRole('button', { name: /Москва/ });
  return { ...view, dialog };
}

describe('the city picker', () => {
  it('opens on the popular cities and picks one for the origin', async () => {
    const { dialog, store } = await openPicker();
    expect(store.switcher.routeType).toMatchObject({ name: 'city', status: 'from', type: 'city-city' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Москва/ }));
    expect(store.order.directions.from.city?.code).toBe(MOSCOW.code);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Откуда') as HTMLInputElement).value).toBe('Москва');
  });

  it('searches as one types, once the typing pauses', async () => {
    const setup = kernel();
    setup.api.content.searchCities.mockResolvedValue([TVER]);
    const { dialog } = await openPicker(setup);
    jest.useFakeTimers();
    try {
      const input = within(dialog).getByLabelText('Название города');
      fireEvent.change(input, { target: { value: 'т' } });
      fireEvent.change(input, { target: { value: 'тве' } });
      await act(async () => {
        jest.advanceTimersByTime(299);
      });
      expect(setup.api.content.searchCities).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(setup.api.content.searchCities).toHaveBeenCalledTimes(1);
    expect(setup.api.content.searchCities).toHaveBeenCalledWith('тве');
    expect(await within(dialog).findByRole('button', { name: /Тверь/ })).toBeTruthy();
  });

  it('the letter panel lists the cities of one letter', async () => {
    const { dialog, store } = await openPicker();
    const letters = await within(dialog).findByRole('group', { name: 'Города по первой букве' });
    expect(
      within(letters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['М', 'С', 'Т']);
    fireEvent.click(within(letters).getByRole('button', { name: 'Т' }));
    const list = within(dialog).getByRole('list', { name: 'Города на букву Т' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ТверьТверская обл', 'ТоржокТверская обл']);
    expect(store.switcher.routeType.name).toBe('from-city');
  });

  it('the region panels: regions for the origin, then the cities of the chosen one', async () => {
    const { dialog, store } = await openPicker();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Регион' }));
    expect(store.switcher.routeType).toMatchObject({ name: 'from-region', type: 'region-city' });
    const regions = within(dialog).getByRole('list', { name: 'Регионы' });
    fireEvent.change(within(dialog).getByLabelText('Найти регион'), { target: { value: 'твер' } });
    expect(within(regions).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(regions).getByRole('button', { name: /Тверская обл/ }));
    expect(store.switcher.routeType.name).toBe('region-city');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Торжок' }));
    expect(store.order.directions.from.city?.slug).toBe('torzhok');
  });

  it('the destination goes through its region as city-to-region', async () => {
    const setup = kernel();
    renderInKernel(<DirectionFields side="to" />, setup);
    fireEvent.click(screen.getByLabelText('Куда'));
    const dialog = await screen.findByRole('dialog', { name: 'Куда' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Регион' }));
    await waitFor(() => expect(setup.store.switcher.routeType.name).toBe('to-region'));
    fireEvent.click(await within(dialog).findByRole('button', { name: /Тверская обл/ }));
    expect(setup.store.switcher.routeType).toMatchObject({
      name: 'city-region',
      status: 'to',
      type: 'city-region',
    });
  });

  it('without a city list from the content service the letter and region panels say so; the search still works', async () => {
    const { dialog } = await openPicker(kernel({ catalogue: false }));
    const notice = 'Выбор по буквам и регионам сейчас недоступен. Найдите город по названию.';
    expect(await within(dialog).findByText(notice)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Регион' }));
    expect(await within(dialog).findByText(notice)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('delivery method', () => {
  it('is not chosen at first; the courier asks for the address', async () => {
    const setup = calculatorKernel();
    setup.api.content.suggestAddress.mockRejectedValue(
      new ApiError(404, 'No GET /api/content/dadata/address', '/x'),
    );
    const { store } = renderInKernel(<DirectionFields side="to" />, setup);
    act(() => store.order.setCity('to', MOSCOW));
    const method = screen.getByRole('combobox', { name: 'Как получаете груз' });
    expect(method.textContent).toBe('Не выбрано');
    fireEvent.mouseDown(method);
    expect(screen.getByRole('option', { name: 'Не выбрано' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Курьер' }));
    expect(store.order.directions.to.deliveryMethod.slug).toBe('COURIER');
    fireEvent.change(screen.getByRole('combobox', { name: 'Адрес доставки' }), {
      target: { value: 'Тверская, 1' },
    });
    expect(store.order.directions.to.address.value).toBe('Тверская, 1');
    expect(
      await screen.findByText('Подсказки адресов сейчас недоступны — введите адрес полностью'),
    ).toBeTruthy();
  });
});
