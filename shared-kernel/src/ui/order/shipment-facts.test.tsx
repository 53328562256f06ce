import { screen } from '@testing-library/react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { renderWithKernel, testOrder } from '@dostavka/shared-kernel/testing';
import { PriceLines, ShipmentFacts } from './shipment-facts';

beforeAll(async () => {
  await initI18n('ru');
  await i18n.loadNamespaces('order');
});

const { delivery } = testOrder();

describe('ShipmentFacts', () => {
  it('names the volume of pieces with sizes', async () => {
    await renderWithKernel(<ShipmentFacts delivery={delivery} />);
    expect(await screen.findByText(/12 кг/)).toHaveTextContent(/0,06 м³/);
  });

  it('a shipment sent by weight alone has no volume to show, not 0 м³', async () => {
    const byWeight = {
      ...delivery,
      dimensions: {
        cargos: [],
        commonWeight: 1_200_000,
        commonVolumeWeight: 0,
        totals: { quantity: 3, weight: 1_200_000, volume: 0 },
      },
    };
    await renderWithKernel(<ShipmentFacts delivery={byWeight} />);
    const facts = await screen.findByText(/1 200 кг/);
    expect(facts).toHaveTextContent(/3 места/);
    expect(facts).not.toHaveTextContent(/м³/);
  });
});

describe('PriceLines', () => {
  it('holds only terms and values in its list: the rule above the total is no list item', async () => {
    const { container } = await renderWithKernel(
      <PriceLines prices={[{ name: 'Перевозка', value: 2300 }]} total={2300} />,
    );
    const list = container.querySelector('dl')!;
    expect(list.querySelectorAll('hr')).toHaveLength(0);
    for (const child of Array.from(list.children)) {
      expect(Array.from(child.children).map((element) => element.tagName)).toEqual(['DT', 'DD']);
    }
  });
});
