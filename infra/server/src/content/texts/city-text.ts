/** A city's two pages: as the origin (/route/{city}/) and as the destination (/route/any/{city}/). */
import type { BothWays, City, DirectionItem, Localized, PickupPoint } from '@dostavka/shared-kernel/domain';
import { pluralRu } from '@dostavka/shared-kernel/domain';
import { slugify } from '../../slug';
import { placeEn } from '../names';
import type { Place } from './place';
import { arrivalQuestions, hubLines, hubQuestions, type HubRoute } from './hub-text';
import { officesAndLockers, pointIn } from './points-text';
import { SITE, h2, p } from './words';
import { ruFrom, ruTo } from './ru-cases';
import {
  terminalsAround,
  townsAround,
  townsByDirection,
  townsBetween,
  type NearPlace,
  type NearTerminal,
} from './vicinity';

export interface CityFacts {
  place: Place;
  directions: DirectionItem[];
  arrivals: DirectionItem[];
  /** The city's rank by size in its region (1: the largest) and how many cities the region has. */
  rank: number;
  regionCities: number;
  /** The region's other towns nearest first (the origin page names the first five). */
  around: NearPlace[];
  /** The country's largest cities other than the hubs, with their road km from the city. */
  far: NearPlace[];
  hubs: HubRoute[];
  /** The carriers' terminals in the city. */
  terminals: PickupPoint[];
  /** The carriers' offices in the city, which take and hand over loads as a terminal does. */
  offices: PickupPoint[];
  /** The carriers' parcel lockers in the city (a place must fit a cell). */
  lockers: PickupPoint[];
  /** Without terminals of its own, the nearest ones in other towns. */
  nearTerminals: NearTerminal[];
}

/** The region's towns an origin page names around the city (its destination page names more, by km). */
const AROUND_FROM = 8;

/** Up to four directions after a preposition, each name in the case it governs ('в Москву (793 км)'). */
const listRu = (items: DirectionItem[], pick: (item: DirectionItem) => string) =>
  items
    .slice(0, 4)
    .map((item) => `${pick(item)} (${item.distanceKm} км)`)
    .join(', ');
const listEn = (items: DirectionItem[], pick: (item: DirectionItem) => string) =>
  items
    .slice(0, 4)
    .map((item) => `${placeEn(pick(item))} (${item.distanceKm} km)`)
    .join(', ');

/** The city in one paragraph: its rank in the region (the count agreeing), people, clock, position. */
function cityAbout(city: City, place: Place, facts: CityFacts): Localized<string> {
  const { en, regionEn } = place;
  const people = `${place.population.toLocaleString('ru-RU')} ${pluralRu(place.population, ['житель', 'жителя', 'жителей'])}`;
  // 'крупнейший из 12 городов региона «R»': the count agrees with its noun, a region of one town says so.
  const count = facts.regionCities;
  const ofTowns = `${count} ${pluralRu(count, ['города', 'городов', 'городов'])}`;
  const rank =
    count <= 1
      ? {
          ru: `единственный город региона «${city.region.name}» в нашем списке`,
          en: `the only town of ${regionEn} on our list`,
        }
      : facts.rank === 1
        ? {
            ru: `крупнейший из ${ofTowns} региона «${city.region.name}»`,
            en: `the largest of the ${count} towns of ${regionEn}`,
          }
        : {
            ru: `${facts.rank}-й по величине из ${ofTowns} региона «${city.region.name}»`,
            en: `number ${facts.rank} by size of the ${count} towns of ${regionEn}`,
          };
  const coords = `${place.lat.toFixed(2)}°, ${place.lon.toFixed(2)}°`;
  return {
    ru: p(`${city.name} — ${rank.ru}, ${people}, часовой пояс ${place.timezone}, координаты ${coords}.`),
    en: p(
      `${en} is ${rank.en}, population ${place.population.toLocaleString('en-GB')}, time zone ${place.timezone}, at ${coords}.`,
    ),
  };
}

/** The towns between the city and each hub: on the way there (origin page) and here (destination). */
function hubWays(place: Place, hubs: HubRoute[], dir: 'from' | 'to'): Localized<string> {
  const lines = hubs.flatMap(({ hub, along }) => {
    const text = dir === 'from' ? townsBetween(place, hub, along.out) : townsBetween(hub, place, along.back);
    return text.ru ? [text] : [];
  });
  return lines.length === 0
    ? { ru: '', en: '' }
    : {
        ru: h2('По пути') + p(lines.map((line) => line.ru).join(' ')),
        en: h2('Along the way') + p(lines.map((line) => line.en).join(' ')),
      };
}

