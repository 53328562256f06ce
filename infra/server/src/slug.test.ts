import { slugify } from './slug';

describe('slugify', () => {
  test.each([
    ['Санкт-Петербург', 'sankt-peterburg'],
    ['Москва', 'moskva'],
    ['Нижний Новгород', 'nizhnij-novgorod'],
    ['Ростов-на-Дону', 'rostov-na-donu'],
    ['Щёлково', 'shchelkovo'],
    ['Королёв', 'korolev'],
    ['Орёл', 'orel'],
    ['Хабаровск', 'khabarovsk'],
    ['Цивильск', 'tsivilsk'],
    ['Чебоксары', 'cheboksary'],
    ['Шахты', 'shakhty'],
    ['Южно-Сахалинск', 'yuzhno-sakhalinsk'],
    ['Ярославль', 'yaroslavl'],
    ['Йошкар-Ола', 'joshkar-ola'],
    ['Элиста', 'elista'],
    ['Объячево', 'obyachevo'],
    ['Республика Саха (Якутия)', 'respublika-sakha-yakutiya'],
    ['Кемеровская область — Кузбасс', 'kemerovskaya-oblast-kuzbass'],
    // the site's own page addresses follow the same rules
    ['перевозка техники', 'perevozka-tekhniki'],
    ['перевозка стройматериалов', 'perevozka-strojmaterialov'],
    ['перевозка зданий и сооружений', 'perevozka-zdanij-i-sooruzhenij'],
    ['  Пробелы  и -- знаки!  ', 'probely-i-znaki'],
    ['Latin 123', 'latin-123'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
