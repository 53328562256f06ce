import { citiesByLetter, citiesOfRegion, cityLetters, firstLetter, matchesPlace, regionsOf } from './cities';
import type { City } from './types/geo';

function city(name: string, regionCode: string, regionName: string, popularity = 0): City {
  return {
    id: 0,
    popularity,
    slug: name,
    code: `${regionCode}-${name}`,
    fias: '',
    name,
    warning: null,
    postcode: null,
    region: {
      name: regionName,
      code: regionCode,
      slug: regionName,
      timezone: 'UTC+3',
      warning: null,
      country: { name: 'Россия', code: 'RU' },
    },
    coordinates: { lat: 0, lon: 0 },
  };
}

const cities = [
  city('Тверь', '69', 'Тверская', 400),
  city('Ёлабуга', '16', 'Татарстан', 70),
  city('Казань', '16', 'Татарстан', 1200),
  city('Торжок', '69', 'Тверская', 45),
  city('Екатеринбург', '66', 'Свердловская', 1500),
  city('Альметьевск', '16', 'Татарстан', 150),
];

describe('city picker lists', () => {
  it.each([
    ['Тверь', 'Т'],
    ['ёлабуга', 'Е'],
    [' Казань', 'К'],
  ])('%s is filed under %s', (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it('the letters that start a city name, alphabetically, Ё within Е', () => {
    expect(cityLetters(cities)).toEqual(['А', 'Е', 'К', 'Т']);
  });

  it("a letter's cities alphabetically", () => {
    expect(citiesByLetter(cities, 'е').map((c) => c.name)).toEqual(['Екатеринбург', 'Ёлабуга']);
  });

  it('regions alphabetically with their city counts', () => {
    expect(regionsOf(cities)).toEqual([
      { code: '66', name: 'Свердловская', slug: 'Свердловская', cityCount: 1 },
      { code: '16', name: 'Татарстан', slug: 'Татарстан', cityCount: 3 },
      { code: '69', name: 'Тверская', slug: 'Тверская', cityCount: 2 },
    ]);
  });

  it("a region's cities, the most popular first", () => {
    expect(citiesOfRegion(cities, '16').map((c) => c.name)).toEqual(['Казань', 'Альметьевск', 'Ёлабуга']);
  });

  it.each([
    ['', true],
    ['твер', true],
    ['ТВЁР', true],
    ['казан', false],
  ])('matching %j against "Тверская"', (text, expected) => {
    expect(matchesPlace(text, 'Тверская')).toBe(expected);
  });
});
