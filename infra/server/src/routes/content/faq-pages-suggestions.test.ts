import type { ContentPage, Faq, FaqCategory, FaqVoteResult } from '@dostavka/shared-kernel/domain';
import { testServer } from '../../../test/test-app';
import { dadataSuggestions } from '../../plugins/app/suggestions';

const server = testServer();

const SLUG = 'strakhovanie';
const vote = (kind: 'like' | 'dislike', cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/content/content/faq/${kind}/${SLUG}`,
    headers: cookie ? { cookie } : {},
  });

describe('FAQ', () => {
  test('categories with their questions in data.data, paged', async () => {
    const response = await server.app.inject({ url: '/api/content/content/faq?page=1&limit=10' });
    const body = response.json<{ data: { data: FaqCategory[] }; total: number }>();
    expect(body.total).toBe(4);
    expect(body.data.data[0]).toMatchObject({
      slug: 'zakaz',
      name: 'Заказ и расчёт',
      en: { name: 'Ordering and prices' },
    });
    expect(body.data.data[0]?.faqs[0]).toMatchObject({ likes: 0, dislikes: 0, vote: null });
    const second = await server.app.inject({ url: '/api/content/content/faq?page=2&limit=3' });
    expect(second.json<{ data: { data: FaqCategory[] } }>().data.data.map((c) => c.slug)).toEqual(['gruz']);
  });

  test('one question with its category, or a 404', async () => {
    const faq = (await server.app.inject({ url: `/api/content/content/faq/${SLUG}` })).json<Faq>();
    expect(faq.question).toBe('Застрахован ли мой груз?');
    expect(faq.category).toMatchObject({ slug: 'gruz' });
    expect((await server.app.inject({ url: '/api/content/content/faq/no-such-question' })).statusCode).toBe(
      404,
    );
    expect((await vote('like', undefined)).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/content/content/faq/like/no-such' })).statusCode,
    ).toBe(404);
  });

  test('one vote per visitor per question, changeable; counts from all visitors', async () => {
    const first = await vote('like');
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^dostavka_visitor=[0-9a-f-]{36}$/);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');
    const likes = first.json<FaqVoteResult>().likes;

    const again = await vote('like', cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json<FaqVoteResult>()).toEqual({ slug: SLUG, likes, dislikes: 0, vote: 'like' });

    const changed = (await vote('dislike', cookie)).json<FaqVoteResult>();
    expect(changed).toEqual({ slug: SLUG, likes: likes - 1, dislikes: 1, vote: 'dislike' });

    const mine = (
      await server.app.inject({ url: `/api/content/content/faq/${SLUG}`, headers: { cookie } })
    ).json<Faq>();
    expect(mine).toMatchObject({ likes: likes - 1, dislikes: 1, vote: 'dislike' });
    const someoneElse = (await server.app.inject({ url: `/api/content/content/faq/${SLUG}` })).json<Faq>();
    expect(someoneElse.vote).toBeNull();
  });
});

describe('FAQ votes cannot be stuffed', () => {
  test('without a cookie, or with made-up visitor ids, one address adds 3 votes to a question a day', async () => {
    const list = await server.app.inject({ url: '/api/content/content/faq?page=1&limit=10' });
    const slug = list.json<{ data: { data: FaqCategory[] } }>().data.data[0]!.faqs[0]!.slug;
    const like = (cookie?: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/content/content/faq/like/${slug}`,
        headers: cookie ? { cookie: `dostavka_visitor=${cookie}` } : {},
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await like()).statusCode);
    for (let i = 0; i < 4; i += 1) statuses.push((await like(crypto.randomUUID())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await like();
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many votes from your address: try again in/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const faq = (await server.app.inject({ url: `/api/content/content/faq/${slug}` })).json<Faq>();
    expect(faq.likes).toBe(3);
  });
});

