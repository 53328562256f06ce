/**
 * A city page's Russian reads right (issue 38, item 5): the directions name their cities in the
 * case the preposition asks for, and the city's rank agrees with the region's count.
 */
import type { City } from '@dostavka/shared-kernel/domain';
import { directionItem } from '../refs';
import { placeOf } from './direction-text';
import { cityText, type CityFacts } from './city-text';

const region = (name: string, code: string): City['region'] => ({
  name,
  code,
  slug: code,
  timezone: 'UTC+3',
  warning: null,
  country: { name: 'Россия', code: 'RU' },
});
const city = (id: number, name: string, slug: string, of: City['region']): City => ({
  id,
  popularity: 0,
  slug,
  code: `${id}`,
  fias: '00000000-0000-0000-0000-000000000000',
  name,
  warning: null,
  postcode: null,
  region: of,
  coordinates: { lat: 59.9 - id, lon: 30.3 + id },
});

const spb = city(1, 'Санкт-Петербург', 'sankt-peterburg', region('Санкт-Петербург', '78'));
const moscow = city(2, 'Москва', 'moskva', region('Москва', '77'));
const tver = city(3, 'Тверь', 'tver', region('Тверская область', '69'));

const facts = (of: City, count: number): CityFacts => ({
  place: placeOf(of, 1_000_000),
  directions: [directionItem(1, of, moscow, 793), directionItem(2, of, tver, 815)],
  arrivals: [directionItem(3, moscow, of, 793), directionItem(4, tver, of, 815)],
  rank: 1,
  regionCities: count,
  around: [],
  far: [],
  hubs: [],
  terminals: [],
  offices: [],
  lockers: [],
  nearTerminals: [],
});

test('directions name their cities declined: в Москву, из Москвы', () => {
  const text = cityText(spb, facts(spb, 1));
  expect(text.from.ru.body).toContain('везут в Москву (793 км), Тверь (815 км)');
  expect(text.to.ru.body).toContain('чаще всего везут из Москвы (793 км), Твери (815 км)');
});

test('the rank agrees with the count, and a region of one town says so', () => {
  expect(cityText(spb, facts(spb, 1)).from.ru.body).toContain(
    'Санкт-Петербург — единственный город региона «Санкт-Петербург» в нашем списке,',
  );
  expect(cityText(spb, facts(spb, 1)).from.en.body).toContain(
    'the only town of Saint Petersburg on our list',
  );
  expect(cityText(spb, facts(spb, 21)).from.ru.body).toContain('крупнейший из 21 города региона');
  expect(cityText(spb, facts(spb, 5)).from.ru.body).toContain('крупнейший из 5 городов региона');
});

test('the towns lvovich declines wrong read right', () => {
  const lyubertsy = city(4, 'Люберцы', 'lyubertsy', region('Московская область', '50'));
  const text = cityText(spb, { ...facts(spb, 1), arrivals: [directionItem(5, lyubertsy, spb, 815)] });
  expect(text.to.ru.body).toContain('чаще всего везут из Люберец (815 км)');
});
