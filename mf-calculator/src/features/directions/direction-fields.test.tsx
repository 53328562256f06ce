import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@dostavka/shared-kernel/api';
import { calculatorKernel, initTexts, MOSCOW, renderInKernel } from '../../test-support';
import { DirectionFields } from './direction-fields';

beforeAll(initTexts);

describe('delivery method', () => {
  it('is not chosen at first; the courier asks for the address', async () => {
    const setup = calculatorKernel();
    setup.api.content.suggestAddress.mockRejectedValue(
      new ApiError(404, 'No GET /api/content/dadata/address', '/x'),
    );
    const { store } = renderInKernel(<DirectionFields side="to" />, setup);
    act(() => store.shipment.setCity('to', MOSCOW));
    const method = screen.getByRole('combobox', { name: 'Как получаете груз' });
    expect(method).toHaveDisplayValue('Не выбрано');
    expect(screen.getByRole('option', { name: 'Не выбрано' })).toBeDisabled();
    fireEvent.change(method, { target: { value: 'COURIER' } });
    expect(method).toHaveDisplayValue('Курьер');
    expect(store.shipment.directions.to.deliveryMethod.slug).toBe('COURIER');
    // The address fields load with the courier (a chunk of their own).
    fireEvent.change(await screen.findByRole('combobox', { name: 'Адрес доставки' }), {
      target: { value: 'Тверская, 1' },
    });
    expect(store.shipment.directions.to.address.value).toBe('Тверская, 1');
    expect(
      await screen.findByText('Подсказки адресов сейчас недоступны — введите адрес полностью'),
    ).toBeInTheDocument();
  });
});
