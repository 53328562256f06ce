import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import type { City } from '@dostavka/shared-kernel/domain';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel, TEST_MOSCOW, TEST_SPB, testCity } from '@dostavka/shared-kernel/testing';
import { isDialogEntry } from '../use-close-on-back';
import { CityPickerField } from './city-field';

beforeAll(() => initI18n('ru'));

const SPB = TEST_SPB;
const MOSCOW = TEST_MOSCOW;

/** The field as a page holds it: the chosen city in the page's state. */
function Field({ side }: { side: 'from' | 'to' }) {
  const [value, setValue] = useState<City | null>(null);
  return <CityPickerField side={side} value={value} onChange={setValue} />;
}

function renderField(api: ReturnType<typeof fakeApi>, side: 'from' | 'to' = 'from') {
  return { api, ...renderWithKernel(<Field side={side} />, { api: api as unknown as ApiClients }) };
}

const TVER = testCity('6900000100000', 'Тверь', {
  slug: 'tver',
  region: { code: '69', name: 'Тверская обл' },
});
const TORZHOK = testCity('6900001000000', 'Торжок', {
  slug: 'torzhok',
  region: { code: '69', name: 'Тверская обл' },
});

function kernel({ catalogue = true } = {}) {
  const setup = { api: fakeApi() };
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
  const view = renderField(setup.api);
  fireEvent.click(screen.getByLabelText('Откуда'));
  const dialog = await screen.findByRole('dialog', { name: 'Откуда' });
  await within(dialog).findByRole('button', { name: /Москва/ });
  return { ...view, dialog };
}

