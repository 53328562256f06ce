/**
 * What a group's city page says about its service to that city (build.ts `cityPage`): the group's
 * vehicle or way of carrying worked out for the city's distance, days and clock, so that a city's
 * pages in two groups differ by what each group does there. Distances and the days they give are
 * placeholders (`content/road-facts.ts`), filled from the tariff engine's km when the page is read.
 */
import { ROUTE_DAYS, ROUTE_DRIVING, ROUTE_KM, kmTo } from '../../../content/road-facts';
import { placeEn } from '../../../content/names';
import type { Bilingual } from '../../../content/catalogue/types';

export interface CityFacts {
  name: string;
  slug: string;
  /** Hours ahead of Moscow. */
  ahead: number;
  timezone: string;
  /** The region's largest other towns. */
  regionTowns: ReadonlyArray<{ name: string; slug: string }>;
  /** The compass point from Saint Petersburg ('юго-восток', 'south-east') and the coordinates. */
  compass: Bilingual;
  coords: Bilingual;
}

/** Loading in Saint Petersburg at 9:00 Moscow time, the arrival day's local clock. */
const arrivalHour = (facts: CityFacts) => (9 + facts.ahead + 24) % 24;

const townsRu = (f: CityFacts) =>
  f.regionTowns.map((town) => `${town.name} — ${kmTo(town.slug)} км`).join(', ');
const townsEn = (f: CityFacts) =>
  f.regionTowns.map((town) => `${placeEn(town.name)} ${kmTo(town.slug)} km`).join(', ');

/** The clock against Moscow's: '1 ч впереди Москвы' / '1 h ahead of Moscow'. */
const aheadRu = (f: CityFacts) =>
  f.ahead === 0
    ? 'по московскому времени'
    : `на ${Math.abs(f.ahead)} ч ${f.ahead > 0 ? 'впереди' : 'позади'} Москвы`;
const aheadEn = (f: CityFacts) =>
  f.ahead === 0 ? 'on Moscow time' : `${Math.abs(f.ahead)} h ${f.ahead > 0 ? 'ahead of' : 'behind'} Moscow`;

export interface GroupCityText {
  /** The way there as the group travels it: direction, road km, where the city lies. */
  intro: Bilingual;
  /** The group's vehicle or way of carrying to the city. */
  service: Bilingual;
  /** What the recipient in the city plans by the local clock, in the group's terms. */
  recipient: Bilingual;
  /** The region's other towns as the group serves them (empty when the region has none). */
  region: Bilingual;
}

type CityText = (facts: CityFacts) => GroupCityText;

