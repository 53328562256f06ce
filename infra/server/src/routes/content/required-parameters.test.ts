import { testServer } from '../../../test/test-app';

const server = testServer();

const MSK = 'moskva';
/** Every content call with a required parameter (spec section 5), each parameter left out in turn. */
const CASES: Array<[method: 'GET' | 'POST', url: string, parameter: string, operation: string]> = [
  ['GET', `/api/content/city/content?to=${MSK}`, 'from', 'getCitiesContent'],
  ['GET', '/api/content/city/content?from=kazan', 'to', 'getCitiesContent'],
  ['GET', '/api/content/city/content?from=kazan&to=%20', 'to', 'getCitiesContent'],
  ['GET', '/api/content/city/singleCityContent', 'id', 'getSingleCityContent'],
  ['GET', '/api/content/city/distance', 'cities', 'getCityDistance'],
  ['GET', '/api/content/city/search?name=', 'name', 'searchCities'],
  ['GET', '/api/content/content/direction/search', 'search', 'searchDirections'],
  ['GET', '/api/content/content/direction/cities/page/search', 'search', 'searchDirectionCityPages'],
  ['GET', '/api/content/content/direction/region/from/search', 'search', 'searchDirectionRegionsFrom'],
  [
    'GET',
    '/api/content/content/direction/region/page/search?search=',
    'search',
    'searchDirectionRegionPages',
  ],
  ['GET', '/api/content/content/direction/region/to/search', 'search', 'searchDirectionRegionsTo'],
  ['GET', '/api/content/content/faq/%20', 'slug', 'getFaq'],
  ['POST', '/api/content/content/faq/like/%20', 'slug', 'likeFaq'],
  ['POST', '/api/content/content/faq/dislike/%20', 'slug', 'dislikeFaq'],
  ['GET', '/api/content/content/page', 'url', 'getContentPage'],
  [
    'GET',
    '/api/content/dadata/address?fias=0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    'search',
    'suggestAddress',
  ],
  ['GET', '/api/content/dadata/address?search=Тверская', 'fias', 'suggestAddress'],
  ['GET', '/api/content/dadata/party', 'search', 'suggestCompany'],
  ['GET', '/api/content/region/cities', 'codes', 'getRegionCities'],
  ['GET', '/api/content/region/content/page', 'slug', 'getRegionContentPage'],
  ['GET', '/api/content/region/content/from?citySlug=moskva', 'regionSlug', 'getRegionContentFrom'],
  ['GET', '/api/content/region/content/from?regionSlug=tatarstan', 'citySlug', 'getRegionContentFrom'],
  ['GET', '/api/content/region/content/to?citySlug=moskva', 'regionSlug', 'getRegionContentTo'],
  ['GET', '/api/content/region/content/to?regionSlug=tatarstan', 'citySlug', 'getRegionContentTo'],
];

test.each(CASES)('%s %s without %s is a 400 naming it', async (method, url, parameter, operation) => {
  const response = await server.app.inject({ method, url });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: `Required parameter ${parameter} was null or undefined when calling ${operation}`,
  });
});

test.each([
  ['/api/content/city?page=0', /page must be >= 1/],
  ['/api/content/city?limit=101', /limit must be <= 100/],
  ['/api/content/city/abc', /params\/id must be integer/],
  ['/api/content/city/distance?cities=1', /cities must be 2 to 20 city ids/],
  ['/api/content/city/distance?cities=1,x', /cities must be 2 to 20 city ids/],
  ['/api/content/region/cities?codes=7', /two-digit region codes/],
  ['/api/content/content/faq?limit=0', /limit must be >= 1/],
])('%s is a 400 with the rule', async (url, message) => {
  const response = await server.app.inject({ url });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(message);
});

test('every content call of spec section 7 is in the OpenAPI document', async () => {
  const paths = Object.keys(
    (await server.app.inject({ url: '/api/docs/json' })).json<{ paths: object }>().paths,
  );
  const base = '/api/content';
  const expected = [
    '/city/',
    '/city/{id}',
    '/city/content',
    '/city/singleCityContent',
    '/city/distance',
    '/city/popular',
    '/city/search',
    ...['', '/cities/page', '/region/from', '/region/page', '/region/to'].flatMap((list) => [
      `/content/direction${list || '/'}`,
      `/content/direction${list}/search`,
    ]),
    '/content/faq/',
    '/content/faq/{slug}',
    '/content/faq/like/{slug}',
    '/content/faq/dislike/{slug}',
    '/content/page',
    '/dadata/address',
    '/dadata/party',
    '/region/cities',
    '/region/content/page',
    '/region/content/from',
    '/region/content/to',
  ].map((path) => `${base}${path}`);
  expect(paths).toEqual(expect.arrayContaining(expected));
});