describe('the city picker', () => {
  it('opens on the popular cities and picks one for the origin', async () => {
    const { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: /Москва/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
    expect(await within(dialog).findByRole('button', { name: /Тверь/ })).toBeInTheDocument();
  });

  it('offers no city while the typed name waits for its answer, so a tap cannot land on one the answer moves', async () => {
    const setup = kernel();
    let answer: (cities: City[]) => void = () => undefined;
    setup.api.content.searchCities.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { dialog } = await openPicker(setup);
    fireEvent.change(within(dialog).getByLabelText('Название города'), { target: { value: 'тве' } });
    // Typed, not yet sent (the debounce), then sent and not answered: the popular cities are gone.
    expect(within(dialog).queryByRole('button', { name: /Москва/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Ищем города' })).toBeInTheDocument();
    await waitFor(() => expect(setup.api.content.searchCities).toHaveBeenCalledWith('тве'));
    expect(within(dialog).queryByRole('button', { name: /Москва/ })).not.toBeInTheDocument();
    await act(async () => answer([TVER]));
    expect(await within(dialog).findByRole('button', { name: /Тверь/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the popular cities stay where they are when the letter index arrives after them', async () => {
    const setup = kernel();
    let listAll: (value: { data: City[]; total: number; next: null }) => void = () => undefined;
    setup.api.content.getCities.mockReturnValue(
      new Promise((resolve) => {
        listAll = resolve;
      }),
    );
    const { dialog } = await openPicker(setup);
    const popular = within(dialog).getByRole('list', { name: 'Популярные города' });
    expect(within(dialog).queryByRole('group', { name: 'Первая буква' })).not.toBeInTheDocument();
    await act(async () => {
      listAll({ data: [SPB, MOSCOW, TVER, TORZHOK], total: 4, next: null });
    });
    const letters = await within(dialog).findByRole('group', { name: 'Первая буква' });
    // The same list element, and the index after it: nothing was put above a city being tapped.
    expect(within(dialog).getByRole('list', { name: 'Популярные города' })).toBe(popular);
    expect(popular.compareDocumentPosition(letters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the letter panel lists the cities of one letter', async () => {
    const { dialog } = await openPicker();
    const letters = await within(dialog).findByRole('group', { name: 'Первая буква' });
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
  });

  it('the region panels: regions for the origin, then the cities of the chosen one', async () => {
    const { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'По регионам' }));
    const regions = within(dialog).getByRole('list', { name: 'Регионы' });
    fireEvent.change(within(dialog).getByLabelText('Найти регион'), { target: { value: 'твер' } });
    expect(within(regions).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(regions).getByRole('button', { name: /Тверская обл/ }));
    expect(within(dialog).queryByRole('list', { name: 'Регионы' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Торжок' }));
    await waitFor(() => expect((screen.getByLabelText('Откуда') as HTMLInputElement).value).toBe('Торжок'));
  });

  it('the destination goes through its region as city-to-region', async () => {
    renderField(kernel().api, 'to');
    fireEvent.click(screen.getByLabelText('Куда'));
    const dialog = await screen.findByRole('dialog', { name: 'Куда' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'По регионам' }));
    const regions = await within(dialog).findByRole('list', { name: 'Регионы' });
    fireEvent.click(await within(regions).findByRole('button', { name: /Тверская обл/ }));
    expect(within(dialog).queryByRole('list', { name: 'Регионы' })).not.toBeInTheDocument();
  });

  it('without a city list from the content service the letter and region panels say so; the search still works', async () => {
    const { dialog } = await openPicker(kernel({ catalogue: false }));
    await within(dialog).findByRole('button', { name: 'Повторить' });
    const notice = 'Выбор по буквам и регионам сейчас недоступен. Найдите город по названию.';
    expect(await within(dialog).findByText(notice)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'По регионам' }));
    expect(await within(dialog).findByText(notice)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('the city picker and the browser’s Back (issue 38)', () => {
  /** The page's own entry, told apart by what it keeps in its state. */
  const PAGE = { page: 'calculator' };
  const settled = (dialogEntry: boolean) => waitFor(() => expect(isDialogEntry()).toBe(dialogEntry));

  beforeEach(async () => {
    await settled(false);
    window.history.pushState(PAGE, '', '/calculator/');
  });

  it('Back closes the picker; the page, its address and the city chosen before stay', async () => {
    const { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: /Москва/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settled(false);

    fireEvent.click(screen.getByLabelText('Откуда'));
    const again = await screen.findByRole('dialog', { name: 'Откуда' });
    fireEvent.change(within(again).getByLabelText('Название города'), { target: { value: 'Тв' } });
    await settled(true);
    await act(
      () =>
        new Promise<void>((done) => {
          window.addEventListener('popstate', () => done(), { once: true });
          window.history.back();
        }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((screen.getByLabelText('Откуда') as HTMLInputElement).value).toBe('Москва');
    expect(window.location.pathname).toBe('/calculator/');
    expect(window.history.state).toEqual(PAGE);
  });

  it('a city chosen takes the picker’s entry away: the page’s entry is the current one again', async () => {
    const { dialog } = await openPicker();
    await settled(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Санкт-Петербург/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settled(false);
    expect(window.history.state).toEqual(PAGE);
    expect((screen.getByLabelText('Откуда') as HTMLInputElement).value).toBe('Санкт-Петербург');
  });
});

describe('the city picker in English', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('ru'));

  it('lists popular cities, found cities and regions by their English names; a region is found in Latin', async () => {
    const setup = kernel();
    setup.api.content.searchCities.mockResolvedValue([TVER]);
    renderField(setup.api);
    fireEvent.click(screen.getByLabelText('From'));
    const dialog = await screen.findByRole('dialog', { name: 'From' });
    const popular = within(dialog).getByRole('list', { name: 'Popular cities' });
    await waitFor(() =>
      expect(
        within(popular)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Saint Petersburg', 'Moscow']),
    );

    fireEvent.change(within(dialog).getByLabelText('City name'), { target: { value: 'Tver' } });
    const found = await within(dialog).findByRole('list', { name: 'Cities found' });
    expect(setup.api.content.searchCities).toHaveBeenCalledWith('Tver');
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TverTverskaya obl']);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'By region' }));
    fireEvent.change(within(dialog).getByLabelText('Find a region'), { target: { value: 'tversk' } });
    const regions = within(dialog).getByRole('list', { name: 'Regions' });
    fireEvent.click(within(regions).getByRole('button', { name: /^Tverskaya obl/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Torzhok' }));
    await waitFor(() => expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('Torzhok'));
  });
});

it('a city a link could not find is reported under the field', () => {
  renderWithKernel(
    <CityPickerField side="to" value={null} onChange={jest.fn()} error="Город из ссылки не найден" />,
    {
      api: fakeApi() as unknown as ApiClients,
    },
  );
  expect(screen.getByText('Город из ссылки не найден')).toBeInTheDocument();
});