export const GROUP_CITY_TEXTS: Readonly<Record<string, CityText>> = {
  'car-transport': (f) => {
    const en = placeEn(f.name);
    return {
      intro: {
        ru: `Автомобильная перевозка в г. ${f.name}: город лежит на ${f.compass.ru} от Санкт-Петербурга (${f.coords.ru}), до него ${ROUTE_KM} км по автодорогам.`,
        en: `Road haulage to ${en}: the city lies ${f.compass.en} of Saint Petersburg (${f.coords.en}), ${ROUTE_KM} km away by road.`,
      },
      service: {
        ru: `Фура 20 т проходит этот путь примерно за ${ROUTE_DRIVING} при норме около 600 км в день с отдыхом водителя, а с двумя водителями будет в г. ${f.name} почти вдвое быстрее.`,
        en: `A 20 t semi-trailer covers the way in about ${ROUTE_DRIVING} at roughly 600 km a day with the driver’s rest, and two drivers bring it to ${en} nearly twice as fast.`,
      },
      recipient: {
        ru: `Погрузка в 9:00 по Москве — это ${arrivalHour(f)}:00 в г. ${f.name}, поэтому выгрузку в г. ${f.name} планируют на часы работы склада.`,
        en: `Loading at 9:00 Moscow time is ${arrivalHour(f)}:00 in ${en}, so unloading in ${en} is planned for the warehouse’s hours.`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Склад не в самом г. ${f.name}, а в области? Фура едет прямо к нему: ${townsRu(f)} от г. ${f.name}.`
          : '',
        en: f.regionTowns.length
          ? `A warehouse outside ${en}, elsewhere in the region? The truck drives straight to it: ${townsEn(f)} from ${en}.`
          : '',
      },
    };
  },
  cargo: (f) => {
    const en = placeEn(f.name);
    return {
      intro: {
        ru: `Газель из Санкт-Петербурга в г. ${f.name} едет на ${f.compass.ru}, ${ROUTE_KM} км по автодорогам; ${f.name} — ${f.coords.ru}.`,
        en: `A Gazelle from Saint Petersburg to ${en} heads ${f.compass.en}, ${ROUTE_KM} km by road; ${en} is at ${f.coords.en}.`,
      },
      service: {
        ru: `Отдельная газель идёт до г. ${f.name} без перегрузов, примерно ${ROUTE_DRIVING} на ${ROUTE_KM} км, тогда как сборный груз до г. ${f.name} идёт ${ROUTE_DAYS} дн. через терминалы. Для партии тяжелее 1,5 т на тот же адрес в г. ${f.name} калькулятор предложит 5- или 10-тонник и фуру.`,
        en: `A dedicated Gazelle drives the ${ROUTE_KM} km to ${en} without transhipment, in about ${ROUTE_DRIVING}, while groupage to ${en} takes ${ROUTE_DAYS} days through terminals. Over 1.5 t for one address in ${en} goes by a 5- or 10-tonne truck or a semi-trailer, as the calculator offers for ${en}.`,
      },
      recipient: {
        ru: `Водитель звонит заранее, и газель приезжает к согласованному часу по часам г. ${f.name} (${aheadRu(f)}).`,
        en: `The driver calls the recipient in ${en} ahead, and the Gazelle arrives at the hour agreed by ${en}’s clock (${aheadEn(f)}).`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Адрес не в г. ${f.name}, а в области? Газель едет дальше: ${townsRu(f)} от г. ${f.name}.`
          : '',
        en: f.regionTowns.length
          ? `An address outside ${en}, elsewhere in its region? From ${en} the Gazelle drives on: ${townsEn(f)}.`
          : '',
      },
    };
  },
  consolidated: (f) => {
    const en = placeEn(f.name);
    return {
      intro: {
        ru: `Сборный груз из Санкт-Петербурга в г. ${f.name} идёт на ${f.compass.ru}: ${ROUTE_KM} км по автодорогам до терминалов города (${f.coords.ru}).`,
        en: `Groupage from Saint Petersburg to ${en} travels ${f.compass.en}: ${ROUTE_KM} km by road to the city’s terminals (${f.coords.en}).`,
      },
      service: {
        ru: `До г. ${f.name} место идёт ${ROUTE_DAYS} дн.: ждёт на терминале в Санкт-Петербурге машину на г. ${f.name}, проходит ${ROUTE_KM} км магистральным рейсом и выдаётся на терминале в г. ${f.name} или довозится курьером. Коробка 60×40×40 см до г. ${f.name} оплачивается как 19,2 кг: объёмный вес сборного груза — 200 кг на кубометр, даже если место легче.`,
        en: `A piece takes ${ROUTE_DAYS} days to ${en}: it waits at the Saint Petersburg terminal for a truck to ${en}, rides ${ROUTE_KM} km on the trunk run and is handed over at a terminal in ${en} or brought by courier. A 60×40×40 cm box to ${en} pays for 19.2 kg: groupage to ${en} counts 200 kg per cubic metre, even for a lighter piece.`,
      },
      recipient: {
        ru: `Часы терминалов в г. ${f.name} — местные (${aheadRu(f)}): получатель в г. ${f.name} приходит на терминал с паспортом или доверенностью, или курьер привозит груз по г. ${f.name} до двери в согласованный интервал.`,
        en: `The ${en} terminals keep local hours (${aheadEn(f)}): a recipient in ${en} brings a passport or a power of attorney to the ${en} terminal, or a courier brings the load to a door in ${en} at the agreed time.`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Из терминала в г. ${f.name} курьер довозит сборный груз и по региону: ${townsRu(f)}.`
          : '',
        en: f.regionTowns.length
          ? `From the ${en} terminal a courier also delivers groupage across the region around ${en}: ${townsEn(f)}.`
          : '',
      },
    };
  },
  moving: (f) => {
    const en = placeEn(f.name);
    return {
      intro: {
        ru: `Переезд из Санкт-Петербурга в г. ${f.name} (${f.coords.ru}) — это ${ROUTE_KM} км по автодорогам на ${f.compass.ru}${f.slug === 'moskva' ? '' : `; из Москвы до г. ${f.name} — ${kmTo('moskva')} км`}.`,
        en: `Moving from Saint Petersburg to ${en} (${f.coords.en}) means ${ROUTE_KM} km by road to the ${f.compass.en}${f.slug === 'moskva' ? '' : `; from Moscow to ${en} it is ${kmTo('moskva')} km`}.`,
      },
      service: {
        ru: `Машина с вещами идёт до г. ${f.name} примерно ${ROUTE_DRIVING}: ключи и документы от нового жилья в г. ${f.name} везите с собой, а выгрузку в г. ${f.name} назначайте на день после прибытия. Мебель едет из Санкт-Петербурга в г. ${f.name} от двери до двери, без перегрузки на терминалах.`,
        en: `The truck with your belongings drives to ${en} in about ${ROUTE_DRIVING}: keep the keys and papers of your new home in ${en} with you and book unloading in ${en} for the day after arrival. Furniture goes door to door from Saint Petersburg to ${en}, never reloaded at a terminal.`,
      },
      recipient: {
        ru: `Грузчики в г. ${f.name} встречают машину по местному времени (${aheadRu(f)}); заранее проверьте лифт и парковку у нового подъезда в г. ${f.name}.`,
        en: `Movers in ${en} meet the truck by ${en}’s clock (${aheadEn(f)}); check the lift and the parking at your new entrance in ${en} beforehand.`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Переезд в другой город области — до двери, без перегрузки: от г. ${f.name} ${townsRu(f)}.`
          : '',
        en: f.regionTowns.length
          ? `From ${en} a move goes on door to door to the region’s other towns: ${townsEn(f)}.`
          : '',
      },
    };
  },
};
