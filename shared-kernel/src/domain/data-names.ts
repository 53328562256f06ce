/**
 * Names that come as Russian data (the fleet, the cities, the carriers' points) in the visitor's
 * language. Russian shows them as they are. English shows a known thing by its key in the common
 * namespace (body types, loading kinds and extra services by their codes, vehicles by their kind,
 * points by their kind and carrier) and a place by its English name, else its Latin
 * transliteration. The same functions serve the pages (i18next's `t`) and the server's e-mails and
 * waybill (`ruleMessages(lang)`).
 */
import { DOP_SERVICES, LOAD_TYPES, TRUCK_TYPES } from './enums';
import type { ShipmentEnd } from './directions';
import { offerCarrier, type TextTranslate } from './offer-texts';

/** The fleet's Russian names of what the dedicated calculator offers, by code (server and pages). */
export const BODY_TYPE_NAMES: Readonly<Record<number, string>> = {
  [TRUCK_TYPES.TENT]: 'Тент',
  [TRUCK_TYPES.FLATBED]: 'Бортовой',
  [TRUCK_TYPES.ISOTHERMAL]: 'Изотерм',
  [TRUCK_TYPES.REFRIGERATED]: 'Рефрижератор',
};
export const LOAD_KIND_NAMES: Readonly<Record<number, string>> = {
  [LOAD_TYPES.REAR]: 'Задняя',
  [LOAD_TYPES.REAR_SIDE]: 'Задняя/боковая',
  [LOAD_TYPES.REAR_TOP]: 'Задняя/верхняя',
  [LOAD_TYPES.REAR_SIDE_TOP]: 'Задняя/боковая/верхняя',
};
export const EXTRA_SERVICE_NAMES: Readonly<Record<number, string>> = {
  [DOP_SERVICES.STRAPS]: 'Ремни',
  [DOP_SERVICES.STAKES]: 'Коники',
  [DOP_SERVICES.WOODEN_FLOOR]: 'Деревянный пол',
  [DOP_SERVICES.CRATING]: 'Обрешётка',
  [DOP_SERVICES.TAIL_LIFT]: 'Гидроборт',
};

/** Places English has its own name for; the rest are transliterated. */
const ENGLISH_PLACES: Readonly<Record<string, string>> = {
  'Санкт-Петербург': 'Saint Petersburg',
  Москва: 'Moscow',
  'Нижний Новгород': 'Nizhny Novgorod',
  'Великий Новгород': 'Veliky Novgorod',
  'Ростов-на-Дону': 'Rostov-on-Don',
  'Ленинградская область': 'Leningrad Oblast',
  'Московская область': 'Moscow Oblast',
};

/** The kinds of region as English names them ('Тверская область' -> 'Tverskaya Oblast'). */
const REGION_WORDS: Readonly<Record<string, string>> = { область: ' Oblast', край: ' Krai' };

/** The kinds of vehicle the fleet names ('Газель 1,5 т'), by the key of their English name. */
const VEHICLE_KINDS: Readonly<Record<string, string>> = {
  газель: 'gazelle',
  грузовик: 'truck',
  фура: 'semitrailer',
};

/**
 * Russian letters in Latin, the common web transliteration (ж zh, х kh, ц ts, щ shch, ы y, ю yu,
 * я ya, ъ and ь dropped, ё as е; й as y). The site's URL slugs use it too, with й as j.
 */
export const LATIN_LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Weekdays and words of opening hours ('Пн–Пт 9:00–19:00', 'Круглосуточно'). */
const HOURS_WORDS: Readonly<Record<string, string>> = {
  Пн: 'Mon',
  Вт: 'Tue',
  Ср: 'Wed',
  Чт: 'Thu',
  Пт: 'Fri',
  Сб: 'Sat',
  Вс: 'Sun',
  Круглосуточно: '24/7',
  выходной: 'closed',
};

/**
 * A Russian text in Latin letters ('Казань' -> 'Kazan', 'ул. Складская' -> 'ul. Skladskaya'),
 * keeping capitals, digits and punctuation; '-ий' and '-ый' at a word's end as '-y'.
 */
export function transliterate(text: string): string {
  return text
    .replace(/([иы])й(?=$|[^а-яё])/giu, (_match, vowel: string) =>
      vowel === vowel.toUpperCase() ? 'Й' : 'й',
    )
    .replace(/[а-яё]/giu, (char) => {
      const lower = char.toLowerCase();
      const latin = LATIN_LETTERS[lower] ?? char;
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    });
}

