import { act, fireEvent, screen, within } from '@testing-library/react';
import { calculatorKernel, FLEET, initTexts, renderInKernel } from '../../test-support';
import { VehicleSection } from './vehicle-section';

beforeAll(initTexts);

async function truckChosen() {
  const kernel = calculatorKernel();
  kernel.api.content.getCars.mockResolvedValue({ data: { data: FLEET } });
  await act(() => kernel.store.delivery.loadTransports());
  act(() => {
    kernel.store.delivery.setType('dedicated');
    kernel.store.delivery.selectVehicle('truck-20');
  });
  return renderInKernel(<VehicleSection />, kernel);
}

test('the extra services are checkboxes in a group named by its heading; each one toggles the service', async () => {
  const { store } = await truckChosen();
  const extras = screen.getByRole('group', { name: 'Дополнительно' });
  const straps = within(extras).getByRole('checkbox', { name: 'Ремни' });
  expect(straps).not.toBeChecked();
  fireEvent.click(straps);
  expect(store.delivery.transport?.type.additional).toEqual(['Ремни']);
  expect(within(extras).getByRole('checkbox', { name: 'Ремни' })).toBeChecked();
  fireEvent.click(within(extras).getByRole('checkbox', { name: 'Ремни' }));
  expect(store.delivery.transport?.type.additional).toEqual([]);
});

test('the loading way is a native select of the body type’s ways', async () => {
  const { store } = await truckChosen();
  const load = screen.getByRole('combobox', { name: 'Загрузка' });
  expect(load.tagName).toBe('SELECT');
  expect(
    within(load)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Задняя', 'Задняя/боковая']);
  fireEvent.change(load, { target: { value: 'Задняя/боковая' } });
  expect(store.delivery.transport?.type.load).toEqual(['Задняя/боковая']);
});
