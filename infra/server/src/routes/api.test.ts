import type { City } from '../plugins/app/city-repository';
import { testServer } from '../../test/test-app';

const server = testServer({}, (app) => {
  // A route that fails the way a bug would, to see what clients are told.
  app.get('/api/test/failure', () => {
    throw new Error('connection string postgres://secret@db');
  });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
const cities = async (url: string): Promise<City[]> => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json<City[]>();
};
const search = (name: string) => cities(`/api/content/city/search?name=${encodeURIComponent(name)}`);
const names = (list: City[]) => list.map((city) => city.name);

describe('GET /api/content/city/popular', () => {
  test('the company home first, then Moscow, then by popularity', async () => {
    const popular = await cities('/api/content/city/popular');
    expect(popular).toHaveLength(30);
    expect(names(popular).slice(0, 4)).toEqual(['Санкт-Петербург', 'Москва', 'Новосибирск', 'Екатеринбург']);
    const popularity = popular.map((city) => city.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  test('cities have the shape of the spec', async () => {
    const [spb] = await cities('/api/content/city/popular');
    expect(spb).toEqual({
      id: expect.any(Number),
      popularity: expect.any(Number),
      slug: 'sankt-peterburg',
      code: '7800000000000',
      fias: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
      name: 'Санкт-Петербург',
      warning: null,
      postcode: '190000',
      region: {
        name: 'Санкт-Петербург',
        code: '78',
        slug: 'sankt-peterburg',
        timezone: 'UTC+3',
        warning: null,
        country: { name: 'Россия', code: 'RU' },
      },
      coordinates: { lat: 59.9391313, lon: 30.3159004 },
    });
  });
});

describe('GET /api/content/city/search', () => {
  test("'санкт' finds Saint Petersburg first", async () => {
    expect(names(await search('санкт'))[0]).toBe('Санкт-Петербург');
  });

  test('a later part of the name matches too', async () => {
    expect(names(await search('петербург'))).toEqual(['Санкт-Петербург']);
    expect(names(await search('новгород'))).toEqual(
      expect.arrayContaining(['Нижний Новгород', 'Великий Новгород']),
    );
  });

  test('typed in Latin letters it finds the English name the pages show, exact names first', async () => {
    expect(names(await search('Kazan'))[0]).toBe('Казань');
    expect(names(await search('moscow'))[0]).toBe('Москва');
    expect(names(await search('Saint P'))[0]).toBe('Санкт-Петербург');
    // A later word of the English name, and a transliterated one ('Нижний' as 'Nizhny').
    expect(names(await search('petersburg'))).toEqual(['Санкт-Петербург']);
    expect(names(await search('Nizhny'))).toEqual(expect.arrayContaining(['Нижний Новгород']));
    expect(await search('Qqqzz')).toEqual([]);
    // Russian keeps working.
    expect(names(await search('казань'))[0]).toBe('Казань');
  });

  test('a Latin search does not read every town again: the English names are worked out once', async () => {
    await search('Kazan');
    const reads = jest.spyOn(server.app.db, 'select');
    try {
      for (const name of ['Tver', 'Omsk', 'Samara']) expect(await search(name)).not.toHaveLength(0);
      // One read per search: the found towns in full, never the whole list of names.
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
    }
  });

  test('case does not matter', async () => {
    expect(names(await search('МОСК'))[0]).toBe('Москва');
    expect(names(await search('мОсКвА'))).toEqual(['Москва']);
  });

  test('ё and е are the same letter', async () => {
    expect(names(await search('орел'))[0]).toBe('Орёл');
    expect(names(await search('Орёл'))[0]).toBe('Орёл');
    expect(names(await search('щелково'))).toEqual(['Щёлково']);
    expect(names(await search('белоозерский'))).toEqual(['Белоозёрский']);
  });

  test('exact names, then names starting with it, then later words; each by popularity', async () => {
    const found = await search('киров');
    const rank = (city: City) => {
      const name = city.name.toLowerCase();
      if (name === 'киров') return 0;
      return name.startsWith('киров') ? 1 : 2;
    };
    expect(found.slice(0, 2).map((city) => [city.name, city.region.name])).toEqual([
      ['Киров', 'Кировская область'],
      ['Киров', 'Калужская область'],
    ]);
    const ordered = [...found].sort((a, b) => rank(a) - rank(b) || b.popularity - a.popularity);
    expect(found).toEqual(ordered);
    expect(names(found)).toEqual(expect.arrayContaining(['Кировск', 'Кирово-Чепецк', 'Кировград']));
  });

  test('a name part must start where the query starts', async () => {
    expect(names(await search('бург'))).toEqual([]);
  });

  test('at most 20 cities', async () => {
    expect(await search('к')).toHaveLength(20);
  });

  test('LIKE wildcards are plain characters', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  test.each([
    '/api/content/city/search',
    '/api/content/city/search?name=',
    '/api/content/city/search?name=%20%20',
  ])('%s is a 400 naming the parameter', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Required parameter name was null or undefined when calling searchCities',
    });
  });

  test('a name longer than any city is a 400 with the rule', async () => {
    const response = await get(`/api/content/city/search?name=${'я'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring\/name must NOT have more than 100 characters/);
  });
});

describe('GET /api/content/content/page', () => {
  test('a known page', async () => {
    const response = await get('/api/content/content/page?url=/gruzoperevozki/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      url: '/gruzoperevozki/',
      h1: 'Грузоперевозки',
      title: expect.any(String),
    });
  });

  test('an unknown page is a 404 with a message', async () => {
    const response = await get('/api/content/content/page?url=/no-such-page/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No page at /no-such-page/',
    });
  });

  test('no url is a 400', async () => {
    const response = await get('/api/content/content/page');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Required parameter url was null or undefined when calling getContentPage',
    );
  });
});

describe('service health', () => {
  test.each(['/api/calculator/helthcheck', '/api/user/helthcheck'])('%s checks the database', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('errors', () => {
  test('an unknown API path is a JSON 404', async () => {
    const response = await get('/api/content/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No GET /api/content/nothing-here in the API',
    });
  });

  test('a wrong method on a known path is a JSON 404 too', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/content/city/popular' });
    expect(response.statusCode).toBe(404);
    expect(response.json().statusCode).toBe(404);
  });

  test('a server failure is a 500 that tells nothing inside', async () => {
    const response = await get('/api/test/failure');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('OpenAPI', () => {
  test('every service route is documented at /api/docs/json', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/content/city/popular',
        '/api/content/city/search',
        '/api/content/content/page',
        '/api/calculator/helthcheck',
        '/api/user/helthcheck',
        '/api/user/auth/signup/email',
        '/api/user/auth/code/confirm',
        '/api/user/auth/token/refresh',
        '/api/user/captcha/challenge',
        '/api/user/feedback/message',
        '/api/user/feedback/callback',
        '/api/user/order/create',
        '/api/user/order/{id}',
        '/api/user/order/change/dates',
        '/api/user/order/status',
        '/api/user/order/waybill/create',
        '/api/user/order/waybill/{id}/{token}',
        '/api/user/profile/',
        '/api/user/profile/orders',
        '/api/user/tracking/{number}',
        '/api/user/outbox',
        '/remotes.json',
      ]),
    );
    expect(document.paths['/api/content/city/search']?.get?.operationId).toBe('searchCities');
    expect(document.paths['/api/user/order/create']?.post?.operationId).toBe('createOrder');
    expect(Object.keys(document.paths)).not.toContain('/*');
  });

  test('the browsable docs are at /api/docs', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
