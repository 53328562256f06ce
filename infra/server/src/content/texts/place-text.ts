import type {
  BothWays,
  City,
  Localized,
  PageText,
  RegionRef,
  RouteFacts,
} from '@dostavka/shared-kernel/domain';
import { pluralRu } from '@dostavka/shared-kernel/domain';
import { slugify } from '../../db/seed/slug';
import { latinName } from '../names';
import { SITE, enDays, h2, p, ruDays } from './words';

export interface CityFacts {
  /** Road distance to Saint Petersburg, the company's home (0 for the city itself). */
  homeKm: number;
  directions: number;
  population: number;
}

/** A city page as the origin (/route/{city}/) and as the destination (/route/any/{city}/). */
export function cityText(city: City, facts: CityFacts): BothWays {
  const en = latinName(city.slug);
  const regionEn = latinName(city.region.slug);
  const people = `${facts.population.toLocaleString('ru-RU')} ${pluralRu(facts.population, ['житель', 'жителя', 'жителей'])}`;
  const home =
    facts.homeKm === 0
      ? { ru: 'Здесь наш главный склад и офис.', en: 'Our main warehouse and office are here.' }
      : {
          ru: `До Санкт-Петербурга, где наш главный склад, около ${facts.homeKm} км.`,
          en: `Saint Petersburg, home of our main warehouse, is about ${facts.homeKm} km away.`,
        };
  const about = {
    ru: p(`${city.name} — ${city.region.name}, ${people}, часовой пояс ${city.region.timezone}. ${home.ru}`),
    en: p(
      `${en} is in ${regionEn}, population ${facts.population.toLocaleString('en-GB')}, time zone ${city.region.timezone}. ${home.en}`,
    ),
  };
  const count = facts.directions;
  // Two towns can share a name (Киров), even in one region (Ялта): the region, and for the
  // smaller twin (whose slug had to be qualified) the postcode, tell their pages apart.
  const twin = city.slug !== slugify(city.name) ? `, ${city.postcode ?? city.code}` : '';
  const where = city.region.name === city.name ? city.name : `${city.name} (${city.region.name}${twin})`;
  const whereEn = city.region.name === city.name ? en : `${en} (${regionEn}${twin})`;
  return {
    from: {
      ru: {
        h1: `Грузоперевозки из г. ${city.name}`,
        title: `Грузоперевозки из г. ${where} по России — тарифы онлайн | ${SITE.ru}`,
        description: `Отправка грузов из г. ${where} по России: сборные грузы и отдельные машины, расчёт стоимости и сроков онлайн.`,
        body: [
          about.ru,
          h2('Куда отправить'),
          p(
            `Ниже — ${count > 0 ? `${count} популярных направлений` : 'направления'} из г. ${city.name}. Если нужного города нет, укажите его в калькуляторе: мы возим в любой город России.`,
          ),
        ].join(''),
      },
      en: {
        h1: `Freight from ${en}`,
        title: `Freight from ${whereEn} across Russia — tariffs online | ${SITE.en}`,
        description: `Shipping from ${whereEn} across Russia: groupage and dedicated trucks, prices and times online.`,
        body: [
          about.en,
          h2('Where to'),
          p(
            `Below are popular directions from ${en}. If your city is not listed, enter it in the calculator: we deliver to any Russian city.`,
          ),
        ].join(''),
      },
    },
    to: {
      ru: {
        h1: `Грузоперевозки в г. ${city.name}`,
        title: `Доставка грузов в г. ${where} из любого города | ${SITE.ru}`,
        description: `Доставка грузов в г. ${where} из Санкт-Петербурга, Москвы и других городов: до склада или до двери.`,
        body: [
          about.ru,
          h2('Откуда привезём'),
          p(
            `Доставим в г. ${city.name} на склад, в пункт выдачи, в постамат или до двери получателя. Выберите город отправления ниже или в калькуляторе.`,
          ),
        ].join(''),
      },
      en: {
        h1: `Freight to ${en}`,
        title: `Delivery to ${whereEn} from any city | ${SITE.en}`,
        description: `Delivery to ${whereEn} from Saint Petersburg, Moscow and other cities: to a terminal or to the door.`,
        body: [
          about.en,
          h2('Where from'),
          p(
            `We deliver in ${en} to a terminal, a pick-up point, a parcel locker or the door. Choose the origin below or in the calculator.`,
          ),
        ].join(''),
      },
    },
  };
}

