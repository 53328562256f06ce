import { ApiError } from '@dostavka/shared-kernel/api';
import type { City, CityContent } from '@dostavka/shared-kernel/domain';
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

  it('the popular cities load once and come back without a second request', async () => {
    const { root, api } = createTestRoot();
    api.content.getPopularCities.mockResolvedValue([city('78'), city('77')]);
    api.content.searchCities.mockResolvedValue([city('69')]);
    await root.cities.showPopular();
    await root.cities.search('Тв');
    expect(root.cities.list.map((c) => c.code)).toEqual(['69']);
    await root.cities.showPopular();
    expect(root.cities.list.map((c) => c.code)).toEqual(['78', '77']);
    expect(api.content.getPopularCities).toHaveBeenCalledTimes(1);
  });

  it('showing the popular cities drops the answer of a search still on its way', async () => {
    const { root, api } = createTestRoot();
    api.content.getPopularCities.mockResolvedValue([city('78')]);
    let answer: (cities: City[]) => void = () => undefined;
    api.content.searchCities.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const pending = root.cities.search('Тв');
    expect(root.cities.searching).toBe(true);
    await root.cities.showPopular();
    answer([city('69')]);
    await pending;
    expect(root.cities.list.map((c) => c.code)).toEqual(['78']);
    expect(root.cities.searching).toBe(false);
  });
});

describe('the whole city list (letter and region panels)', () => {
  const page = (codes: string[], total?: number, next?: number) => ({
    data: codes.map((code) => city(code)),
    ...(total === undefined ? {} : { total }),
    next: next === undefined ? null : { page: next },
  });

  it('reads every page at once when the total is known', async () => {
    const { root, api } = createTestRoot();
    const codes = Array.from({ length: 250 }, (_, i) => String(i + 1));
    api.content.getCities.mockImplementation(async (n = 1) => page(codes.slice((n - 1) * 100, n * 100), 250));
    await root.cities.loadCatalogue();
    expect(api.content.getCities.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(root.cities.catalogueStatus).toBe('ready');
    expect(root.cities.catalogue).toHaveLength(250);
    expect(root.cities.known).toHaveLength(250);
  });

  it('follows the next pages when there is no total, and reads only once', async () => {
    const { root, api } = createTestRoot();
    api.content.getCities
      .mockResolvedValueOnce(page(['1'], undefined, 2))
      .mockResolvedValueOnce(page(['2'], undefined, 3))
      .mockResolvedValueOnce(page(['3']));
    await Promise.all([root.cities.loadCatalogue(), root.cities.loadCatalogue()]);
    await root.cities.loadCatalogue();
    expect(root.cities.catalogue.map((c) => c.code)).toEqual(['1', '2', '3']);
    expect(api.content.getCities).toHaveBeenCalledTimes(3);
  });

  it('when the content service cannot list cities the panels are marked unavailable, and a retry may succeed', async () => {
    const { root, api } = createTestRoot();
    api.content.getCities.mockRejectedValueOnce(new ApiError(404, 'No GET /api/content/city', '/city'));
    await root.cities.loadCatalogue();
    expect(root.cities.catalogueStatus).toBe('unavailable');
    expect(root.cities.regions).toEqual([]);
    api.content.getCities.mockResolvedValueOnce(page(['1'], 1));
    await root.cities.loadCatalogue();
    expect(root.cities.catalogueStatus).toBe('ready');
  });
});

describe('a city from a link, by slug', () => {
  const content = (found: City): CityContent => ({
    city: found,
    text: {} as CityContent['text'],
    from: [],
    to: [],
    neighbours: [],
  });

  it('is found among the cities met so far, then the popular ones', async () => {
    const { root, api } = createTestRoot();
    root.cities.setCities([city('69', 'tver')]);
    api.content.getPopularCities.mockResolvedValue([city('78', 'sankt-peterburg')]);
    expect((await root.cities.resolve('tver'))?.code).toBe('69');
    expect(api.content.getPopularCities).not.toHaveBeenCalled();
    expect((await root.cities.resolve('sankt-peterburg'))?.code).toBe('78');
  });

  it('is asked of the content service when no list has it', async () => {
    const { root, api } = createTestRoot();
    api.content.getPopularCities.mockResolvedValue([]);
    api.content.getSingleCityContent.mockResolvedValue(content(city('55', 'omsk')));
    expect((await root.cities.resolve('omsk'))?.code).toBe('55');
    expect(api.content.getSingleCityContent).toHaveBeenCalledWith('omsk');
    expect(root.cities.byCode.get('55')?.slug).toBe('omsk');
  });

  it('is null when nobody knows it', async () => {
    const { root, api } = createTestRoot();
    api.content.getPopularCities.mockResolvedValue([]);
    api.content.getSingleCityContent.mockRejectedValue(new ApiError(404, 'not found', '/x'));
    expect(await root.cities.resolve('nowhere')).toBeNull();
    api.content.getSingleCityContent.mockResolvedValue(content(city('1', 'elsewhere')));
    expect(await root.cities.resolve('nowhere')).toBeNull();
  });
});