describe('pages', () => {
  test('a catalogue page lists its group: the catalogue within the group’s allowed URLs', async () => {
    const page = (
      await server.app.inject({ url: '/api/content/content/page?url=/perevozka-tekhniki/' })
    ).json<ContentPage>();
    expect(page.catalogue).toBe('machinery');
    expect(page.en?.h1).toBe('Machinery and vehicles');
    const urls = page.group!.pages.map((item) => item.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/perevozka-tekhniki/spetstekhniki/', '/perevozka-transporta/']),
    );
    expect(urls.every((url) => /^\/perevozka-(tekhniki|transporta)\//.test(url))).toBe(true);
    expect(urls).not.toContain('/perevozka-tekhniki/');
  });

  test('a page outside the catalogue has no group', async () => {
    const page = (
      await server.app.inject({ url: '/api/content/content/page?url=/oplata/vozvrat/' })
    ).json<ContentPage>();
    expect(page).toMatchObject({ h1: 'Возврат денежных средств', catalogue: null, group: null });
  });
});

describe('suggestions without a DaData token', () => {
  const MOSCOW_FIAS = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
  const get = (url: string) =>
    server.app
      .inject({ url })
      .then((response) => response.json<Array<{ value: string; data: Record<string, unknown> }>>());

  test('an address in a known city is offered as typed, not verified', async () => {
    const [suggestion, ...rest] = await get(
      `/api/content/dadata/address?search=${encodeURIComponent('Тверская 1')}&fias=${MOSCOW_FIAS}`,
    );
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      value: 'г Москва, Тверская 1',
      data: { city_fias_id: MOSCOW_FIAS, fias_level: '-1' },
    });
  });

  test('in English the city is named in English, with no Russian "г" (the language cookie, else Accept-Language)', async () => {
    const english = (url: string, headers: Record<string, string>) =>
      server.app
        .inject({ url, headers })
        .then((response) => response.json<Array<{ value: string }>>().map((found) => found.value));
    const typed = `/api/content/dadata/address?search=Tverskaya%201&fias=${MOSCOW_FIAS}`;
    expect(await english(typed, { cookie: 'i18n_redirected=en' })).toEqual(['Moscow, Tverskaya 1']);
    expect(await english(typed, { 'accept-language': 'en-GB,en;q=0.9' })).toEqual(['Moscow, Tverskaya 1']);
    expect(await english(typed, { cookie: 'i18n_redirected=ru', 'accept-language': 'en' })).toEqual([
      'г Москва, Tverskaya 1',
    ]);
    const cities = await english(
      `/api/content/dadata/address?search=${encodeURIComponent('казан')}&fias=unknown`,
      {
        cookie: 'i18n_redirected=en',
      },
    );
    expect(cities[0]).toBe('Kazan');
    expect(cities.join(' ')).not.toMatch(/[а-яё]/i);
  });

  test('with an unknown FIAS id the cities matching the text are offered', async () => {
    const found = await get(`/api/content/dadata/address?search=${encodeURIComponent('казан')}&fias=unknown`);
    expect(found[0]).toMatchObject({ value: 'г Казань', data: { fias_level: '4' } });
  });

  test.each([
    ['7707083893', [{ value: '7707083893', data: { inn: '7707083893', type: 'LEGAL' } }]],
    [
      '304500116000157',
      [{ value: '304500116000157', data: { ogrn: '304500116000157', type: 'INDIVIDUAL' } }],
    ],
    ['7707083894', []],
    ['Сбербанк', []],
  ])('company %s', async (search, expected) => {
    expect(await get(`/api/content/dadata/party?search=${encodeURIComponent(search)}`)).toMatchObject(
      expected,
    );
  });
});

describe('suggestions with a DaData token', () => {
  test('ask DaData with the token, restricted to the city', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ suggestions: [{ value: 'г Москва, ул Тверская, д 1', data: {} }] }),
      );
    }) as unknown as typeof fetch;
    const suggestions = dadataSuggestions('secret-token', fake);
    expect(await suggestions.address('Тверская 1', 'fias-id')).toEqual([
      { value: 'г Москва, ул Тверская, д 1', data: {} },
    ]);
    expect(calls[0]?.url).toBe('https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Token secret-token');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      query: 'Тверская 1',
      locations: [{ city_fias_id: 'fias-id' }],
      language: 'ru',
    });
    // An English page asks DaData for its English answer.
    await suggestions.address('Tverskaya 1', 'fias-id', 'en');
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({ query: 'Tverskaya 1', language: 'en' });
  });

  test('a DaData failure is an error, not an empty answer', async () => {
    const failing = (async () => new Response('', { status: 403 })) as unknown as typeof fetch;
    await expect(dadataSuggestions('t', failing).party('сбер')).rejects.toThrow('DaData party answered 403');
  });
});
