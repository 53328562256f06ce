import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { dataNames, transliterate } from './data-names';
import { deliveryMethodAt } from './directions';
import { priceLineLabel } from './offer-texts';

const en = dataNames(ruleMessages('en'), 'en');
const ru = dataNames(ruleMessages('ru'), 'ru');
const cyrillic = /[А-Яа-яЁё]/;

describe('names of data in the visitor’s language', () => {
  test.each([
    ['Москва', 'Moscow'],
    ['Санкт-Петербург', 'Saint Petersburg'],
    ['Казань', 'Kazan'],
    ['Нижний Новгород', 'Nizhny Novgorod'],
    ['Екатеринбург', 'Ekaterinburg'],
    ['Петропавловск-Камчатский', 'Petropavlovsk-Kamchatsky'],
    ['ул. Складская, д. 12', 'ul. Skladskaya, d. 12'],
    ['Ленинградская область', 'Leningrad Oblast'],
    ['Тверская область', 'Tverskaya Oblast'],
    ['Краснодарский край', 'Krasnodarsky Krai'],
    ['Республика Татарстан', 'Republic of Tatarstan'],
  ])('the place %s is %s in English and itself in Russian', (name, english) => {
    expect(en.place(name)).toBe(english);
    expect(ru.place(name)).toBe(name);
  });

  test.each([
    ['Газель 1,5 т', 'Gazelle 1.5 t'],
    ['Грузовик 10 т', 'Truck 10 t'],
    ['Фура 20 т', 'Semi-trailer 20 t'],
    ['Манипулятор', 'Manipulyator'],
  ])('the vehicle %s is %s', (name, english) => {
    expect(en.vehicle(name)).toBe(english);
    expect(ru.vehicle(name)).toBe(name);
  });

  test('body types, loading kinds and services by their codes’ texts', () => {
    expect(en.body('Тент')).toBe('Tent');
    expect(en.body('Рефрижератор')).toBe('Refrigerated');
    expect(en.load('Задняя/боковая/верхняя')).toBe('Rear, side and top');
    expect(en.service('Обрешётка')).toBe('Crating');
    expect(en.service('Гидроборт')).toBe('Hydraulic tail-lift');
    expect(ru.body('Тент')).toBe('Тент');
  });

  test('a point by its kind and carrier; one named otherwise is transliterated', () => {
    expect(en.point({ name: 'Постамат Доставка № 2', kind: 'POSTAMAT', provider: 'dostavka-network' })).toBe(
      'Dostavka parcel locker No. 2',
    );
    expect(
      en.point({ name: 'Терминал Северный экспресс № 1', kind: 'WAREHOUSE', provider: 'severny-express' }),
    ).toBe('Severny Express terminal No. 1');
    expect(en.point({ name: 'Склад на Обводном', kind: 'WAREHOUSE', provider: 'x' })).toBe(
      'Sklad na Obvodnom',
    );
    expect(ru.point({ name: 'Постамат Доставка № 2', kind: 'POSTAMAT', provider: 'dostavka-network' })).toBe(
      'Постамат Доставка № 2',
    );
  });

  test.each([
    ['from', 'Пункт приёма Доставка № 1', 'Dostavka drop-off point No. 1'],
    ['to', 'Пункт выдачи Доставка № 1', 'Dostavka pick-up point No. 1'],
    [undefined, 'Пункт приёма Доставка № 1', 'Dostavka drop-off point No. 1'],
  ] as const)('an office at the %s end is named for what it does there', (end, russian, english) => {
    const office = { name: 'Пункт приёма Доставка № 1', kind: 'OFFICE', provider: 'dostavka-network' };
    expect(ru.point(office, end)).toBe(russian);
    expect(en.point(office, end)).toBe(english);
    // Terminals, lockers and a carrier's own names read the same at both ends.
    const terminal = { name: 'Терминал Доставка № 2', kind: 'WAREHOUSE', provider: 'dostavka-network' };
    expect(ru.point(terminal, end)).toBe('Терминал Доставка № 2');
    const named = { name: 'Пункт приёма на Ленина', kind: 'OFFICE', provider: 'cdek' };
    expect(ru.point(named, 'from')).toBe('Пункт приёма на Ленина');
  });

  test.each([
    ['from', 'Пункт приёма', 'Drop-off point'],
    ['to', 'Пункт выдачи', 'Pick-up point'],
  ] as const)('the office method at the %s end reads %s', (end, russian, english) => {
    const key = `deliveryMethod.${deliveryMethodAt('OFFICE', end)}`;
    expect(ruleMessages('ru')(key)).toBe(russian);
    expect(ruleMessages('en')(key)).toBe(english);
    expect(deliveryMethodAt('POSTAMAT', end)).toBe('POSTAMAT');
  });

  test('opening hours', () => {
    expect(en.hours('Пн–Пт 8:00–20:00, Сб 9:00–17:00')).toBe('Mon–Fri 8:00–20:00, Sat 9:00–17:00');
    expect(en.hours('Круглосуточно')).toBe('24/7');
  });

  test('nothing Cyrillic is left in a transliteration', () => {
    const alphabet = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
    expect(transliterate(alphabet + alphabet.toUpperCase())).not.toMatch(cyrillic);
  });

  test('a price line names its vehicle and cities in the language', () => {
    const line = {
      name: 'Подача машины',
      key: 'priceLine.dispatch',
      values: { depot: 'Санкт-Петербург', city: 'Великий Новгород', km: 190 },
    };
    expect(priceLineLabel(line, ruleMessages('en'), en)).toBe(
      'Vehicle dispatch: Saint Petersburg — Veliky Novgorod, 190 km',
    );
    const vehicle = {
      name: '',
      key: 'priceLine.vehicle',
      values: { vehicle: 'Фура 20 т', bodyKey: 'priceLine.body.1' },
    };
    expect(priceLineLabel(vehicle, ruleMessages('en'), en)).not.toMatch(cyrillic);
    expect(priceLineLabel(vehicle, ruleMessages('ru'), ru)).toContain('Фура 20 т');
  });
});
