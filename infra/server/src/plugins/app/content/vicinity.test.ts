/**
 * What lies around a town on its pages (content/texts/vicinity.ts): the nearest terminals of other
 * towns where it has none, with the km from the town's own coordinates, and its region's nearest
 * towns; two neighbouring towns name different distances.
 */
import type {
  CityContent,
  DirectionContent,
  RegionCityContent,
  RegionContent,
} from '@dostavka/shared-kernel/domain';
import { detourKm, greatCircleKm, roadDistanceKm } from '../../../content/geo';
import { geoPoint } from '../../../content/refs';
import {
  compassIndex,
  terminalsAround,
  townsAround,
  townsByDirection,
} from '../../../content/texts/vicinity';
import { testServer } from '../../../../test/test-app';

const server = testServer();

const get = async <T>(url: string) => {
  const response = await server.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const cityPage = (slug: string) => get<CityContent>(`/api/content/city/singleCityContent?id=${slug}`);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

test('compass points from one place to another', () => {
  const moscow = { lat: 55.75, lon: 37.62 };
  expect(compassIndex(moscow, { lat: 59.94, lon: 30.31 })).toBe(7); // Saint Petersburg: north-west
  expect(compassIndex(moscow, { lat: 47.22, lon: 39.72 })).toBe(4); // Rostov-on-Don: south
  expect(compassIndex(moscow, { lat: 55.79, lon: 49.12 })).toBe(2); // Kazan: east
  const town = { name: 'Люберцы', en: 'Lyubertsy' };
  expect(townsAround(town, [{ name: 'Котельники', en: 'Kotelniki', km: 4, compass: 5 }])).toEqual({
    ru: 'Вокруг г. Люберцы: Котельники — 4 км к юго-западу.',
    en: 'Around Lyubertsy: Kotelniki 4 km south-west.',
  });
  expect(terminalsAround(town, [], 'send')).toEqual({ ru: '', en: '' });
  // A destination page groups its neighbours by side, the nearest side first, nearest town first.
  expect(
    townsByDirection([
      { name: 'Реутов', en: 'Reutov', km: 12, compass: 0 },
      { name: 'Дзержинский', en: 'Dzerzhinsky', km: 8, compass: 4 },
      { name: 'Котельники', en: 'Kotelniki', km: 4, compass: 4 },
    ]),
  ).toEqual({
    ru: 'к югу — Котельники (4 км), Дзержинский (8 км); к северу — Реутов (12 км)',
    en: 'south — Kotelniki (4 km), Dzerzhinsky (8 km); north — Reutov (12 km)',
  });
});

test('a town without terminals names the nearest ones with their km from it; its neighbour other km', async () => {
  const terminals = server.app.tariffs;
  const [vyborg, vysotsk] = await Promise.all([cityPage('vyborg'), cityPage('vysotsk')]);
  for (const page of [vyborg, vysotsk]) {
    expect(terminals.pointsIn(page.city.code, { kind: 'WAREHOUSE' })).toEqual([]);
    const body = text(page.text.from.ru.body);
    const nearest = /Сдать груз самому можно на .*?: (.+?) в г\. (.+?) \((.+?)\) — (\d+) км/.exec(body);
    expect(nearest).not.toBeNull();
    const [, name, town, address, km] = nearest!;
    // The terminal is a real one of that town, and the km are from the town's own coordinates.
    const all = (await server.app.cityRepository.everyCity()).map(({ city }) => city);
    const host = all.find((city) => city.name === town)!;
    const point = terminals.pointsIn(host.code, { kind: 'WAREHOUSE' }).find((p) => p.name === name)!;
    expect(point.address).toBe(address);
    expect(Number(km)).toBe(roadDistanceKm(page.city.coordinates, point));
    // No other terminal is nearer.
    const nearer = all
      .filter((city) => city.code !== page.city.code)
      .flatMap((city) => terminals.pointsIn(city.code, { kind: 'WAREHOUSE' }))
      .filter((p) => roadDistanceKm(page.city.coordinates, p) < Number(km));
    expect(nearer).toEqual([]);
    expect(text(page.text.to.ru.body)).toContain('Забрать груз самому можно');
    expect(text(page.text.from.en.body)).toContain('To hand a load in yourself');
  }
  // The largest cities (not the hubs) by road km, as the engine measures them.
  const novosibirsk = (await server.app.cityRepository.everyCity()).find(
    ({ city }) => city.slug === 'novosibirsk',
  )!.city;
  const km = terminals.knownRoadKm(geoPoint(vyborg.city), geoPoint(novosibirsk));
  expect(text(vyborg.text.from.ru.body)).toMatch(
    new RegExp(`До крупнейших городов по дороге: Новосибирск — ${km} км`),
  );
  expect(text(vyborg.text.to.ru.body)).toContain(`Из крупнейших городов: из г. Новосибирск ${km} км`);
  expect(text(vyborg.text.from.ru.body)).not.toContain('Санкт-Петербург — ');
  const around = (page: CityContent) => /Вокруг г\. [^:]+: ([^.]+)\./.exec(text(page.text.from.ru.body))?.[1];
  expect(around(vyborg)).toMatch(/^Высоцк — \d+ км к /);
  expect(around(vysotsk)).toMatch(/^Выборг — \d+ км к /);
});

test('a direction names the destination’s neighbours with where they lie from it; a region page its neighbourhood and dates', async () => {
  const page = await get<DirectionContent>('/api/content/city/content?from=moskva&to=kotelniki');
  const body = text(page.text.ru.body);
  expect(body).toMatch(
    /Из г\. Москва возим и в другие города региона «Московская область» \(км от г\. Москва; где лежит от г\. Котельники\): [^(]+\(\d+ км; \d+ км к [^)]+\)/,
  );
  // Fourteen of them, nearest to the destination first: two neighbouring destinations name their own.
  const around = (sentence: string) =>
    [...sentence.matchAll(/\(\d+ км; (\d+) км к [^)]+\)/g)].map((found) => Number(found[1]));
  const near = around(/возим и в другие города.+?\)\./.exec(body)![0]);
  expect(near).toHaveLength(14);
  expect([...near].sort((x, y) => x - y)).toEqual(near);
  const other = await get<DirectionContent>('/api/content/city/content?from=moskva&to=lyubertsy');
  const otherNear = around(/возим и в другие города.+?\)\./.exec(text(other.text.ru.body))![0]);
  expect(otherNear).toHaveLength(14);
  expect(otherNear).not.toEqual(near);
  const region = await get<RegionContent>('/api/content/region/content/page?slug=kurskaya-oblast');
  expect(text(region.text.from.ru.body)).toMatch(
    /За пределами региона ближе всего к г\. Курск: .+ — \d+ км к /,
  );
  expect(text(region.text.to.ru.body)).toMatch(
    /Когда груз, сданный в г\. Санкт-Петербург \d\d\.\d\d\.\d{4}, будет в городах региона «Курская область»\?\s+Сборным грузом: в г\. Курск — \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4} \(\d+ км\)/,
  );
});

