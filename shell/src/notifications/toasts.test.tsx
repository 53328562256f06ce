import { act, render, screen, waitFor } from '@testing-library/react';
import { createBus } from '@dostavka/shared-kernel/bus';
import { BusProvider, notify } from '@dostavka/shared-kernel/ui';
import { Toasts } from './toasts';

test('at most two toasts of one type are on screen; other types keep theirs', async () => {
  const bus = createBus();
  render(
    <BusProvider bus={bus}>
      <Toasts />
    </BusProvider>,
  );
  act(() => {
    notify(bus, 'ошибка 1', 'error');
    notify(bus, 'ошибка 2', 'error');
    notify(bus, 'готово', 'success');
    notify(bus, 'ошибка 3', 'error');
  });
  expect(await screen.findByText('ошибка 3')).toBeTruthy();
  expect(screen.getByText('ошибка 2')).toBeTruthy();
  expect(screen.getByText('готово')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('ошибка 1')).toBeNull(), { timeout: 5000 });
});