/** Where a sender hands in (origin page) and a recipient collects (destination page) in the city. */
function cityTerminals(city: City, place: Place, facts: CityFacts) {
  const { en } = place;
  const handIn = terminalsAround(place, facts.nearTerminals, 'send');
  const collect = terminalsAround(place, facts.nearTerminals, 'receive');
  const points = facts.terminals;
  const pointList = (lang: 'ru' | 'en') =>
    points
      .map((point) => pointIn(point, lang))
      .map(({ name, address, hours }) => `${name} (${address}, ${hours})`)
      .join('; ');
  const pointNames = (lang: 'ru' | 'en') => points.map((point) => pointIn(point, lang).name).join(', ');
  return {
    from: {
      ru: points.length
        ? p(
            `Сдать груз в г. ${city.name} можно на ${points.length} ${pluralRu(points.length, ['терминале', 'терминалах', 'терминалах'])}: ${pointList('ru')}. Курьер заберёт и от двери.`,
          )
        : p(
            `Терминалов перевозчиков в г. ${city.name} нет: груз забирает курьер у двери отправителя. ${handIn.ru}`,
          ),
      en: points.length
        ? p(
            `Loads are handed in at ${points.length} terminal${points.length === 1 ? '' : 's'} in ${en}: ${pointList('en')}. A courier also collects at the door.`,
          )
        : p(`No carrier keeps a terminal in ${en}: a courier collects at the sender's door. ${handIn.en}`),
    },
    to: {
      ru: points.length
        ? p(
            `Получатель в г. ${city.name} забирает груз на одном из ${points.length} ${pluralRu(points.length, ['терминала', 'терминалов', 'терминалов'])} (${pointNames('ru')}) или ждёт доставку до двери.`,
          )
        : p(`Терминалов перевозчиков в г. ${city.name} нет: груз везут до двери получателя. ${collect.ru}`),
      en: points.length
        ? p(
            `The recipient in ${en} collects at one of ${points.length} terminal${points.length === 1 ? '' : 's'} (${pointNames('en')}) or waits for delivery to the door.`,
          )
        : p(`No carrier keeps a terminal in ${en}: loads go to the recipient's door. ${collect.en}`),
    },
  };
}

