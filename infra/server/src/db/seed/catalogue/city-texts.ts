/**
 * What a group's city page says about its service to that city (build.ts `cityPage`): the group's
 * vehicle or way of carrying worked out for the city's distance, days and clock, so that a city's
 * pages in two groups differ by what each group does there. Distances and the days they give are
 * placeholders (`content/road-facts.ts`), filled from the tariff engine's km when the page is read.
 */
import { ROUTE_DAYS, ROUTE_DRIVING, ROUTE_KM, kmTo } from '../../../content/road-facts';
import { placeEn } from '../../../content/names';
import type { Bilingual } from './types';

export interface CityFacts {
  name: string;
  slug: string;
  /** Hours ahead of Moscow. */
  ahead: number;
  timezone: string;
  /** The region's largest other towns. */
  regionTowns: ReadonlyArray<{ name: string; slug: string }>;
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
      service: {
        ru: `Фура 20 т из Санкт-Петербурга проходит ${ROUTE_KM} км до г. ${f.name} примерно за ${ROUTE_DRIVING} при норме около 600 км в день с отдыхом водителя; с двумя водителями — почти вдвое быстрее.`,
        en: `A 20 t semi-trailer from Saint Petersburg covers the ${ROUTE_KM} km to ${en} in about ${ROUTE_DRIVING} at roughly 600 km a day with the driver’s rest; with two drivers nearly twice as fast.`,
      },
      recipient: {
        ru: `Погрузка в 9:00 по Москве — это ${arrivalHour(f)}:00 в г. ${f.name}: выгрузку планируют на часы склада.`,
        en: `Loading at 9:00 Moscow time is ${arrivalHour(f)}:00 in ${en}: unloading is planned for the warehouse’s hours.`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Склад в области — фура едет прямо к нему: ${townsRu(f)} от г. ${f.name}.`
          : '',
        en: f.regionTowns.length
          ? `A warehouse elsewhere in the region: the truck drives straight to it, ${townsEn(f)} from ${en}.`
          : '',
      },
    };
  },
  cargo: (f) => {
    const en = placeEn(f.name);
    return {
      service: {
        ru: `Отдельная газель до г. ${f.name} едет без перегрузов: ${ROUTE_KM} км примерно за ${ROUTE_DRIVING}, тогда как сборный груз на этом пути идёт ${ROUTE_DAYS} дн. через терминалы. Для партии тяжелее 1,5 т на тот же адрес в г. ${f.name} калькулятор предложит 5- или 10-тонник и фуру.`,
        en: `A dedicated Gazelle to ${en} drives without transhipment: ${ROUTE_KM} km in about ${ROUTE_DRIVING}, while groupage on this route takes ${ROUTE_DAYS} days through terminals. For more than 1.5 t to the same address in ${en} the calculator offers a 5- or 10-tonne truck or a semi-trailer.`,
      },
      recipient: {
        ru: `Газель подают к адресу в г. ${f.name} к согласованному часу по местному времени (${aheadRu(f)}); водитель звонит перед приездом.`,
        en: `The Gazelle arrives at the address in ${en} at the agreed hour, local time (${aheadEn(f)}); the driver calls ahead.`,
      },
      region: {
        ru: f.regionTowns.length ? `Адрес в области — газель до него: ${townsRu(f)} от г. ${f.name}.` : '',
        en: f.regionTowns.length
          ? `An address elsewhere in the region: the Gazelle drives on, ${townsEn(f)} from ${en}.`
          : '',
      },
    };
  },
  consolidated: (f) => {
    const en = placeEn(f.name);
    return {
      service: {
        ru: `Сборный груз до г. ${f.name} проходит ${ROUTE_KM} км за ${ROUTE_DAYS} дн.: место ждёт формирования машины на терминале в Санкт-Петербурге, едет магистральным рейсом и выдаётся на терминале в г. ${f.name} или довозится курьером. Цена считается по большему из весов — фактическому или объёмному, 200 кг на кубометр, поэтому коробку 60×40×40 см до г. ${f.name} оплачивают как 19,2 кг, даже если она легче.`,
        en: `Groupage to ${en} covers ${ROUTE_KM} km in ${ROUTE_DAYS} days: a piece waits for a truck to be made up at the Saint Petersburg terminal, travels on the trunk run and is handed over at the ${en} terminal or delivered by courier. The price uses the greater of the actual and the volume weight, 200 kg per cubic metre, so a 60×40×40 cm box to ${en} is paid as 19.2 kg even if it is lighter.`,
      },
      recipient: {
        ru: `Терминалы в г. ${f.name} выдают груз в свои часы работы по местному времени (${aheadRu(f)}); получатель приходит с паспортом или доверенностью, курьер привозит до двери в согласованный интервал.`,
        en: `The terminals in ${en} hand loads over in their opening hours, local time (${aheadEn(f)}); the recipient comes with a passport or a power of attorney, or a courier brings the load to the door in an agreed window.`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Из терминала в г. ${f.name} курьер довозит сборный груз и по региону: ${townsRu(f)}.`
          : '',
        en: f.regionTowns.length
          ? `From the ${en} terminal a courier also delivers groupage across the region: ${townsEn(f)}.`
          : '',
      },
    };
  },
  moving: (f) => {
    const en = placeEn(f.name);
    return {
      service: {
        ru: `Переезд из Санкт-Петербурга в г. ${f.name}: машина с вещами идёт ${ROUTE_KM} км примерно ${ROUTE_DRIVING}, поэтому ключи и документы везите с собой, а выгрузку назначайте на день после прибытия. Однокомнатная квартира помещается в газель, двухкомнатная — в 3-тонник, трёхкомнатная — в 5-тонник. Машина переезда идёт от двери до двери: мебель не перегружают на терминалах, а несколько коробок без мебели дешевле отправить сборным грузом.`,
        en: `Moving from Saint Petersburg to ${en}: the truck with your belongings drives ${ROUTE_KM} km in about ${ROUTE_DRIVING}, so keep keys and papers with you and book unloading for the day after arrival. A one-room flat fits a Gazelle, two rooms a 3-tonne truck, three rooms a 5-tonne truck. A moving truck goes door to door: furniture is not reloaded at terminals, and a few boxes without furniture cost less as groupage.`,
      },
      recipient: {
        ru: `Грузчиков в г. ${f.name} заказывают вместе с перевозкой, и они встречают машину по местному времени (${aheadRu(f)}); проверьте лифт, парковку у подъезда и пропуск во двор.`,
        en: `Movers in ${en} are ordered with the move and meet the truck in local time (${aheadEn(f)}); check the lift, parking at the entrance and access to the courtyard.`,
      },
      region: {
        ru: f.regionTowns.length
          ? `Переезд в другой город области считают так же, до двери: ${townsRu(f)} от г. ${f.name}.`
          : '',
        en: f.regionTowns.length
          ? `A move to another town of the region is priced the same way, to the door: ${townsEn(f)} from ${en}.`
          : '',
      },
    };
  },
};
