import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTexts, renderInKernel } from '../../test-support';
import { CargoSection } from './cargo-section';

beforeAll(initTexts);

describe('cargo places', () => {
  it('a preset tile adds a place with its first size and weight; the quantity buttons count', () => {
    const { store } = renderInKernel(<CargoSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить место: Паллета' }));
    const place = screen.getByRole('region', { name: 'Место 1' });
    expect(within(place).getByText('д 120 × ш 80 × в 150 см')).toBeInTheDocument();
    fireEvent.click(within(place).getByRole('button', { name: 'Больше' }));
    expect(store.delivery.cargos[0]!.quantity).toBe(2);
    expect(screen.getByText('Всего 2 места · 100 кг · 2,88 м³')).toBeInTheDocument();
  });

  it('the packaging tiles go by weight ascending, the hand-described cargo last', () => {
    renderInKernel(<CargoSection />);
    const tiles = within(screen.getByRole('group', { name: 'Добавить место' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Добавить место: Конверт',
      'Добавить место: Мешок',
      'Добавить место: Небольшая коробка',
      'Добавить место: Коробка',
      'Добавить место: Паллета',
      'Добавить место: Свой груз',
    ]);
  });

  it("a place's message shows once its field was left; over the limits it says so in Russian", async () => {
    const { store } = renderInKernel(<CargoSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить место: Свой груз' }));
    const place = screen.getByRole('region', { name: 'Место 1' });
    const length = within(place).getByLabelText('Длина');
    expect(within(place).queryByText('Укажите длину')).not.toBeInTheDocument();
    expect(store.delivery.canStartSearch).toBe(false);
    // The first focus loads the rules; their arrival judges the visited field.
    fireEvent.focus(length);
    fireEvent.blur(length);
    expect(await within(place).findByText('Укажите длину')).toBeInTheDocument();
    expect(within(place).queryByText('Укажите ширину')).not.toBeInTheDocument();
    const typeAndLeave = (label: string, value: string) => {
      const field = within(place).getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    };
    typeAndLeave('Длина', '700');
    typeAndLeave('Ширина', '80');
    typeAndLeave('Высота', '100');
    typeAndLeave('Вес места', '12000');
    expect(await within(place).findByText('Длина места — не больше 620 см')).toBeInTheDocument();
    expect(await within(place).findByText('Вес места — не больше 10 т')).toBeInTheDocument();
    expect(store.delivery.canStartSearch).toBe(false);
    typeAndLeave('Кол-во', '1001');
    expect(await within(place).findByText('Не больше 1000 мест')).toBeInTheDocument();
  });

  it('a value changed back within the limits clears its message, and the cargo may be searched', async () => {
    const { store } = renderInKernel(<CargoSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить место: Свой груз' }));
    const place = screen.getByRole('region', { name: 'Место 1' });
    fireEvent.focus(within(place).getByLabelText('Длина'));
    for (const [label, value] of [
      ['Длина', '700'],
      ['Ширина', '80'],
      ['Высота', '100'],
      ['Вес места', '50'],
    ] as const) {
      const field = within(place).getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    }
    expect(await within(place).findByText('Длина места — не больше 620 см')).toBeInTheDocument();
    fireEvent.change(within(place).getByLabelText('Длина'), { target: { value: '600' } });
    await waitFor(() =>
      expect(within(place).queryByText('Длина места — не больше 620 см')).not.toBeInTheDocument(),
    );
    expect(store.delivery.cargoValidation.valid).toBe(true);
  });

  it('sizes are typed with a comma and in the chosen unit', async () => {
    const { store } = renderInKernel(<CargoSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить место: Свой груз' }));
    const place = screen.getByRole('region', { name: 'Место 1' });
    fireEvent.change(within(place).getByLabelText('Длина'), { target: { value: '1,2' } });
    expect(store.delivery.cargos[0]!.size.length).toEqual({ value: 1.2, unit: 'cm' });
    // Rules loaded by an earlier test answer asynchronously: let the last answer arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });

  it('removing a place', () => {
    const { store } = renderInKernel(<CargoSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить место: Коробка' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить место 1' }));
    expect(store.delivery.cargos).toEqual([]);
  });

  it('changing the packaging of a place keeps its quantity', async () => {
    const { store } = renderInKernel(<CargoSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить место: Коробка' }));
    const place = screen.getByRole('region', { name: 'Место 1' });
    fireEvent.click(within(place).getByRole('button', { name: 'Больше' }));
    const packaging = within(place).getByRole('combobox', { name: 'Место 1' });
    act(() => packaging.focus());
    fireEvent.change(packaging, { target: { value: 'bag' } });
    expect(packaging).toHaveDisplayValue('Мешок');
    expect(store.delivery.cargos[0]).toMatchObject({
      slug: 'bag',
      quantity: 2,
      weight: { value: 4, unit: 'kg' },
    });
    // Choosing focused the place, which loads its rules: they arrive and judge it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
});
