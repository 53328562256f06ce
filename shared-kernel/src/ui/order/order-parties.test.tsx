import { screen } from '@testing-library/react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { renderWithKernel, testOrder, testPoint } from '@dostavka/shared-kernel/testing';
import { OrderParties } from './order-parties';

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

describe('OrderParties', () => {
  it('names the pick-up point the customer chose where the cargo is handed over', async () => {
    const order = testOrder();
    const point = testPoint('spb-terminal-1');
    const directions = { ...order.directions, from: { ...order.directions.from, point } };
    await renderWithKernel(<OrderParties contacts={order.contacts} directions={directions} />);
    const sender = await screen.findByRole('region', { name: 'Отправитель' });
    expect(sender).toHaveTextContent(`${point.name}, ${point.address}`);
    expect(screen.getByRole('region', { name: 'Получатель' })).not.toHaveTextContent(point.address);
  });
});