/** 'DD.MM.YYYY' of the priced loading day plus `days`, as the pages write a date. */
const dayAfter = (pricedOn: string, days: number) => {
  const date = new Date(`${pricedOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).split('-').reverse().join('.');
};

test('a route page says when 100 kg handed in on the priced day arrive, each carrier with its dates and terminal', async () => {
  const page = await get<DirectionContent>('/api/content/city/content?from=sankt-peterburg&to=kazan');
  const row = page.prices.find((item) => item.key === 'kg100')!;
  expect(row.offers.length).toBeGreaterThan(1);
  const qa = page.faq.ru.find((item) => item.question.startsWith('Когда 100 кг'))!;
  expect(qa.question).toBe(
    `Когда 100 кг, сданные в г. Санкт-Петербург ${dayAfter(page.pricedOn, 0)}, будут в г. Казань?`,
  );
  for (const offer of row.offers) {
    const { min, max } = offer.term;
    const dates =
      min === max
        ? dayAfter(page.pricedOn, max)
        : `${dayAfter(page.pricedOn, min)}–${dayAfter(page.pricedOn, max)}`;
    const address = page.terminals.to.find((point) => point.provider === offer.company.slug)!.address;
    // The carrier is named before its dates and terminal (alone, or with carriers arriving alike).
    expect(qa.answer).toMatch(new RegExp(`${offer.company.name}[^;]* — ${dates}, [^;]*${address}`));
  }
});

test('a destination page served only by vehicles asks one question per hub city, and when the van arrives', async () => {
  const vyborg = await cityPage('vyborg');
  const body = text(vyborg.text.to.ru.body);
  expect(body).toContain('Чем отправить груз из г. Санкт-Петербург в г. Выборг?');
  expect(body).not.toContain('Сколько стоит тонна груза из г. Санкт-Петербург в г. Выборг');
  expect(body).not.toContain('Как быстро дойдёт посылка из г. Санкт-Петербург в г. Выборг');
  const route = await get<DirectionContent>('/api/content/city/content?from=sankt-peterburg&to=vyborg');
  const van = route.prices.find((item) => item.key === 'van')!;
  const { min, max } = van.offers[0]!.term;
  expect(body).toMatch(
    new RegExp(
      `Когда газель, загруженная в г\\. Санкт-Петербург ${dayAfter(route.pricedOn, 0)}, будет в г\\. Выборг\\?\\s+${van.offers[0]!.company.name}[^.]* — ${dayAfter(route.pricedOn, min)}–${dayAfter(route.pricedOn, max)}`,
    ),
  );
});

test('a route names the largest town of each part of the way with its km; a region page the regions crossed', async () => {
  const page = await get<DirectionContent>('/api/content/city/content?from=sankt-peterburg&to=moskva');
  const sentence =
    /На пути из г\. Санкт-Петербург в г\. Москва \(крюк не больше (\d+) км\) лежат: (.+?\))\.(?:\s|$)/.exec(
      text(page.text.ru.body),
    );
  expect(sentence).not.toBeNull();
  const limit = Number(sentence![1]);
  // 5 % of the straight line (about 634 km), told in six parts of about 100 km.
  expect(limit).toBe(32);
  const towns = [
    ...sentence![2]!.matchAll(/([^,(]+) \((\d+) км от г\. Санкт-Петербург, (\d+) км до г\. Москва\)/g),
  ].map((found) => ({ name: found[1]!.trim(), from: Number(found[2]), to: Number(found[3]) }));
  expect(towns.map((town) => town.name)).toEqual(expect.arrayContaining(['Великий Новгород', 'Тверь']));
  expect(towns.length).toBeLessThanOrEqual(6);
  const all = (await server.app.cityRepository.everyCity()).map(({ city }) => city);
  const [spb, moscow] = ['sankt-peterburg', 'moskva'].map((slug) => all.find((city) => city.slug === slug)!);
  const engineKm = (a: typeof spb, b: typeof spb) =>
    server.app.tariffs.knownRoadKm(geoPoint(a!), geoPoint(b!));
  for (const town of towns) {
    const city = all.find((other) => other.name === town.name)!;
    expect(town.from).toBe(engineKm(spb, city));
    expect(town.to).toBe(engineKm(city, moscow));
    // On the way: a small detour, and not around either end.
    expect(detourKm(spb!.coordinates, moscow!.coordinates, city.coordinates)).toBeLessThanOrEqual(limit);
    expect(greatCircleKm(spb!.coordinates, city.coordinates)).toBeGreaterThan(limit);
    expect(greatCircleKm(city.coordinates, moscow!.coordinates)).toBeGreaterThan(limit);
  }
  expect(towns.map((town) => town.from)).toEqual([...towns.map((town) => town.from)].sort((a, b) => a - b));
  expect(text(page.text.en.body)).toContain('On the way from Saint Petersburg to Moscow');
  // Moscow has no other town in its region: the towns around it, of any region.
  expect(text(page.text.ru.body)).toMatch(
    /Из г\. Санкт-Петербург возим и в города рядом с г\. Москва \(км от г\. Санкт-Петербург; где лежит от г\. Москва\): /,
  );

  const region = await get<RegionCityContent>(
    '/api/content/region/content/from?regionSlug=voronezhskaya-oblast&citySlug=sankt-peterburg',
  );
  const crossed =
    /Из региона «Воронежская область» в г\. Санкт-Петербург путь проходит через \d+ регион\S* \(крюк не больше \d+ км; км от г\. Воронеж \/ до г\. Санкт-Петербург\): (.+?\))\.(?:\s|$)/.exec(
      text(region.text.ru.body),
    );
  expect(crossed).not.toBeNull();
  const names = crossed![1]!.split('; ').map((item) => item.replace(/ \(.*$/, ''));
  expect(names).not.toContain('Воронежская область');
  expect(names).not.toContain('Санкт-Петербург');
  expect(names).toContain('Тульская область');
  // Each town with its km from the region's largest town and to the city.
  const voronezh = all.find((city) => city.slug === 'voronezh')!;
  const tula = all.find((city) => city.slug === 'tula')!;
  expect(crossed![1]).toContain(`Тула — ${engineKm(voronezh, tula)} / ${engineKm(tula, spb)}`);
});

test('a city page names the towns between it and each hub; a way only vehicles serve answers how long with their term', async () => {
  const vyborg = await cityPage('vyborg');
  // The destination page: on the way here from Moscow; the origin page: on the way there.
  expect(text(vyborg.text.to.ru.body)).toMatch(
    /На пути из г\. Москва в г\. Выборг \(крюк не больше \d+ км\) лежат: /,
  );
  expect(text(vyborg.text.from.ru.body)).toMatch(
    /На пути из г\. Выборг в г\. Москва \(крюк не больше \d+ км\) лежат: /,
  );
  expect(text(vyborg.text.to.en.body)).toContain('On the way from Moscow to Vyborg');

  const route = await get<DirectionContent>('/api/content/city/content?from=sankt-peterburg&to=vyborg');
  expect(route.prices.every((row) => row.kind === 'dedicated')).toBe(true);
  const fastest = route.prices
    .flatMap((row) => row.offers.map((offer) => offer.term))
    .sort((x, y) => x.min - y.min || x.max - y.max)[0]!;
  const howLong = route.faq.ru.find((item) => item.question.startsWith('Сколько идёт груз'))!;
  expect(howLong.answer).toMatch(
    new RegExp(`^Отдельная машина проходит ${route.distanceKm} км за ${fastest.min}(–${fastest.max})? `),
  );
});

test('a region of two towns is counted in the genitive: из 2 городов', async () => {
  const page = await get<RegionCityContent>(
    '/api/content/region/content/from?regionSlug=evrejskaya-avtonomnaya-oblast&citySlug=moskva',
  );
  expect(text(page.text.ru.body)).toContain('из 2 городов региона «Еврейская автономная область»');
  expect(page.faq.ru[0]!.answer).toMatch(/^Из 2 городов региона в нашем списке/);
});

test('a city page names its offices and parcel lockers: every address on the destination page, a count and a link on the origin page', async () => {
  const kazan = await cityPage('kazan');
  const points = (kind: 'OFFICE' | 'POSTAMAT') => server.app.tariffs.pointsIn(kazan.city.code, { kind });
  const [offices, lockers] = [points('OFFICE'), points('POSTAMAT')];
  expect(offices.length).toBeGreaterThan(0);
  expect(lockers.length).toBeGreaterThan(0);
  const to = text(kazan.text.to.ru.body);
  for (const point of [...offices, ...lockers]) expect(to).toContain(`${point.name} — ${point.address}`);
  const largest = Math.max(...lockers.map((point) => point.locker!.maxKg));
  expect(to).toContain(`выдают ${lockers.length} постамат`);
  // Where a load is received, its points are «пункты выдачи»; «приём» is where it is sent.
  expect(to).toContain(`Забрать груз в г. Казань можно и в ${offices.length} пунктах выдачи перевозчиков`);
  expect(to).toContain(`(до ${largest} кг)`);
  // The origin page does not repeat the list: the counts, the offices' hours and the link.
  const from = kazan.text.from.ru.body;
  expect(from).toContain(
    `Сдать груз в г. Казань можно и в ${offices.length} пунктах приёма перевозчиков (${offices[0]!.hours}), посылку до ${largest} кг — в ${lockers.length} постаматах`,
  );
  expect(from).toContain('<a href="/route/any/kazan/">доставки в г. Казань</a>');
  expect(from).not.toContain(offices[0]!.address);
  // English names and addresses, the terminals' too.
  expect(text(kazan.text.to.en.body)).toContain('one of 3 terminals (Dostavka terminal No. 1,');
  expect(text(kazan.text.to.en.body)).toMatch(/carrier offices: Dostavka drop-off point No\. 1 — ul\. /);
  // A town without the carriers' points says nothing of them.
  const vyborg = await cityPage('vyborg');
  expect(vyborg.text.to.ru.body).not.toContain('пункт');
  expect(vyborg.text.from.ru.body).not.toContain('постамат');
});

test('into a town only whole vehicles reach, the origin’s neighbours are not listed; where groupage goes they are', async () => {
  const vansOnly = await get<DirectionContent>(
    '/api/content/city/content?from=sankt-peterburg&to=balashikha',
  );
  expect(vansOnly.prices.every((row) => row.kind === 'dedicated')).toBe(true);
  expect(text(vansOnly.text.ru.body)).not.toContain('тем же путём едут грузы из соседей');
  expect(text(vansOnly.text.ru.body)).toContain('Из г. Санкт-Петербург возим и в другие города региона');
  const groupage = await get<DirectionContent>('/api/content/city/content?from=sankt-peterburg&to=moskva');
  expect(text(groupage.text.ru.body)).toMatch(
    /В г\. Москва тем же путём едут грузы из соседей г\. Санкт-Петербург \(км до г\. Москва; где лежит от г\. Санкт-Петербург\): /,
  );
});

test('a region-city page names the region’s ten towns nearest the city: km on the page from the region, where each lies on the page into it', async () => {
  const all = (await server.app.cityRepository.everyCity()).map(({ city }) => city);
  const spb = all.find((city) => city.slug === 'sankt-peterburg')!;
  const engineKm = (a: typeof spb, b: typeof spb) => server.app.tariffs.knownRoadKm(geoPoint(a), geoPoint(b));
  const region = all.filter((city) => city.region.name === 'Московская область');
  const nearest = region
    .map((city) => ({ city, km: engineKm(city, spb) }))
    .sort((x, y) => x.km - y.km)
    .slice(0, 10);
  const from = await get<RegionCityContent>(
    '/api/content/region/content/from?regionSlug=moskovskaya-oblast&citySlug=sankt-peterburg',
  );
  expect(from.faq.ru[0]!.answer).toContain(
    `ближайшие к г. Санкт-Петербург: ${nearest.map(({ city, km }) => `${city.name} (${km} км)`).join(', ')} и другие.`,
  );
  const to = await get<RegionCityContent>(
    '/api/content/region/content/to?regionSlug=moskovskaya-oblast&citySlug=sankt-peterburg',
  );
  expect(to.faq.ru[0]!.answer).toMatch(/ближайшие к г\. Санкт-Петербург: [^(]+ \(\d+ км к [^)]+\)/);
});
