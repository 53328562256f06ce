import type {
  BothWays,
  City,
  DirectionItem,
  Localized,
  PageText,
  PickupPoint,
  RegionRef,
  RouteFacts,
  RoutePriceOffer,
} from '@dostavka/shared-kernel/domain';
import { addCalendarDays, formatLocalDate, pluralRu } from '@dostavka/shared-kernel/domain';
import { slugify } from '../../db/seed/slug';
import { placeEn } from '../names';
import { arrivalQa, type Place, type Qa } from './route-story';
import { SITE, carrierEn, enDays, enTerm, h2, hoursEn, p, pointEn, rub, ruDays, ruTerm } from './words';
import {
  bearingText,
  terminalsAround,
  townsAround,
  townsByDirection,
  regionsBetween,
  townsBetween,
  type AlongTheWay,
  type NearPlace,
  type NearTerminal,
} from './vicinity';
import { transitDays } from '../geo';

/** A route between a place and a hub city (Saint Petersburg, Moscow), both ways. */
export interface HubRoute {
  hub: Place;
  /** From the place to the hub, and from the hub to the place. */
  out: RouteFacts;
  back: RouteFacts;
  /** The towns between the place and the hub, each way. */
  along: { out: AlongTheWay; back: AlongTheWay };
}

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

/**
 * The city's offices and parcel lockers. The destination page (a recipient choosing where to
 * collect) lists each with its address, the hours once when they are the same for all, a locker's
 * largest cell by weight; the origin page counts them with their hours and links to that list (the
 * two pages of a city would otherwise repeat it word for word). Empty when the city has none.
 */
/** A pick-up point's name, address and hours as a page in `lang` writes them. */
const pointIn = (point: PickupPoint, lang: 'ru' | 'en') =>
  lang === 'ru'
    ? { name: point.name, address: point.address, hours: point.hours }
    : { name: pointEn(point), address: placeEn(point.address), hours: hoursEn(point.hours) };

function officesAndLockers(
  city: { name: string; en: string; slug: string },
  offices: PickupPoint[],
  lockers: PickupPoint[],
  role: 'send' | 'receive',
): Localized<string> {
  if (offices.length === 0 && lockers.length === 0) return { ru: '', en: '' };
  const hoursOf = (points: PickupPoint[], lang: 'ru' | 'en') => {
    const all = [...new Set(points.map((point) => pointIn(point, lang).hours))];
    return all.length === 1 ? all[0]! : null;
  };
  const list = (points: PickupPoint[], lang: 'ru' | 'en') => {
    const common = hoursOf(points, lang);
    const items = points
      .map((point) => {
        const { name, address, hours } = pointIn(point, lang);
        const cell = point.locker
          ? `, ${lang === 'ru' ? 'до' : 'up to'} ${point.locker.maxKg} ${lang === 'ru' ? 'кг' : 'kg'}`
          : '';
        return `${name} — ${address}${cell}${common ? '' : `, ${hours}`}`;
      })
      .join('; ');
    return common ? `${items} (${common})` : items;
  };
  const largest = Math.max(0, ...lockers.map((point) => point.locker?.maxKg ?? 0));
  if (role === 'send') {
    const link = `/route/any/${city.slug}/`;
    const officeHours = (lang: 'ru' | 'en') => {
      const hours = hoursOf(offices, lang);
      return hours ? ` (${hours})` : '';
    };
    const ru = [
      offices.length > 0
        ? `в ${offices.length} ${pluralRu(offices.length, ['пункте', 'пунктах', 'пунктах'])} приёма перевозчиков${officeHours('ru')}`
        : '',
      lockers.length > 0
        ? `посылку до ${largest} кг — в ${lockers.length} ${pluralRu(lockers.length, ['постамате', 'постаматах', 'постаматах'])}`
        : '',
    ].filter(Boolean);
    const en = [
      offices.length > 0
        ? `at ${offices.length} carrier office${offices.length === 1 ? '' : 's'}${officeHours('en')}`
        : '',
      lockers.length > 0
        ? `a parcel up to ${largest} kg at ${lockers.length} parcel locker${lockers.length === 1 ? '' : 's'}`
        : '',
    ].filter(Boolean);
    return {
      ru: `Сдать груз в г. ${city.name} можно и ${ru.join(', ')}; их адреса — на странице <a href="${link}">доставки в г. ${city.name}</a>.`,
      en: `In ${city.en} loads are also taken ${en.join(', ')}; their addresses are on the <a href="${link}">delivery to ${city.en}</a> page.`,
    };
  }
  const ru: string[] = [];
  const en: string[] = [];
  if (offices.length > 0) {
    ru.push(
      `Забрать груз в г. ${city.name} можно и в ${offices.length} ${pluralRu(offices.length, ['пункте', 'пунктах', 'пунктах'])} приёма перевозчиков: ${list(offices, 'ru')}.`,
    );
    en.push(
      `In ${city.en} loads are also handed over at ${offices.length} carrier office${offices.length === 1 ? '' : 's'}: ${list(offices, 'en')}.`,
    );
  }
  if (lockers.length > 0) {
    ru.push(
      `Посылку, которая помещается в ячейку (до ${largest} кг), выдают ${lockers.length} ${pluralRu(lockers.length, ['постамат', 'постамата', 'постаматов'])}: ${list(lockers, 'ru')}.`,
    );
    en.push(
      `A parcel that fits a cell (up to ${largest} kg) is handed over by ${lockers.length} parcel locker${lockers.length === 1 ? '' : 's'}: ${list(lockers, 'en')}.`,
    );
  }
  return { ru: ru.join(' '), en: en.join(' ') };
}