const isEnglish = (lang: string | undefined) => lang?.startsWith('en') === true;
const common = (t: TextTranslate, key: string, fallback: string, values: Record<string, unknown> = {}) =>
  t(key, { ns: 'common', defaultValue: fallback, ...values });
const codeOf = (names: Readonly<Record<number, string>>, name: string) => {
  const wanted = name.trim().toLowerCase().replace(/ё/g, 'е');
  return Object.keys(names).find((code) => names[Number(code)]!.toLowerCase().replace(/ё/g, 'е') === wanted);
};

export interface PointNaming {
  name: string;
  kind: string;
  provider: string;
}

/** The names of data in one language: `t` of the common namespace and the language. */
export interface DataNames {
  /** A city, region or street: 'Москва' -> 'Moscow', 'Казань' -> 'Kazan'. */
  place(name: string): string;
  /** A vehicle of the fleet: 'Газель 1,5 т' -> 'Gazelle 1.5 t'. */
  vehicle(name: string): string;
  /** A body type: 'Тент' -> 'Tent'. */
  body(name: string): string;
  /** A loading kind: 'Задняя/боковая' -> 'Rear and side'. */
  load(name: string): string;
  /** An extra service: 'Ремни' -> 'Straps'. */
  service(name: string): string;
  /**
   * A pick-up point: 'Постамат Доставка № 2' -> 'Dostavka parcel locker No. 2'. At the
   * destination an office gives the cargo out: 'Пункт приёма Доставка № 1' -> 'Пункт выдачи
   * Доставка № 1' ('Dostavka pick-up point No. 1'); at the origin it stays the drop-off point.
   */
  point(point: PointNaming, end?: ShipmentEnd): string;
  /** A point's opening hours: 'Пн–Пт 9:00–19:00' -> 'Mon–Fri 9:00–19:00'. */
  hours(text: string): string;
}

export function dataNames(t: TextTranslate, lang: string | undefined): DataNames {
  const english = isEnglish(lang);
  const byCode = (prefix: string, names: Readonly<Record<number, string>>) => (name: string) => {
    if (!english) return name;
    const code = codeOf(names, name);
    return code ? common(t, `${prefix}.${code}`, name) : transliterate(name);
  };
  const place = (name: string) => {
    if (!english) return name;
    const known = ENGLISH_PLACES[name.trim()];
    if (known) return known;
    return transliterate(
      name
        .replace(/^Республика\s+/u, 'Republic of ')
        .replace(/\s(область|край)$/u, (_match, word: string) => REGION_WORDS[word]!),
    );
  };
  return {
    place,
    body: byCode('truckType', BODY_TYPE_NAMES),
    load: byCode('load', LOAD_KIND_NAMES),
    service: byCode('dop', EXTRA_SERVICE_NAMES),
    vehicle(name) {
      if (!english) return name;
      const match = /^(\S+)\s+(\d+(?:[.,]\d+)?)\s*т$/u.exec(name.trim());
      const kind = match ? VEHICLE_KINDS[match[1]!.toLowerCase()] : undefined;
      if (!match || !kind) return transliterate(name);
      return common(t, `vehicle.${kind}`, name, { tonnes: match[2]!.replace(',', '.') });
    },
    point({ name, kind, provider }, end) {
      const handsOut = kind === 'OFFICE' && end === 'to';
      if (!english) return handsOut ? name.replace(/^Пункт приёма(?=\s)/u, 'Пункт выдачи') : name;
      const match = /^(?:Терминал|Пункт приёма|Пункт выдачи|Постамат)\s+(.+?)\s+№\s*(\d+)$/u.exec(
        name.trim(),
      );
      if (!match) return transliterate(name);
      const carrier = offerCarrier({ company: { slug: provider, name: transliterate(match[1]!) } }, t);
      const key = kind === 'OFFICE' && end !== 'to' ? 'OFFICE_FROM' : kind;
      return common(t, `pointName.${key}`, name, { carrier, number: match[2] });
    },
    hours(text) {
      if (!english) return text;
      return transliterate(text.replace(/[А-Яа-яЁё]+/gu, (word) => HOURS_WORDS[word] ?? word));
    },
  };
}