/** A region page as the origin (/route/from/{region}/) and destination (/route/to/any/{region}/). */
export function regionText(region: RegionRef & { timezone: string }, cityCount: number, hub: City): BothWays {
  const en = latinName(region.slug);
  const hubEn = latinName(hub.slug);
  const towns = `${cityCount} ${pluralRu(cityCount, ['город', 'города', 'городов'])}`;
  const about = {
    ru: p(`В регионе «${region.name}» ${towns}; крупнейший — ${hub.name}. Часовой пояс ${region.timezone}.`),
    en: p(`${en} has ${cityCount} towns and cities; the largest is ${hubEn}. Time zone ${region.timezone}.`),
  };
  return {
    from: {
      ru: {
        h1: `Грузоперевозки: ${region.name} — Россия`,
        title: `Грузоперевозки из региона ${region.name} | ${SITE.ru}`,
        description: `Отправка грузов из городов региона «${region.name}» по всей России: ${towns}, тарифы перевозчиков онлайн.`,
        body: [
          about.ru,
          h2('Города региона'),
          p('Выберите город отправления — на его странице направления, расстояния и сроки.'),
        ].join(''),
      },
      en: {
        h1: `Freight from ${en}`,
        title: `Freight from the ${en} region | ${SITE.en}`,
        description: `Shipping from the towns of ${en} across Russia: ${cityCount} towns, carriers’ tariffs online.`,
        body: [
          about.en,
          h2('Towns of the region'),
          p('Choose the town of origin to see its directions, distances and times.'),
        ].join(''),
      },
    },
    to: {
      ru: {
        h1: `Грузоперевозки: Россия — ${region.name}`,
        title: `Доставка грузов в регион ${region.name} | ${SITE.ru}`,
        description: `Доставка грузов в города региона «${region.name}» из любого города России: ${towns}, до склада или до двери.`,
        body: [
          about.ru,
          h2('Куда доставим'),
          p('Доставляем во все города региона — на склад, в пункт выдачи или до двери получателя.'),
        ].join(''),
      },
      en: {
        h1: `Freight to ${en}`,
        title: `Delivery to the ${en} region | ${SITE.en}`,
        description: `Delivery to the towns of ${en} from any Russian city: ${cityCount} towns, to a terminal or the door.`,
        body: [
          about.en,
          h2('Where we deliver'),
          p('We deliver to every town of the region: a terminal, a pick-up point or the recipient’s door.'),
        ].join(''),
      },
    },
  };
}

/** From a region to a city (`way` 'from') or from a city to a region ('to'). */
export function regionCityText(
  way: 'from' | 'to',
  region: RegionRef,
  hub: City,
  city: City,
  facts: RouteFacts,
): Localized<PageText> {
  const [regionEn, cityEn, hubEn] = [latinName(region.slug), latinName(city.slug), latinName(hub.slug)];
  const km = facts.distanceKm;
  const ru = way === 'from' ? `${region.name} — ${city.name}` : `${city.name} — ${region.name}`;
  const en = way === 'from' ? `${regionEn} — ${cityEn}` : `${cityEn} — ${regionEn}`;
  const measured = {
    ru: `Расстояние считаем от г. ${hub.name}, крупнейшего города региона: около ${km} км, сборный груз в пути ${ruDays(facts.transitDays)}.`,
    en: `Measured from ${hubEn}, the region’s largest city: about ${km} km, ${enDays(facts.transitDays)} for a consolidated load.`,
  };
  return {
    ru: {
      h1: `Грузоперевозки ${ru}`,
      title: `Грузоперевозки ${ru}: ${km} км | ${SITE.ru}`,
      description: `Перевозка грузов ${way === 'from' ? `из региона «${region.name}» в г. ${city.name}` : `из г. ${city.name} в регион «${region.name}»`}: около ${km} км, ${ruDays(facts.transitDays)}. Тарифы онлайн.`,
      body: [
        p(measured.ru),
        h2('Как заказать'),
        p(
          'Укажите точный адрес, вес и объём груза в калькуляторе: он покажет тарифы с датами погрузки и доставки для любого города региона.',
        ),
      ].join(''),
    },
    en: {
      h1: `Freight ${en}`,
      title: `Freight ${en}: ${km} km | ${SITE.en}`,
      description: `Freight ${way === 'from' ? `from ${regionEn} to ${cityEn}` : `from ${cityEn} to ${regionEn}`}: about ${km} km, ${enDays(facts.transitDays)}. Tariffs online.`,
      body: [
        p(measured.en),
        h2('How to order'),
        p(
          'Enter the exact address, weight and volume in the calculator to see tariffs with dates for any town of the region.',
        ),
      ].join(''),
    },
  };
}
