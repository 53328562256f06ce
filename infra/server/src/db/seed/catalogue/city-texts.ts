/**
 * What a group's city page says about its service to that city (build.ts `cityPage`): the group's
 * vehicle or way of carrying worked out for the city's distance, days and clock, so that a city's
 * pages in two groups differ by what each group does there.
 */
import { latinName } from '../../../content/names';
import type { Bilingual } from './types';

export interface CityFacts {
  name: string;
  slug: string;
  /** Road km from Saint Petersburg. */
  km: number;
  /** Consolidated days, fastest and slowest. */
  days: { min: number; max: number };
  /** Hours ahead of Moscow. */
  ahead: number;
  /** The region's largest other towns, with road km from the city. */
  regionTowns: ReadonlyArray<{ name: string; slug: string; km: number }>;
}

/** A dedicated driver's day with the compulsory rest. */
const KM_PER_DRIVING_DAY = 600;

const driving = (km: number) => Math.max(1, Math.ceil(km / KM_PER_DRIVING_DAY));

/** Loading in Saint Petersburg at 9:00 Moscow time, the arrival day's local clock. */
const arrivalHour = (facts: CityFacts) => (9 + facts.ahead + 24) % 24;

type CityText = (facts: CityFacts) => Bilingual;

export const GROUP_CITY_TEXTS: Readonly<Record<string, CityText>> = {
  'car-transport': (f) => {
    const en = latinName(f.slug);
    return {
      ru: `Фура 20 т из Санкт-Петербурга проходит ${f.km} км до г. ${f.name} примерно за ${driving(f.km)} сут. при норме около 600 км в день с отдыхом водителя; с двумя водителями — почти вдвое быстрее. Тридцать три европаллеты, тент, борт или рефрижератор подаются под погрузку в Санкт-Петербурге, а выгрузку в г. ${f.name} планируют на рабочие часы склада: погрузка в 9:00 по Москве — это ${arrivalHour(f)}:00 по местным часам г. ${f.name}.`,
      en: `A 20 t semi-trailer from Saint Petersburg covers the ${f.km} km to ${en} in about ${driving(f.km)} days at roughly 600 km a day with the driver’s rest; with two drivers nearly twice as fast. Thirty-three Euro pallets, a curtain-sider, flatbed or reefer load in Saint Petersburg, and unloading in ${en} is planned for the warehouse’s working hours: loading at 9:00 Moscow time is ${arrivalHour(f)}:00 on ${en}’s clock.`,
    };
  },
  cargo: (f) => {
    const en = latinName(f.slug);
    return {
      ru: `Отдельная газель до г. ${f.name} едет без перегрузов: ${f.km} км за ${driving(f.km)} сут., тогда как сборный груз на этом пути идёт ${f.days.min}–${f.days.max} дн. через терминалы. Газель берёт 1,5 т и четыре европаллеты; для партии тяжелее на тот же адрес в г. ${f.name} калькулятор предложит 5- или 10-тонник и фуру, а для нескольких коробок — сборный груз.`,
      en: `A dedicated Gazelle to ${en} drives without transhipment: ${f.km} km in ${driving(f.km)} days, while groupage on this route takes ${f.days.min}–${f.days.max} days through terminals. The van takes 1.5 t and four Euro pallets; for a heavier consignment to the same address in ${en} the calculator offers a 5- or 10-tonne truck or a semi-trailer, and groupage for a few boxes.`,
    };
  },
  consolidated: (f) => {
    const en = latinName(f.slug);
    return {
      ru: `Сборный груз до г. ${f.name} проходит ${f.km} км за ${f.days.min}–${f.days.max} дн.: место ждёт формирования машины на терминале в Санкт-Петербурге, едет магистральным рейсом и выдаётся на терминале в г. ${f.name} или довозится курьером. Цена считается по большему из весов — фактическому или объёмному, 200 кг на кубометр, поэтому коробку 60×40×40 см до г. ${f.name} оплачивают как 19,2 кг, даже если она легче.${
        f.regionTowns.length > 0
          ? ` Из терминала в г. ${f.name} курьер довозит сборный груз и по региону: ${f.regionTowns.map((town) => `${town.name} — ${town.km} км`).join(', ')}.`
          : ''
      }`,
      en: `Groupage to ${en} covers ${f.km} km in ${f.days.min}–${f.days.max} days: a piece waits for a truck to be made up at the Saint Petersburg terminal, travels on the trunk run and is handed over at the ${en} terminal or delivered by courier. The price uses the greater of the actual and the volume weight, 200 kg per cubic metre, so a 60×40×40 cm box to ${en} is paid as 19.2 kg even if it is lighter.${
        f.regionTowns.length > 0
          ? ` From the ${en} terminal a courier also delivers groupage across the region: ${f.regionTowns.map((town) => `${latinName(town.slug)} ${town.km} km`).join(', ')}.`
          : ''
      }`,
    };
  },
  moving: (f) => {
    const en = latinName(f.slug);
    return {
      ru: `Переезд из Санкт-Петербурга в г. ${f.name}: машина с вещами идёт ${f.km} км около ${driving(f.km)} сут., поэтому ключи и документы везите с собой, а выгрузку назначайте на день после прибытия. Однокомнатная квартира помещается в газель, двухкомнатная — в 3-тонник, трёхкомнатная — в 5-тонник; грузчиков в г. ${f.name} заказывают вместе с перевозкой, и они встречают машину по местному времени${f.ahead === 0 ? ', совпадающему с московским' : `, на ${Math.abs(f.ahead)} ч ${f.ahead > 0 ? 'впереди' : 'позади'} Москвы`}.`,
      en: `Moving from Saint Petersburg to ${en}: the truck with your belongings drives ${f.km} km in about ${driving(f.km)} days, so keep keys and papers with you and book unloading for the day after arrival. A one-room flat fits a Gazelle, two rooms a 3-tonne truck, three rooms a 5-tonne truck; movers in ${en} are ordered with the move and meet the truck in local time${f.ahead === 0 ? ', the same as Moscow’s' : `, ${Math.abs(f.ahead)} h ${f.ahead > 0 ? 'ahead of' : 'behind'} Moscow`}.`,
    };
  },
};
