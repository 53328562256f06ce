import { ApiError } from '@dostavka/shared-kernel/api';
import type { City } from '@dostavka/shared-kernel/domain';
import { testCity as city } from './test-data';
import { createTestRoot } from './test-support';

describe('CitiesStore', () => {
  it('setting cities replaces the list and adds only unknown codes to the known cities', () => {
    const { root } = createTestRoot();
    root.cities.setCities([city('1'), city('2')]);
    root.cities.setCities([city('2', 'renamed'), city('3'), city('3')]);
    expect(root.cities.list.map((c) => c.code)).toEqual(['2', '3', '3']);
    expect(root.cities.known.map((c) => c.name)).toEqual(['1', '2', '3']);
    expect(root.cities.byCode.get('3')?.name).toBe('3');
  });

  it('loads the popular cities', async () => {
    const { root, api } = createTestRoot();
    api.content.getPopularCities.mockResolvedValue([city('78')]);
    await root.cities.loadPopular();
    expect(root.cities.list.map((c) => c.code)).toEqual(['78']);
  });

  it('when the popular cities fail the list empties and a not-found toast shows', async () => {
    const { root, api, notifications } = createTestRoot();
    root.cities.setCities([city('1')]);
    api.content.getPopularCities.mockRejectedValue(new ApiError(500, 'down', '/x'));
    await root.cities.loadPopular();
    expect(root.cities.list).toEqual([]);
    expect(notifications).toEqual([{ message: 't:cities.notFound', variant: 'error' }]);
  });

  it('keeps the answer of the latest search even when an older one arrives later', async () => {
    const { root, api } = createTestRoot();
    let answerOld: (cities: City[]) => void = () => undefined;
    api.content.searchCities
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce([city('2', 'Тула')]);
    const old = root.cities.search('Т');
    await root.cities.search('Тул');
    answerOld([city('1', 'Тамбов')]);
    await old;
    expect(root.cities.list.map((c) => c.name)).toEqual(['Тула']);
  });
});
