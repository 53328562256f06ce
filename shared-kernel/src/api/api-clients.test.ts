import { DEFAULT_RUNTIME_CONFIG } from '@dostavka/shared-kernel/config';
import type { TariffSearchData } from '@dostavka/shared-kernel/domain';
import { createApiClients, type ApiClients } from './api-clients';
import { fakeFetch } from './test-fetch';

const search = { id: 's1' } as TariffSearchData;
const body = { any: 'body' } as never;

function clients() {
  const { fetch, calls } = fakeFetch();
  const api = createApiClients(DEFAULT_RUNTIME_CONFIG, { getAccessToken: () => 'token' }, { fetch });
  return { api, calls };
}

type Call = [
  name: string,
  invoke: (api: ApiClients) => Promise<unknown>,
  method: string,
  url: string,
  auth: boolean,
];

describe('API clients send each call of spec 7 to its path', () => {
  it.each<Call>([
    ['confirmEmail', (a) => a.user.confirmEmail(body), 'POST', '/api/user/auth/code/confirm', false],
    ['signUp', (a) => a.user.signUp(body), 'POST', '/api/user/auth/signup/email', false],
    ['refreshToken', (a) => a.user.refreshToken(body), 'POST', '/api/user/auth/token/refresh', false],
    ['logout', (a) => a.user.logout(body), 'POST', '/api/user/auth/logout', false],
    ['sendCallback', (a) => a.user.sendCallback(body), 'POST', '/api/user/feedback/callback', false],
    ['sendMessage', (a) => a.user.sendMessage(body), 'POST', '/api/user/feedback/message', false],
    ['changeOrderDates', (a) => a.user.changeOrderDates(body), 'POST', '/api/user/order/change/dates', true],
    ['createOrder', (a) => a.user.createOrder(body), 'POST', '/api/user/order/create', true],
    ['getOrder', (a) => a.user.getOrder('A-1'), 'GET', '/api/user/order/A-1', true],
    ['createWaybill', (a) => a.user.createWaybill(body), 'POST', '/api/user/order/waybill/create', true],
    ['changeOrderStatus', (a) => a.user.changeOrderStatus(body), 'POST', '/api/user/order/status', true],
    ['trackOrder', (a) => a.user.trackOrder('A-12345678'), 'GET', '/api/user/tracking/A-12345678', false],
    ['getProfile', (a) => a.user.getProfile(), 'GET', '/api/user/profile', true],
    ['getOrders', (a) => a.user.getOrders(2, 10), 'GET', '/api/user/profile/orders?page=2&limit=10', true],
    ['getSavedContacts', (a) => a.user.getSavedContacts(), 'GET', '/api/user/profile/contacts', true],
    ['saveContact', (a) => a.user.saveContact(body), 'PUT', '/api/user/profile/contacts', true],
    [
      'deleteSavedContact',
      (a) => a.user.deleteSavedContact('3f2a09bc'),
      'DELETE',
      '/api/user/profile/contacts/3f2a09bc',
      true,
    ],
    [
      'importSavedContacts',
      (a) => a.user.importSavedContacts(body),
      'POST',
      '/api/user/profile/contacts/import',
      true,
    ],
    ['getCars', (a) => a.content.getCars(), 'GET', '/api/content/car', false],
    ['getContainers', (a) => a.content.getContainers(), 'GET', '/api/content/container', false],
    ['getCities', (a) => a.content.getCities(1, 50), 'GET', '/api/content/city?page=1&limit=50', false],
    ['getCity', (a) => a.content.getCity('42'), 'GET', '/api/content/city/42', false],
    [
      'getCitiesContent',
      (a) => a.content.getCitiesContent('spb', 'msk'),
      'GET',
      '/api/content/city/content?from=spb&to=msk',
      false,
    ],
    [
      'getSingleCityContent',
      (a) => a.content.getSingleCityContent('7'),
      'GET',
      '/api/content/city/singleCityContent?id=7',
      false,
    ],
    [
      'getCityDistance',
      (a) => a.content.getCityDistance(['1', '2']),
      'GET',
      '/api/content/city/distance?cities=1%2C2',
      false,
    ],
    ['getPopularCities', (a) => a.content.getPopularCities(), 'GET', '/api/content/city/popular', false],
    [
      'searchCities',
      (a) => a.content.searchCities('Тула'),
      'GET',
      '/api/content/city/search?name=%D0%A2%D1%83%D0%BB%D0%B0',
      false,
    ],
    [
      'getDirections',
      (a) => a.content.getDirections({ page: 1, limit: 20 }),
      'GET',
      '/api/content/content/direction?page=1&limit=20',
      false,
    ],
    [
      'getDirections with search',
      (a) => a.content.getDirections({ page: 1, limit: 20, search: 'спб' }),
      'GET',
      '/api/content/content/direction/search?search=%D1%81%D0%BF%D0%B1&page=1&limit=20',
      false,
    ],
    [
      'getDirectionCityPages',
      (a) => a.content.getDirectionCityPages({ page: 2, limit: 5 }),
      'GET',
      '/api/content/content/direction/cities/page?page=2&limit=5',
      false,
    ],
    [
      'getDirectionRegionsFrom',
      (a) => a.content.getDirectionRegionsFrom({ page: 1, limit: 5, search: 'x' }),
      'GET',
      '/api/content/content/direction/region/from/search?search=x&page=1&limit=5',
      false,
    ],
    [
      'getDirectionRegionPages',
      (a) => a.content.getDirectionRegionPages({ page: 1, limit: 5 }),
      'GET',
      '/api/content/content/direction/region/page?page=1&limit=5',
      false,
    ],
    [
      'getDirectionRegionsTo',
      (a) => a.content.getDirectionRegionsTo({ page: 1, limit: 5 }),
      'GET',
      '/api/content/content/direction/region/to?page=1&limit=5',
      false,
    ],
    [
      'getFaqCategories',
      (a) => a.content.getFaqCategories(1, 100),
      'GET',
      '/api/content/content/faq?page=1&limit=100',
      false,
    ],
    ['getFaq', (a) => a.content.getFaq('kak-oplatit'), 'GET', '/api/content/content/faq/kak-oplatit', false],
    ['likeFaq', (a) => a.content.likeFaq('q'), 'POST', '/api/content/content/faq/like/q', false],
    ['dislikeFaq', (a) => a.content.dislikeFaq('q'), 'POST', '/api/content/content/faq/dislike/q', false],
    [
      'getPage',
      (a) => a.content.getPage('/pereezd/'),
      'GET',
      '/api/content/content/page?url=%2Fpereezd%2F',
      false,
    ],
    [
      'getPickupPoints',
      (a) =>
        a.content.getPickupPoints({ city: '7800000000000', provider: 'dostavka-network', kind: 'POSTAMAT' }),
      'GET',
      '/api/content/points?city=7800000000000&provider=dostavka-network&kind=POSTAMAT',
      false,
    ],
    [
      'suggestAddress',
      (a) => a.content.suggestAddress('Невский', 'f1'),
      'GET',
      '/api/content/dadata/address?search=%D0%9D%D0%B5%D0%B2%D1%81%D0%BA%D0%B8%D0%B9&fias=f1',
      false,
    ],
    [
      'suggestCompany',
      (a) => a.content.suggestCompany('7707'),
      'GET',
      '/api/content/dadata/party?search=7707',
      false,
    ],
    [
      'getRegionCities',
      (a) => a.content.getRegionCities(['78']),
      'GET',
      '/api/content/region/cities?codes=78',
      false,
    ],
    [
      'getRegionContentPage',
      (a) => a.content.getRegionContentPage('lo'),
      'GET',
      '/api/content/region/content/page?slug=lo',
      false,
    ],
    [
      'getRegionContentFrom',
      (a) => a.content.getRegionContentFrom('lo', 'spb'),
      'GET',
      '/api/content/region/content/from?regionSlug=lo&citySlug=spb',
      false,
    ],
    [
      'getRegionContentTo',
      (a) => a.content.getRegionContentTo('lo', 'spb'),
      'GET',
      '/api/content/region/content/to?regionSlug=lo&citySlug=spb',
      false,
    ],
    [
      'analyticsConsolidated',
      (a) => a.calculator.analyticsConsolidated(search),
      'POST',
      '/api/calculator/analytics/consolidated',
      true,
    ],
    [
      'analyticsDedicated',
      (a) => a.calculator.analyticsDedicated(search),
      'POST',
      '/api/calculator/analytics/dedicated',
      true,
    ],
    ['consolidated', (a) => a.calculator.consolidated(search), 'POST', '/api/calculator/consolidated', false],
    ['dedicated', (a) => a.calculator.dedicated(search), 'POST', '/api/calculator/dedicated', false],
    ['healthcheck', (a) => a.calculator.healthcheck(), 'GET', '/api/calculator/helthcheck', false],
    ['carriers', (a) => a.admin.carriers(), 'GET', '/api/admin/carriers', true],
    ['syncCarrier', (a) => a.admin.syncCarrier('cdek'), 'POST', '/api/admin/carriers/cdek/sync', true],
  ])('%s', async (_name, invoke, method, url, auth) => {
    const { api, calls } = clients();
    await invoke(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url });
    expect(calls[0]!.headers.Authorization).toBe(auth ? 'Bearer token' : undefined);
  });
});