const kg100 = (facts: RouteFacts) => facts.prices.find((row) => row.key === 'kg100')?.offers[0];
const vanOf = (facts: RouteFacts) => facts.prices.find((row) => row.key === 'van')?.offers[0];

/** The region's towns an origin page names around the city (its destination page names more, by km). */
const AROUND_FROM = 8;

/** One sentence per hub: the distance, the 100 kg price and term, the van, for one way. */
function hubLines(place: Place, hubs: HubRoute[], way: 'from' | 'to'): Localized<string[]> {
  const ru: string[] = [];
  const en: string[] = [];
  for (const { hub, out, back } of hubs) {
    const facts = way === 'from' ? out : back;
    const cheap = kg100(facts);
    const van = vanOf(facts);
    const [a, b, aEn, bEn] =
      way === 'from' ? [place.name, hub.name, place.en, hub.en] : [hub.name, place.name, hub.en, place.en];
    ru.push(
      `${a} — ${b}: ${facts.distanceKm} км` +
        (cheap
          ? `, 100 кг сборным грузом — от ${rub(cheap.total)} за ${ruTerm(cheap.term)} (${cheap.company.name})`
          : `, сборный груз — около ${ruTerm(facts.transitDays)}, цену называет менеджер`) +
        (van ? `, газель целиком — от ${rub(van.total)}.` : '.'),
    );
    en.push(
      `${aEn} — ${bEn}: ${facts.distanceKm} km` +
        (cheap
          ? `, 100 kg of groupage from ${rub(cheap.total)} in ${enTerm(cheap.term)} (${carrierEn(cheap.company)})`
          : `, groupage about ${enTerm(facts.transitDays)}, priced by a manager`) +
        (van ? `, a whole van from ${rub(van.total)}.` : '.'),
    );
  }
  return { ru, en };
}