/** A city page as the origin (/route/{city}/) and as the destination (/route/any/{city}/). */
export function cityText(city: City, facts: CityFacts): BothWays {
  const place = facts.place;
  const en = place.en;
  const regionEn = place.regionEn;
  const about = cityAbout(city, place, facts);
  const out = hubLines(place, facts.hubs, 'from');
  const back = hubLines(place, facts.hubs, 'to');
  const outQa = hubQuestions(place, facts.hubs, 'from');
  const backQa = hubQuestions(place, facts.hubs, 'to');
  // Two towns can share a name (Киров), even in one region (Ялта): the region, and for the
  // smaller twin (whose slug had to be qualified) the postcode, tell their pages apart.
  const twin = city.slug !== slugify(city.name) ? `, ${city.postcode ?? city.code}` : '';
  const where = city.region.name === city.name ? city.name : `${city.name} (${city.region.name}${twin})`;
  const whereEn = city.region.name === city.name ? en : `${en} (${regionEn}${twin})`;
  const around = townsAround(place, facts.around.slice(0, AROUND_FROM));
  const near = {
    ru:
      facts.around.length > 0
        ? `${around.ru} Из соседних городов груз можно забрать тем же рейсом.`
        : `Других городов в нашем списке по региону «${city.region.name}» нет: ${city.name} обслуживаем отдельными рейсами.`,
    en:
      facts.around.length > 0
        ? `${around.en} Loads from neighbouring towns join the same run.`
        : `${en} is the only town of ${regionEn} on our list and is served by runs of its own.`,
  };
  // The destination page names the towns around by the side they lie on (the origin page the
  // nearest five, each with its compass point).
  const sides = townsByDirection(facts.around);
  const nearby = {
    ru: facts.around.length > 0 ? ` Тем же рейсом груз приходит и в соседние города: ${sides.ru}.` : '',
    en: facts.around.length > 0 ? ` The same run also reaches the towns nearby: ${sides.en}.` : '',
  };
  // The country's largest cities by road km: to them from the origin page, from them on the destination's.
  const farRu = (way: 'from' | 'to') =>
    facts.far.length === 0
      ? ''
      : way === 'from'
        ? ` До крупнейших городов по дороге: ${facts.far.map((town) => `${town.name} — ${town.km} км`).join(', ')}.`
        : ` Из крупнейших городов: ${facts.far.map((town) => `из г. ${town.name} ${town.km} км`).join(', ')}.`;
  const farEn = (way: 'from' | 'to') =>
    facts.far.length === 0
      ? ''
      : way === 'from'
        ? ` By road to the largest cities: ${facts.far.map((town) => `${town.en} ${town.km} km`).join(', ')}.`
        : ` From the largest cities: ${facts.far.map((town) => `${town.km} km from ${town.en}`).join(', ')}.`;
  const arrivals = arrivalQuestions(place, facts.hubs);
  const wayOut = hubWays(place, facts.hubs, 'from');
  const wayBack = hubWays(place, facts.hubs, 'to');
  const drop = officesAndLockers({ ...place, slug: city.slug }, facts.offices, facts.lockers, 'send');
  const pick = officesAndLockers({ ...place, slug: city.slug }, facts.offices, facts.lockers, 'receive');
  const terminals = cityTerminals(city, place, facts);
  const outgoing = facts.directions;
  const incoming = facts.arrivals;
  return {
    from: {
      ru: {
        h1: `Грузоперевозки из г. ${city.name}`,
        title: `Грузоперевозки из г. ${where} по России — тарифы онлайн | ${SITE.ru}`,
        description: `Отправка грузов из г. ${where} по России: ${out.ru[0] ?? 'сборные грузы и отдельные машины'}`,
        body: [
          about.ru,
          h2(`Отправка из г. ${city.name}: цены`),
          p(out.ru.join(' ') || `Цены из г. ${city.name} считает калькулятор по весу и размерам груза.`),
          terminals.from.ru,
          ...(drop.ru ? [p(drop.ru)] : []),
          wayOut.ru,
          h2('Куда отправить'),
          p(
            outgoing.length > 0
              ? `Чаще всего из г. ${city.name} везут в ${listRu(outgoing, (item) => ruTo(item.to.name))}. ${near.ru}`
              : `Направления из г. ${city.name} считает калькулятор: укажите город назначения, вес и размеры.${farRu('from')} ${near.ru}`,
          ),
          outQa.ru,
        ].join(''),
      },
      en: {
        h1: `Freight from ${en}`,
        title: `Freight from ${whereEn} across Russia — tariffs online | ${SITE.en}`,
        description: `Shipping from ${whereEn} across Russia: ${out.en[0] ?? 'groupage and dedicated trucks'}`,
        body: [
          about.en,
          h2(`Sending from ${en}: prices`),
          p(out.en.join(' ') || `The calculator prices loads from ${en} by weight and size.`),
          terminals.from.en,
          ...(drop.en ? [p(drop.en)] : []),
          wayOut.en,
          h2('Where to'),
          p(
            outgoing.length > 0
              ? `The most frequent destinations from ${en} are ${listEn(outgoing, (item) => item.to.name)}. ${near.en}`
              : `The calculator prices any destination from ${en}: enter the city, weight and size.${farEn('from')} ${near.en}`,
          ),
          outQa.en,
        ].join(''),
      },
    },
    to: {
      ru: {
        h1: `Грузоперевозки в г. ${city.name}`,
        title: `Доставка грузов в г. ${where} из любого города | ${SITE.ru}`,
        description: `Доставка грузов в г. ${where}: ${back.ru[0] ?? 'до склада или до двери'}`,
        body: [
          about.ru,
          h2(`Доставка в г. ${city.name}: цены`),
          p(
            back.ru.join(' ') ||
              `Цены доставки в г. ${city.name} считает калькулятор по весу и размерам груза.`,
          ),
          terminals.to.ru,
          ...(pick.ru ? [p(pick.ru)] : []),
          wayBack.ru,
          h2('Откуда привезём'),
          p(
            incoming.length > 0
              ? `В г. ${city.name} чаще всего везут из ${listRu(incoming, (item) => ruFrom(item.from.name))}; получатель забирает груз на терминале или ждёт курьера у двери.${nearby.ru}`
              : `В г. ${city.name} привезём из любого города: получатель забирает груз на терминале или ждёт курьера у двери.${farRu('to')}${nearby.ru}`,
          ),
          backQa.ru,
          arrivals.ru,
        ].join(''),
      },
      en: {
        h1: `Freight to ${en}`,
        title: `Delivery to ${whereEn} from any city | ${SITE.en}`,
        description: `Delivery to ${whereEn}: ${back.en[0] ?? 'to a terminal or the door'}`,
        body: [
          about.en,
          h2(`Delivery to ${en}: prices`),
          p(back.en.join(' ') || `The calculator prices deliveries to ${en} by weight and size.`),
          terminals.to.en,
          ...(pick.en ? [p(pick.en)] : []),
          wayBack.en,
          h2('Where from'),
          p(
            incoming.length > 0
              ? `Loads most often come to ${en} from ${listEn(incoming, (item) => item.from.name)}; the recipient collects at a terminal or meets the courier at the door.${nearby.en}`
              : `We bring loads to ${en} from any city: the recipient collects at a terminal or meets the courier at the door.${farEn('to')}${nearby.en}`,
          ),
          backQa.en,
          arrivals.en,
        ].join(''),
      },
    },
  };
}