describe('required parameters', () => {
  const missing = undefined as never;

  it.each<[string, string, (api: ApiClients) => Promise<unknown>]>([
    ['body', 'confirmEmail', (a) => a.user.confirmEmail(missing)],
    ['body', 'signUp', (a) => a.user.signUp(missing)],
    ['body', 'refreshToken', (a) => a.user.refreshToken(missing)],
    ['body', 'sendCallback', (a) => a.user.sendCallback(missing)],
    ['body', 'sendMessage', (a) => a.user.sendMessage(missing)],
    ['body', 'changeOrderDates', (a) => a.user.changeOrderDates(missing)],
    ['body', 'createWaybill', (a) => a.user.createWaybill(missing)],
    ['body', 'changeOrderStatus', (a) => a.user.changeOrderStatus(missing)],
    ['number', 'trackOrder', (a) => a.user.trackOrder(missing)],
    ['body', 'consolidated', (a) => a.calculator.consolidated(missing)],
    ['body', 'dedicated', (a) => a.calculator.dedicated(missing)],
    ['id', 'getOrder', (a) => a.user.getOrder(missing)],
    ['id', 'getCity', (a) => a.content.getCity(null as never)],
    ['page', 'getOrders', (a) => a.user.getOrders(missing, 10)],
    ['limit', 'getOrders', (a) => a.user.getOrders(1, missing)],
    ['from', 'getCitiesContent', (a) => a.content.getCitiesContent(missing, 'msk')],
    ['to', 'getCitiesContent', (a) => a.content.getCitiesContent('spb', missing)],
    ['id', 'getSingleCityContent', (a) => a.content.getSingleCityContent(missing)],
    ['cities', 'getCityDistance', (a) => a.content.getCityDistance(missing)],
    ['name', 'searchCities', (a) => a.content.searchCities(missing)],
    ['slug', 'getFaq', (a) => a.content.getFaq(missing)],
    ['slug', 'getRegionContentPage', (a) => a.content.getRegionContentPage(missing)],
    ['url', 'getPage', (a) => a.content.getPage(missing)],
    ['city', 'getPickupPoints', (a) => a.content.getPickupPoints({ city: missing })],
    ['search', 'suggestAddress', (a) => a.content.suggestAddress(missing, 'f')],
    ['fias', 'suggestAddress', (a) => a.content.suggestAddress('s', missing)],
    ['search', 'suggestCompany', (a) => a.content.suggestCompany(missing)],
    ['codes', 'getRegionCities', (a) => a.content.getRegionCities(missing)],
    ['regionSlug', 'getRegionContentFrom', (a) => a.content.getRegionContentFrom(missing, 'spb')],
    ['citySlug', 'getRegionContentTo', (a) => a.content.getRegionContentTo('lo', missing)],
  ])('a missing %s of %s is refused before any request', async (param, method, invoke) => {
    const { api, calls } = clients();
    await expect(invoke(api)).rejects.toThrow(
      new Error(`Required parameter ${param} was null or undefined when calling ${method}`),
    );
    expect(calls).toHaveLength(0);
  });

  it('the message has no trailing period', async () => {
    const error = (await clients()
      .api.content.getCity(undefined as never)
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('Required parameter id was null or undefined when calling getCity');
  });
});

describe('service bases', () => {
  it('each service uses its own base from the run-time configuration', async () => {
    const { fetch, calls } = fakeFetch();
    const config = {
      ...DEFAULT_RUNTIME_CONFIG,
      api: { user: 'https://u.example', content: '/c', calculator: '/calc/', admin: '/adm' },
    };
    const api = createApiClients(config, { getAccessToken: () => null }, { fetch });
    await api.user.getProfile();
    await api.content.getPopularCities();
    await api.calculator.healthcheck();
    await api.admin.rollback('mf_calculator');
    expect(calls.map((c) => c.url)).toEqual([
      'https://u.example/profile',
      '/c/city/popular',
      '/calc/helthcheck',
      '/adm/remotes/mf_calculator/rollback',
    ]);
  });
});
