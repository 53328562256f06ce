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
  expect(await screen.findByText('ошибка 3')).toBeInTheDocument();
  expect(screen.getByText('ошибка 2')).toBeInTheDocument();
  expect(screen.getByText('готово')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('ошибка 1')).not.toBeInTheDocument(), { timeout: 5000 });
});
