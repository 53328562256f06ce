import type { CityContent } from '@dostavka/shared-kernel/domain';
import { prefillCalculator } from './calculator-prefill';
import { testCity } from './test-data';
import { createTestRoot } from './test-support';

const content = (slug: string): CityContent =>
  ({ city: { ...testCity(slug), slug } }) as unknown as CityContent;

describe('prefillCalculator', () => {
  it('looks the route up by slug and adds a cargo of the weight', async () => {
    const { root, api } = createTestRoot();
    api.content.getSingleCityContent.mockImplementation(async (slug) => content(String(slug)));
    await prefillCalculator(root, { from: 'kazan', to: 'moskva', weight: '120' });
    expect(root.order.directions.from.city?.slug).toBe('kazan');
    expect(root.order.directions.to.city?.slug).toBe('moskva');
    expect(root.delivery.cargos.map((cargo) => cargo.weight)).toEqual([{ value: 120, unit: 'kg' }]);
  });

  it('keeps the cities the store already holds and asks nothing for them', async () => {
    const { root, api } = createTestRoot();
    root.order.setCity('from', content('kazan').city);
    api.content.getSingleCityContent.mockImplementation(async (slug) => content(String(slug)));
    await prefillCalculator(root, { from: 'kazan', to: 'omsk' });
    expect(api.content.getSingleCityContent).toHaveBeenCalledTimes(1);
    expect(root.order.directions.to.city?.slug).toBe('omsk');
    expect(root.delivery.cargos).toEqual([]);
  });

  it('an unknown city leaves its field empty', async () => {
    const { root } = createTestRoot();
    await prefillCalculator(root, { from: 'atlantida' });
    expect(root.order.directions.from.city).toBeNull();
  });
});