/** Questions a shipper asks about a place and each hub city, answered from the route's facts. */
function hubQuestions(place: Place, hubs: HubRoute[], way: 'from' | 'to'): Localized<string> {
  const ru: string[] = [];
  const en: string[] = [];
  for (const { hub, out, back } of hubs) {
    const facts = way === 'from' ? out : back;
    const cheap = kg100(facts);
    const ton = facts.prices.find((row) => row.key === 't1')?.offers[0];
    const truck = facts.prices.find((row) => row.key === 'truck20')?.offers[0];
    const van = vanOf(facts);
    const [a, b, aEn, bEn] =
      way === 'from' ? [place.name, hub.name, place.en, hub.en] : [hub.name, place.name, hub.en, place.en];
    // Only whole vehicles on this way: one question, what goes and for how much.
    if (!ton && !cheap && van) {
      ru.push(
        h2(`Чем отправить груз из г. ${a} в г. ${b}?`),
        p(
          `Только отдельной машиной: сборный груз и посылки на этом пути перевозчики не берут. Газель целиком проходит ${facts.distanceKm} км за ${ruTerm(van.term)} — от ${rub(van.total)} (${van.company.name})` +
            (truck ? `, фура 20 т — от ${rub(truck.total)}.` : '.'),
        ),
      );
      en.push(
        h2(`How do I send freight from ${aEn} to ${bEn}?`),
        p(
          `Only by a dedicated vehicle: no carrier takes groupage or parcels on this way. A whole van covers the ${facts.distanceKm} km in ${enTerm(van.term)} from ${rub(van.total)} (${carrierEn(van.company)})` +
            (truck ? `, a 20 t truck from ${rub(truck.total)}.` : '.'),
        ),
      );
      continue;
    }
    ru.push(
      h2(`Сколько стоит тонна груза из г. ${a} в г. ${b}?`),
      p(
        ton
          ? `Тонна сборным грузом на ${facts.distanceKm} км — от ${rub(ton.total)} (${ton.company.name}, ${ruTerm(ton.term)})` +
              (truck ? `; фура 20 т целиком — от ${rub(truck.total)}.` : '.')
          : van
            ? `Сборным грузом тонну из г. ${a} в г. ${b} перевозчики не везут; на ${facts.distanceKm} км её берёт газель целиком — от ${rub(van.total)} (${van.company.name}, ${ruTerm(van.term)})` +
              (truck ? `, а фура 20 т — от ${rub(truck.total)}.` : '.')
            : `Перевозчики не публикуют тариф на тонну из г. ${a} в г. ${b}: за ${facts.distanceKm} км цену назовёт менеджер, срок около ${ruTerm(facts.transitDays)}.`,
      ),
      h2(`Как быстро дойдёт посылка из г. ${a} в г. ${b}?`),
      p(
        cheap
          ? `Сто килограммов идут ${ruTerm(cheap.term)} у перевозчика ${cheap.company.name}; лёгкая посылка — в те же сроки, от терминала до терминала.`
          : van
            ? `Тарифа на посылку из г. ${a} в г. ${b} нет: здесь ходит только отдельная машина, газель проходит ${facts.distanceKm} км за ${ruTerm(van.term)}.`
            : `Около ${ruTerm(facts.transitDays)} на ${facts.distanceKm} км; точный срок покажет калькулятор после заявки.`,
      ),
    );
    en.push(
      h2(`What does a tonne cost from ${aEn} to ${bEn}?`),
      p(
        ton
          ? `A tonne of groupage over ${facts.distanceKm} km from ${rub(ton.total)} (${carrierEn(ton.company)}, ${enTerm(ton.term)})` +
              (truck ? `; a whole 20 t truck from ${rub(truck.total)}.` : '.')
          : van
            ? `No carrier takes a tonne of groupage from ${aEn} to ${bEn}; over ${facts.distanceKm} km a whole van carries it from ${rub(van.total)} (${carrierEn(van.company)}, ${enTerm(van.term)})` +
              (truck ? `, a 20 t truck from ${rub(truck.total)}.` : '.')
            : `No carrier publishes a tonne rate from ${aEn} to ${bEn}: for ${facts.distanceKm} km a manager names the price, about ${enTerm(facts.transitDays)}.`,
      ),
      h2(`How fast does a parcel get from ${aEn} to ${bEn}?`),
      p(
        cheap
          ? `A hundred kilograms take ${enTerm(cheap.term)} with ${carrierEn(cheap.company)}; a light parcel the same, terminal to terminal.`
          : van
            ? `No parcel tariff from ${aEn} to ${bEn}: only a dedicated vehicle runs, a van covers the ${facts.distanceKm} km in ${enTerm(van.term)}.`
            : `About ${enTerm(facts.transitDays)} over ${facts.distanceKm} km; the calculator gives the exact time on request.`,
      ),
    );
  }
  return { ru: ru.join(''), en: en.join('') };
}

/** When a load handed in at each hub city on the priced day reaches the place (the destination page's question). */
function arrivalQuestions(place: Place, hubs: HubRoute[]): Localized<string> {
  const asked = hubs.flatMap(({ hub, back }) => arrivalQa(hub, place, back) ?? []);
  return {
    ru: asked.map(({ ru }) => h2(ru.question) + p(ru.answer)).join(''),
    en: asked.map(({ en }) => h2(en.question) + p(en.answer)).join(''),
  };
}

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

