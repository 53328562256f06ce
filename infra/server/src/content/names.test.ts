import { placeEn } from './names';

test('places are spelled as the kernel spells them, the same when asked again', () => {
  expect(placeEn('Ростов-на-Дону')).toBe('Rostov-on-Don');
  expect(placeEn('Казань')).toBe('Kazan');
  expect(placeEn('Казань')).toBe('Kazan');
  expect(placeEn('Ленинградская область')).toBe(placeEn('Ленинградская область'));
  expect(placeEn('Ленинградская область')).toMatch(/Leningrad/);
});