/** A city page as the origin (/route/{city}/) and as the destination (/route/any/{city}/). */
export function cityText(city: City, facts: CityFacts): BothWays {
  const place = facts.place;
  const en = place.en;
  const regionEn = place.regionEn;
  const people = `${place.population.toLocaleString('ru-RU')} ${pluralRu(place.population, ['житель', 'жителя', 'жителей'])}`;
  const rank =
    facts.rank === 1
      ? {
          ru: `крупнейший город региона из ${facts.regionCities}`,
          en: `the largest of the region's ${facts.regionCities} towns`,
        }
      : {
          ru: `${facts.rank}-й по величине город региона из ${facts.regionCities}`,
          en: `number ${facts.rank} by size of the region's ${facts.regionCities} towns`,
        };
  const coords = `${place.lat.toFixed(2)}°, ${place.lon.toFixed(2)}°`;
  const about = {
    ru: p(
      `${city.name} — ${rank.ru} «${city.region.name}», ${people}, часовой пояс ${place.timezone}, координаты ${coords}.`,
    ),
    en: p(
      `${en} is ${rank.en} of ${regionEn}, population ${place.population.toLocaleString('en-GB')}, time zone ${place.timezone}, at ${coords}.`,
    ),
  };
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
  // The towns between the city and each hub: on the way there (origin page) and here (destination).
  const way = (dir: 'from' | 'to') => {
    const lines = facts.hubs.flatMap(({ hub, along }) => {
      const text =
        dir === 'from' ? townsBetween(place, hub, along.out) : townsBetween(hub, place, along.back);
      return text.ru ? [text] : [];
    });
    return lines.length === 0
      ? { ru: '', en: '' }
      : {
          ru: h2('По пути') + p(lines.map((line) => line.ru).join(' ')),
          en: h2('Along the way') + p(lines.map((line) => line.en).join(' ')),
        };
  };
  const wayOut = way('from');
  const wayBack = way('to');
  const handIn = terminalsAround(place, facts.nearTerminals, 'send');
  const collect = terminalsAround(place, facts.nearTerminals, 'receive');
  // Where a sender hands in (origin page) and a recipient collects (destination page) in the city.
  const points = facts.terminals;
  const pointList = (lang: 'ru' | 'en') =>
    points
      .map((point) => pointIn(point, lang))
      .map(({ name, address, hours }) => `${name} (${address}, ${hours})`)
      .join('; ');
  const pointNames = (lang: 'ru' | 'en') => points.map((point) => pointIn(point, lang).name).join(', ');
  const drop = officesAndLockers({ ...place, slug: city.slug }, facts.offices, facts.lockers, 'send');
  const pick = officesAndLockers({ ...place, slug: city.slug }, facts.offices, facts.lockers, 'receive');
  const terminals = {
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
              ? `Чаще всего из г. ${city.name} везут в ${listRu(outgoing, (item) => item.to.name)}. ${near.ru}`
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
              ? `В г. ${city.name} чаще всего везут из городов ${listRu(incoming, (item) => item.from.name)}; получатель забирает груз на терминале или ждёт курьера у двери.${nearby.ru}`
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

export interface RegionFacts {
  hub: Place;
  cityCount: number;
  /** The region's largest cities with their populations, largest first. */
  largest: Array<{ name: string; en: string; population: number }>;
  hubs: HubRoute[];
  /** The carriers' terminals in the region's largest towns. */
  terminals: PickupPoint[];
  /** Without any there, the terminals nearest to the largest town. */
  nearTerminals: NearTerminal[];
  /** The towns of other regions nearest the largest town, nearest first. */
  beyond: Array<NearPlace & { region: string }>;
  /** The region's towns (largest first) with their road km from each hub city of `hubs`, by its name. */
  towns: Array<{ name: string; en: string; km: Record<string, number> }>;
}

/**
 * A region's questions, one per hub city: how far and how long to (or from) each of the region's
 * towns; the prices of its largest town are the page's own paragraph.
 */
function regionQuestions(
  region: { ru: string; en: string },
  facts: RegionFacts,
  way: 'from' | 'to',
): Localized<string> {
  const ru: string[] = [];
  const en: string[] = [];
  for (const { hub, back } of facts.hubs) {
    const towns = facts.towns.flatMap(({ km, ...town }) =>
      km[hub.name] === undefined ? [] : [{ ...town, km: km[hub.name]! }],
    );
    if (towns.length === 0) continue;
    const termRu = (km: number) => ruTerm(transitDays(km));
    const termEn = (km: number) => enTerm(transitDays(km));
    if (way === 'from') {
      ru.push(
        h2(`Сколько идёт груз из городов региона «${region.ru}» в г. ${hub.name}?`),
        p(
          `Сборным грузом, по расстоянию: ${towns.map((town) => `${town.name} — ${town.km} км, ${termRu(town.km)}`).join('; ')}.`,
        ),
      );
      en.push(
        h2(`How long does freight take from the towns of ${region.en} to ${hub.en}?`),
        p(
          `Groupage, by distance: ${towns.map((town) => `${town.en} ${town.km} km, ${termEn(town.km)}`).join('; ')}.`,
        ),
      );
      continue;
    }
    // Arriving: the dates a load handed in at the hub on the priced day reaches each town.
    const handedIn = back.pricedOn;
    const by = (km: number, lang: string) => {
      const { min, max } = transitDays(km);
      return `${formatLocalDate(addCalendarDays(handedIn, min), lang)}–${formatLocalDate(addCalendarDays(handedIn, max), lang)}`;
    };
    ru.push(
      h2(
        `Когда груз, сданный в г. ${hub.name} ${formatLocalDate(handedIn, 'ru')}, будет в городах региона «${region.ru}»?`,
      ),
      p(
        `Сборным грузом: ${towns.map((town) => `в г. ${town.name} — ${by(town.km, 'ru')} (${town.km} км)`).join('; ')}.`,
      ),
    );
    en.push(
      h2(
        `When is a load handed in at ${hub.en} on ${formatLocalDate(handedIn, 'en')} in the towns of ${region.en}?`,
      ),
      p(`As groupage: ${towns.map((town) => `${town.en} ${by(town.km, 'en')} (${town.km} km)`).join('; ')}.`),
    );
  }
  return { ru: ru.join(''), en: en.join('') };
}

/** A region page as the origin (/route/from/{region}/) and destination (/route/to/any/{region}/). */
export function regionText(region: RegionRef & { timezone: string }, facts: RegionFacts): BothWays {
  const en = placeEn(region.name);
  const { hub, cityCount } = facts;
  const towns = `${cityCount} ${pluralRu(cityCount, ['город', 'города', 'городов'])}`;
  const largest = facts.largest.slice(0, 4);
  const about = {
    ru: p(
      `В регионе «${region.name}» в нашем списке ${towns}, часовой пояс ${region.timezone}. Крупнейшие: ${largest
        .map((city) => `${city.name} (${city.population.toLocaleString('ru-RU')} жит.)`)
        .join(', ')}.`,
    ),
    en: p(
      `${en} has ${cityCount} towns on our list, time zone ${region.timezone}. The largest: ${largest
        .map((city) => `${city.en} (${city.population.toLocaleString('en-GB')})`)
        .join(', ')}.`,
    ),
  };
  // The region's neighbourhood: with compass points on the origin page, by km on the destination's.
  const beyond =
    facts.beyond.length === 0
      ? { from: { ru: '', en: '' }, to: { ru: '', en: '' } }
      : {
          from: {
            ru: p(
              `За пределами региона ближе всего к г. ${hub.name}: ${facts.beyond.map((town) => `${town.name} — ${bearingText(town).ru} (${town.region})`).join(', ')}.`,
            ),
            en: p(
              `Beyond the region, nearest to ${hub.en}: ${facts.beyond.map((town) => `${town.en} ${bearingText(town).en} (${placeEn(town.region)})`).join(', ')}.`,
            ),
          },
          to: {
            ru: p(
              `Ближайшие к региону города соседей: ${facts.beyond.map((town) => `${town.name} (${town.region}, ${town.km} км от г. ${hub.name})`).join(', ')}.`,
            ),
            en: p(
              `The nearest towns of the neighbours: ${facts.beyond.map((town) => `${town.en} (${placeEn(town.region)}, ${town.km} km from ${hub.en})`).join(', ')}.`,
            ),
          },
        };
  const out = hubLines(hub, facts.hubs, 'from');
  const back = hubLines(hub, facts.hubs, 'to');
  const outQa = regionQuestions({ ru: region.name, en }, facts, 'from');
  const backQa = regionQuestions({ ru: region.name, en }, facts, 'to');
  const byTown = [...new Set(facts.terminals.map((point) => point.city.name))].map((town) => ({
    town,
    points: facts.terminals.filter((point) => point.city.name === town),
  }));
  // The region's terminals as the sender (leaving) or the recipient (arriving) uses them.
  const terminals = (way: 'from' | 'to') => ({
    ru:
      byTown.length > 0
        ? p(
            `${way === 'from' ? 'Сдать груз в регионе можно на терминалах' : 'Получить груз в регионе можно на терминалах'}: ${byTown
              .map(
                ({ town, points }) =>
                  `г. ${town} — ${points.map((point) => `${point.name}, ${point.address}, ${way === 'from' ? 'приём' : 'выдача'} ${point.hours}`).join('; ')}`,
              )
              .join('. ')}.`,
          )
        : p(
            `Терминалов перевозчиков в крупных городах региона «${region.name}» нет: груз ${way === 'from' ? 'забирают у двери отправителя' : 'привозят к двери получателя'}. ${terminalsAround(hub, facts.nearTerminals, way === 'from' ? 'send' : 'receive').ru}`,
          ),
    en:
      byTown.length > 0
        ? p(
            `${way === 'from' ? 'Loads are handed in at terminals in' : 'Loads are collected at terminals in'}: ${byTown
              .map(
                ({ town, points }) =>
                  `${facts.largest.find((city) => city.name === town)?.en ?? hub.en} (${points.length}), ${way === 'from' ? 'taking loads' : 'handing loads over'} ${[...new Set(points.map((point) => hoursEn(point.hours)))].join('; ')}`,
              )
              .join('. ')}.`,
          )
        : p(
            `No carrier keeps a terminal in the larger towns of ${en}: loads are ${way === 'from' ? "collected at the sender's door" : "brought to the recipient's door"}. ${terminalsAround(hub, facts.nearTerminals, way === 'from' ? 'send' : 'receive').en}`,
          ),
  });
  return {
    from: {
      ru: {
        h1: `Грузоперевозки: ${region.name} — Россия`,
        title: `Грузоперевозки из региона ${region.name} | ${SITE.ru}`,
        description: `Отправка грузов из городов региона «${region.name}» по всей России: ${towns}. ${out.ru[0] ?? ''}`,
        body: [
          about.ru,
          h2(`Цены из региона: от г. ${hub.name}`),
          p(
            `Цены и сроки отправки из региона считаем от г. ${hub.name}, его крупнейшего города. ${out.ru.join(' ')}`,
          ),
          terminals('from').ru,
          beyond.from.ru,
          h2('Города отправления'),
          p(
            `Выберите город отправления в регионе «${region.name}» — на его странице направления, расстояния и цены для ${towns}.`,
          ),
          outQa.ru,
        ].join(''),
      },
      en: {
        h1: `Freight from ${en}`,
        title: `Freight from the ${en} region | ${SITE.en}`,
        description: `Shipping from the towns of ${en} across Russia: ${cityCount} towns. ${out.en[0] ?? ''}`,
        body: [
          about.en,
          h2(`Prices from the region: from ${hub.en}`),
          p(`Prices and times from ${en} are for ${hub.en}, its largest city. ${out.en.join(' ')}`),
          terminals('from').en,
          beyond.from.en,
          h2('Towns of origin'),
          p(`Choose a town of ${en} to see its directions, distances and prices.`),
          outQa.en,
        ].join(''),
      },
    },
    to: {
      ru: {
        h1: `Грузоперевозки: Россия — ${region.name}`,
        title: `Доставка грузов в регион ${region.name} | ${SITE.ru}`,
        description: `Доставка грузов в города региона «${region.name}» из любого города России: ${towns}. ${back.ru[0] ?? ''}`,
        body: [
          about.ru,
          h2(`Цены доставки в регион: до г. ${hub.name}`),
          p(`Доставку в регион «${region.name}» считаем до г. ${hub.name}. ${back.ru.join(' ')}`),
          terminals('to').ru,
          beyond.to.ru,
          h2('Куда доставим'),
          p(
            `Доставляем в ${cityCount === 1 ? `единственный в нашем списке город региона «${region.name}» — ${hub.name}` : `${towns} региона «${region.name}»`} — на терминал, в пункт выдачи или до двери получателя.`,
          ),
          backQa.ru,
        ].join(''),
      },
      en: {
        h1: `Freight to ${en}`,
        title: `Delivery to the ${en} region | ${SITE.en}`,
        description: `Delivery to the towns of ${en} from any Russian city: ${cityCount} towns. ${back.en[0] ?? ''}`,
        body: [
          about.en,
          h2(`Delivery prices to the region: to ${hub.en}`),
          p(`Deliveries to ${en} are priced to ${hub.en}. ${back.en.join(' ')}`),
          terminals('to').en,
          beyond.to.en,
          h2('Where we deliver'),
          p(
            `We deliver to ${cityCount === 1 ? `${hub.en}, the one town of ${en} on our list` : `all ${cityCount} towns of ${en}`}: a terminal, a pick-up point or the recipient’s door.`,
          ),
          backQa.en,
        ].join(''),
      },
    },
  };
}

/** A town of a region on a region-city page: its road km to (or from) the city and its 100 kg offer. */
export interface RegionTown {
  name: string;
  en: string;
  km: number;
  kg100: RoutePriceOffer | null;
  /** Without a 100 kg offer, the town's cheapest whole van (else null). */
  van: RoutePriceOffer | null;
  /** The names of the carriers' terminals in the town. */
  terminals: string[];
}

/**
 * From a region to a city (`way` 'from') or from a city to a region ('to'), with its questions:
 * about the region's towns (their distance, 100 kg price and term to or from the city, their
 * terminals), the price table being the region's largest town's.
 */
export function regionCityText(
  way: 'from' | 'to',
  region: RegionRef & { towns: number },
  hub: Place,
  city: Place,
  facts: RouteFacts,
  towns: RegionTown[],
  along: AlongTheWay,
  /** The region's towns nearest the city, with their km and where each lies from it. */
  nearest: NearPlace[],
): { text: Localized<PageText>; faq: Localized<Qa[]> } {
  const regionEn = placeEn(region.name);
  const km = facts.distanceKm;
  const out = way === 'from';
  const ru = out ? `${region.name} — ${city.name}` : `${city.name} — ${region.name}`;
  const en = out ? `${regionEn} — ${city.en}` : `${city.en} — ${regionEn}`;
  // 'в 2 города' (accusative), 'из 2 городов' (genitive).
  const count = `${region.towns} ${pluralRu(region.towns, ['город', 'города', 'городов'])}`;
  const ofCount = `${region.towns} ${pluralRu(region.towns, ['города', 'городов', 'городов'])}`;
  const townsEn = `${region.towns} town${region.towns === 1 ? '' : 's'}`;
  const priced = towns.filter((town) => town.kg100);
  // Leaving the region: the towns by size; arriving: nearest first (the order a recipient reads).
  const listed = out ? towns : [...towns].sort((x, y) => x.km - y.km);
  // The heading names the city once; each town leads with its own km (the figure of both ends).
  const townRu = (town: RegionTown) =>
    out
      ? `${town.name}: ${town.km} км` +
        (town.kg100
          ? `, 100 кг — ${rub(town.kg100.total)}, ${ruTerm(town.kg100.term)} (${town.kg100.company.name})`
          : town.van
            ? `, только газель целиком — ${rub(town.van.total)}, ${ruTerm(town.van.term)} (${town.van.company.name})`
            : ', цену назовёт менеджер')
      : `в г. ${town.name}, ${town.km} км: ${town.kg100 ? `${ruTerm(town.kg100.term)}, ${rub(town.kg100.total)} за 100 кг` : town.van ? `${ruTerm(town.van.term)} газелью целиком, ${rub(town.van.total)}` : 'срок и цена по заявке'}`;
  const townEn = (town: RegionTown) =>
    out
      ? `${town.en}: ${town.km} km` +
        (town.kg100
          ? `, 100 kg ${rub(town.kg100.total)}, ${enTerm(town.kg100.term)} (${carrierEn(town.kg100.company)})`
          : town.van
            ? `, only a whole van: ${rub(town.van.total)}, ${enTerm(town.van.term)} (${carrierEn(town.van.company)})`
            : ', priced by a manager')
      : `to ${town.en}, ${town.km} km: ${town.kg100 ? `${enTerm(town.kg100.term)}, ${rub(town.kg100.total)} per 100 kg` : town.van ? `${enTerm(town.van.term)} by a whole van, ${rub(town.van.total)}` : 'a time and price on request'}`;
  const withTerminals = towns.filter((town) => town.terminals.length > 0);
  const terminalsRu =
    withTerminals.length > 0
      ? out
        ? `Сдать груз для г. ${city.name} в регионе «${region.name}» можно на терминалах: ${withTerminals
            .map((town) => `${town.name} — ${town.terminals.join(', ')}`)
            .join('; ')}.`
        : `Груз из г. ${city.name} выдают на терминалах в ${withTerminals.length} ${pluralRu(withTerminals.length, ['городе', 'городах', 'городах'])} региона: ${withTerminals
            .map((town) => `${town.name} (${town.terminals.length})`)
            .join(', ')}; в остальные — до двери.`
      : `Терминалов перевозчиков в городах региона «${region.name}» нет: груз забирают и привозят к двери.`;
  const terminalsEn =
    withTerminals.length > 0
      ? out
        ? `Loads for ${city.en} are handed in at terminals in ${withTerminals
            .map((town) => `${town.en} (${town.terminals.length})`)
            .join(', ')}.`
        : `Loads from ${city.en} are collected at terminals in ${withTerminals.length} town${withTerminals.length === 1 ? '' : 's'} of ${regionEn}: ${withTerminals
            .map((town) => `${town.en} (${town.terminals.length})`)
            .join(', ')}; elsewhere at the door.`
      : `No carrier keeps a terminal in the towns of ${regionEn}: loads go door to door.`;
  const cheapest = [...priced].sort((x, y) => x.kg100!.total - y.kg100!.total)[0];
  const dearest = [...priced].sort((x, y) => y.kg100!.total - x.kg100!.total)[0];
  // A route only whole vehicles serve says so, with the van's own price and term.
  const van = kg100(facts) ? undefined : vanOf(facts);
  const [fromName, toName, fromEn, toEn] = out
    ? [hub.name, city.name, hub.en, city.en]
    : [city.name, hub.name, city.en, hub.en];
  // The regions between the region and the city, in the way the load goes.
  const between = out
    ? regionsBetween(
        { ru: `Из региона «${region.name}»`, en: `From ${regionEn}` },
        { ru: `в г. ${city.name}`, en: `to ${city.en}` },
        along,
        { from: hub, to: city },
      )
    : regionsBetween(
        { ru: `Из г. ${city.name}`, en: `From ${city.en}` },
        { ru: `в регион «${region.name}»`, en: `to ${regionEn}` },
        along,
        { from: city, to: hub },
      );
  const table = van
    ? {
        ru: `Таблица цен ниже — для г. ${hub.name}, крупнейшего города региона: ${km} км; сборный груз из г. ${fromName} в г. ${toName} перевозчики не везут, газель целиком — от ${rub(van.total)} (${van.company.name}), ${ruTerm(van.term)} в пути.`,
        en: `The price table below is for ${hub.en}, the region's largest town: ${km} km; no carrier takes groupage from ${fromEn} to ${toEn}, a whole van costs from ${rub(van.total)} (${carrierEn(van.company)}), ${enTerm(van.term)} on the road.`,
      }
    : {
        ru: `Таблица цен ниже — для г. ${hub.name}, крупнейшего города региона: ${km} км, сборный груз ${ruDays(facts.transitDays)}${facts.priceFrom === null ? '' : `, от ${rub(facts.priceFrom)}`}.`,
        en: `The price table below is for ${hub.en}, the region's largest town: ${km} km, groupage ${enDays(facts.transitDays)}${facts.priceFrom === null ? '' : `, from ${rub(facts.priceFrom)}`}.`,
      };
  const faqRu: Qa[] = [
    {
      question: out
        ? `Из каких городов региона «${region.name}» можно отправить груз в г. ${city.name}?`
        : `В какие города региона «${region.name}» доставим груз из г. ${city.name}?`,
      answer: `${out ? `Из ${ofCount}` : `В ${count}`} региона в нашем списке, ближайшие к г. ${city.name}: ${nearest
        .map((town) => (out ? `${town.name} (${town.km} км)` : `${town.name} (${bearingText(town).ru})`))
        .join(', ')}${region.towns > nearest.length ? ' и другие' : ''}.`,
    },
  ];
  const faqEn: Qa[] = [
    {
      question: out
        ? `Which towns of ${regionEn} can send freight to ${city.en}?`
        : `Which towns of ${regionEn} do we deliver to from ${city.en}?`,
      answer: `${townsEn} of the region ${region.towns === 1 ? 'is' : 'are'} on our list; nearest to ${city.en}: ${nearest
        .map((town) => (out ? `${town.en} (${town.km} km)` : `${town.en} (${bearingText(town).en})`))
        .join(', ')}${region.towns > nearest.length ? ' and more' : ''}.`,
    },
  ];
  if (cheapest && dearest && cheapest !== dearest) {
    faqRu.push({
      question: out
        ? `Откуда в регионе «${region.name}» дешевле отправить 100 кг в г. ${city.name}?`
        : `Куда в регионе «${region.name}» дешевле довезти 100 кг из г. ${city.name}?`,
      answer: `${out ? 'Из г.' : 'В г.'} ${cheapest.name} — ${rub(cheapest.kg100!.total)}, дороже всего ${out ? 'из г.' : 'в г.'} ${dearest.name} — ${rub(dearest.kg100!.total)} (${dearest.km} км).`,
    });
    faqEn.push({
      question: out
        ? `Where in ${regionEn} is 100 kg to ${city.en} cheapest?`
        : `Where in ${regionEn} is 100 kg from ${city.en} cheapest to deliver?`,
      answer: `${cheapest.en}, ${rub(cheapest.kg100!.total)}; the dearest is ${dearest.en}, ${rub(dearest.kg100!.total)} (${dearest.km} km).`,
    });
  }
  faqRu.push({
    question: out
      ? `Где в регионе «${region.name}» сдать груз для г. ${city.name}?`
      : `Где в регионе «${region.name}» получить груз из г. ${city.name}?`,
    answer: terminalsRu,
  });
  faqEn.push({
    question: out
      ? `Where in ${regionEn} do I hand in a load for ${city.en}?`
      : `Where in ${regionEn} is a load from ${city.en} collected?`,
    answer: terminalsEn,
  });
  return {
    faq: { ru: faqRu, en: faqEn },
    text: {
      ru: {
        h1: `Грузоперевозки ${ru}`,
        title: `Грузоперевозки ${ru}: ${km} км | ${SITE.ru}`,
        description: `Перевозка грузов ${out ? `из региона «${region.name}» в г. ${city.name}` : `из г. ${city.name} в регион «${region.name}»`}: около ${km} км, ${ruDays(facts.transitDays)}. Цены перевозчиков онлайн.`,
        body: [
          p(
            out
              ? `Отправка в г. ${city.name} из ${ofCount} региона «${region.name}» (${hub.timezone}, ${city.name} — ${city.timezone}). Забираем у двери отправителя в любом из них${withTerminals.length > 0 ? ' или принимаем на терминале' : ''}.`
              : `Доставка из г. ${city.name} (${city.timezone}) в ${count} региона «${region.name}» (${hub.timezone}): до терминала города или до двери получателя.`,
          ),
          h2(
            out
              ? `Города региона: расстояние и 100 кг до г. ${city.name}`
              : `Из г. ${city.name} по городам региона: расстояние, срок и цена`,
          ),
          p(`${listed.map(townRu).join('; ')}.`),
          p(table.ru),
          ...(between.ru ? [h2('По пути'), p(between.ru)] : []),
          h2(out ? 'Где сдать груз' : 'Где получить груз'),
          p(terminalsRu),
        ].join(''),
      },
      en: {
        h1: `Freight ${en}`,
        title: `Freight ${en}: ${km} km | ${SITE.en}`,
        description: `Freight ${out ? `from ${regionEn} to ${city.en}` : `from ${city.en} to ${regionEn}`}: about ${km} km, ${enDays(facts.transitDays)}. Carriers’ prices online.`,
        body: [
          p(
            out
              ? `Shipping to ${city.en} from ${townsEn} of ${regionEn} (${hub.timezone}; ${city.en} keeps ${city.timezone}). We collect at the sender's door in any of them${withTerminals.length > 0 ? ' or take the load at a terminal' : ''}.`
              : `Delivery from ${city.en} (${city.timezone}) to ${townsEn} of ${regionEn} (${hub.timezone}): to the town's terminal or the recipient's door.`,
          ),
          h2(
            out
              ? `The region's towns: distance and 100 kg to ${city.en}`
              : `From ${city.en} across the region: distance, time and price`,
          ),
          p(`${listed.map(townEn).join('; ')}.`),
          p(table.en),
          ...(between.en ? [h2('Along the way'), p(between.en)] : []),
          h2(out ? 'Where to hand in' : 'Where to collect'),
          p(terminalsEn),
        ].join(''),
      },
    },
  };
}
