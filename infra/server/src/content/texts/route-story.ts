/**
 * The text of a route page (a city pair, or a region and a city) built from the route's own facts:
 * the engine's distance, terms and prices, the two places' regions, populations, time zones and
 * positions, so that no two routes read alike. Every sentence carries at least one fact of the
 * route; a route without offers says what the engine knows (distance, estimate) instead.
 */
import {
  addCalendarDays,
  formatLocalDate,
  pluralRu,
  type Localized,
  type RouteFacts,
  type RoutePriceOffer,
  type RoutePriceRow,
  type TypicalShipmentKey,
} from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';
import type { TransitDays } from '../geo';
import { carrierEn, enTerm, h2, p, rub, ruTerm } from './words';
import {
  bearingText,
  compassIndex,
  terminalsAround,
  townsBetween,
  type AlongTheWay,
  type Bearing,
  type NearTerminal,
} from './vicinity';

/** One end of a route as the text names it. */
export interface Place {
  name: string;
  en: string;
  region: string;
  regionEn: string;
  population: number;
  /** 'UTC+3' */
  timezone: string;
  lat: number;
  lon: number;
}

export interface Qa {
  question: string;
  answer: string;
}

/** A town near one end of a route and its road km to (or from) the other end. */
export interface NearTown {
  name: string;
  en: string;
  km: number;
  /** Where it lies from the end it is near. */
  off?: Bearing;
}

/** The towns around a route: of the destination's region from the origin, of the origin's region to the destination. */
export interface RouteSurroundings {
  toRegion: NearTown[];
  fromRegion: NearTown[];
  /** The towns are not of the end's region (a region of one city: Moscow) but around the end. */
  outside?: { to: boolean; from: boolean };
  /** The nearest terminals of other towns to an end without one of its own. */
  terminals?: { from: NearTerminal[]; to: NearTerminal[] };
  /** The towns between the two ends. */
  along?: AlongTheWay;
}

export interface RouteStory {
  body: string;
  faq: Qa[];
}

const utcOffset = (zone: string) => {
  const found = /UTC([+-]\d+)/.exec(zone);
  return found ? Number(found[1]) : 3;
};

const COMPASS = {
  ru: ['север', 'северо-восток', 'восток', 'юго-восток', 'юг', 'юго-запад', 'запад', 'северо-запад'],
  en: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
};

const ruPeople = (n: number) =>
  `${n.toLocaleString('ru-RU')} ${pluralRu(n, ['житель', 'жителя', 'жителей'])}`;
const enPeople = (n: number) => `${n.toLocaleString('en-GB')} people`;
const perKg = (total: number, kg: number) => (total / kg).toFixed(kg >= 1000 ? 2 : 1).replace('.', ',');
const perKgEn = (total: number, kg: number) => (total / kg).toFixed(kg >= 1000 ? 2 : 1);

const rowOf = (prices: RoutePriceRow[], key: TypicalShipmentKey) => prices.find((row) => row.key === key);
const cheapest = (row: RoutePriceRow | undefined): RoutePriceOffer | undefined => row?.offers[0];

/** The story of the route from `a` to `b`; `label` names the route ('Казань — Москва'). */
export function routeStory(
  a: Place,
  b: Place,
  facts: RouteFacts,
  label: Localized<string>,
  around: RouteSurroundings = { toRegion: [], fromRegion: [] },
): Localized<RouteStory> {
  const km = facts.distanceKm;
  const bearing = compassIndex(a, b);
  const hours = utcOffset(b.timezone) - utcOffset(a.timezone);
  const days = facts.transitDays;
  const ru: string[] = [];
  const en: string[] = [];
  const faqRu: Qa[] = [];
  const faqEn: Qa[] = [];

  // The road and the two places.
  ru.push(
    p(
      `Маршрут ${label.ru} — ${km} км по автодорогам. ` +
        `Груз из г. ${a.name} идёт на ${COMPASS.ru[bearing]}, в ${b.region === a.region ? 'пределах региона' : `регион «${b.region}»`}. ` +
        `По прямой ${a.name} и ${b.name} разделяют ${Math.abs(b.lat - a.lat)
          .toFixed(1)
          .replace('.', ',')}° широты и ${Math.abs(b.lon - a.lon)
          .toFixed(1)
          .replace('.', ',')}° долготы.`,
    ),
  );
  en.push(
    p(
      `The ${label.en} route is ${km} km by road. ` +
        `Freight from ${a.en} heads ${COMPASS.en[bearing]}${b.regionEn === a.regionEn ? ', staying within the region' : ` into ${b.regionEn}`}. ` +
        `In a straight line ${a.en} and ${b.en} are ${Math.abs(b.lat - a.lat).toFixed(1)}° of latitude and ${Math.abs(b.lon - a.lon).toFixed(1)}° of longitude apart.`,
    ),
  );
  const bigger = a.population >= b.population ? a : b;
  const ratio = Math.max(a.population, b.population) / Math.max(1, Math.min(a.population, b.population));
  // The clocks are told on the sender's side below; a federal city is not named twice as its region.
  const inRu = (place: Place) => (place.region === place.name ? '' : ` (${place.region})`);
  const inEn = (place: Place) => (place.regionEn === place.en ? '' : ` (${place.regionEn})`);
  ru.push(
    p(
      `В г. ${a.name}${inRu(a)} ${ruPeople(a.population)}, в г. ${b.name}${inRu(b)} — ${ruPeople(b.population)}; ` +
        `${a.name} ${bigger === a ? 'больше' : 'меньше'} г. ${b.name} в ${ratio.toFixed(1).replace('.', ',')} раза.`,
    ),
  );
  en.push(
    p(
      `${a.en}${inEn(a)} has ${enPeople(a.population)}, ${b.en}${inEn(b)} ${enPeople(b.population)}; ` +
        `${a.en} is ${ratio.toFixed(1)} times ${bigger === a ? 'larger' : 'smaller'} than ${b.en}.`,
    ),
  );

  // The two ends as the sender and the recipient meet them: terminals, clocks, the towns around.
  // Only whole vehicles on this way (null where groupage goes too): no terminal at either end.
  const vehicleTerm = vehiclesOnlyTerm(facts);
  const sides = sidesOf(a, b, facts, hours, around, vehicleTerm);
  ru.push(...sides.ru);
  en.push(...sides.en);

  const prices = facts.prices;
  const kg100 = cheapest(rowOf(prices, 'kg100'));
  const t1 = cheapest(rowOf(prices, 't1'));
  const t5 = cheapest(rowOf(prices, 't5'));
  const vanRow = rowOf(prices, 'van');
  const van = cheapest(vanRow);
  const truckRow = rowOf(prices, 'truck20');
  const truck = cheapest(truckRow);
  const carriers = [...new Set(prices.flatMap((row) => row.offers.map((offer) => offer.company.name)))];
  const carriersEn = [
    ...new Set(prices.flatMap((row) => row.offers.map((offer) => carrierEn(offer.company)))),
  ];

  ru.push(h2(`Сколько стоит перевозка ${label.ru}`));
  en.push(h2(`What ${label.en} costs`));
  if (prices.length === 0) {
    ru.push(
      p(
        `Ни один перевозчик пока не публикует тариф ${label.ru}, поэтому цену называет менеджер после заявки. ` +
          `По расстоянию ${km} км сборный груз обычно идёт ${ruTerm(days)}, отдельная машина — быстрее, без перегрузок в пути.`,
      ),
    );
    en.push(
      p(
        `No carrier publishes a tariff for ${label.en} yet, so a manager names the price after your request. ` +
          `Over ${km} km a consolidated load usually takes ${enTerm(days)}; a dedicated truck is faster.`,
      ),
    );
  } else {
    // The table has every price; the text says what it means per kilogram and per kilometre.
    const rates = { ru: [] as string[], en: [] as string[] };
    for (const [offer, kg, ruName, enName] of [
      [kg100, 100, '100 кг', '100 kg'],
      [t1, 1000, 'тонна', 'a tonne'],
      [t5, 5000, 'пять тонн', 'five tonnes'],
    ] as const) {
      if (!offer) continue;
      rates.ru.push(`${ruName} — ${perKg(offer.total, kg)} ₽/кг`);
      rates.en.push(`${enName} ${perKgEn(offer.total, kg)} roubles/kg`);
    }
    if (rates.ru.length > 0) {
      ru.push(
        p(
          `Сборный груз, сданный в г. ${a.name} для г. ${b.name}, дешевеет за килограмм с размером партии: ${rates.ru.join(', ')}` +
            (truck
              ? `; фура 20 т целиком из г. ${a.name} — ${perKg(truck.total, km || 1)} ₽ за километр.`
              : '.'),
        ),
      );
      en.push(
        p(
          `Groupage handed in at ${a.en} for ${b.en} gets cheaper per kilogram as the lot grows: ${rates.en.join(', ')}` +
            (truck
              ? `; a whole 20 t truck from ${a.en} ${perKgEn(truck.total, km || 1)} roubles per km.`
              : '.'),
        ),
      );
    }
    if (rates.ru.length === 0 && (van || truck)) {
      const vehicle = { ru: [] as string[], en: [] as string[] };
      if (van) {
        vehicle.ru.push(`${vanRow!.vehicle ?? 'газель'} целиком — от ${rub(van.total)}`);
        vehicle.en.push(`a whole van from ${rub(van.total)}`);
      }
      if (truck) {
        vehicle.ru.push(
          `${truckRow!.vehicle ?? 'фура'} — от ${rub(truck.total)}, ${perKg(truck.total, km || 1)} ₽ за километр`,
        );
        vehicle.en.push(
          `a 20 t truck from ${rub(truck.total)}, ${perKgEn(truck.total, km || 1)} roubles per km`,
        );
      }
      ru.push(p(`Отдельная машина ${label.ru} без попутных грузов: ${vehicle.ru.join('; ')}.`));
      en.push(p(`A dedicated vehicle on ${label.en}, no other loads: ${vehicle.en.join('; ')}.`));
    }
    ru.push(
      p(
        `Тарифы на маршрут дают ${carriers.length} ${pluralRu(carriers.length, ['перевозчик', 'перевозчика', 'перевозчиков'])}: ${carriers.join(', ')}.`,
      ),
    );
    en.push(
      p(
        `${carriersEn.length} carrier${carriersEn.length === 1 ? '' : 's'} quote loads from ${a.en} to ${b.en}: ${carriersEn.join(', ')}.`,
      ),
    );
  }

  // Questions of this route.
  faqRu.push({
    question: `Сколько идёт груз из г. ${a.name} в г. ${b.name}?`,
    answer: vehicleTerm
      ? `Отдельная машина проходит ${km} км за ${ruTerm(vehicleTerm)}.`
      : `Сборный груз проходит ${km} км за ${ruTerm(days)}.`,
  });
  faqEn.push({
    question: `How long does freight take from ${a.en} to ${b.en}?`,
    answer: vehicleTerm
      ? `A dedicated vehicle covers the ${km} km in ${enTerm(vehicleTerm)}.`
      : `A consolidated load covers the ${km} km in ${enTerm(days)}.`,
  });
  if (kg100) {
    faqRu.push({
      question: `Сколько стоит отправить 100 кг из г. ${a.name} в г. ${b.name}?`,
      answer: `От ${rub(kg100.total)} у перевозчика ${kg100.company.name}, ${ruTerm(kg100.term)} в пути.`,
    });
    faqEn.push({
      question: `How much is 100 kg from ${a.en} to ${b.en}?`,
      answer: `From ${rub(kg100.total)} with ${carrierEn(kg100.company)}, ${enTerm(kg100.term)} on the road.`,
    });
  }
  if (t1 && van) {
    const vanCheaper = van.total < t1.total;
    faqRu.push({
      question: `Что выгоднее для тонны груза ${label.ru}: сборный груз или газель?`,
      answer: vanCheaper
        ? `Газель целиком (${rub(van.total)}) здесь дешевле тонны сборным грузом (${rub(t1.total)}).`
        : `Тонна сборным грузом (${rub(t1.total)}) дешевле газели целиком (${rub(van.total)}).`,
    });
    faqEn.push({
      question: `Which is cheaper for a tonne on ${label.en}: groupage or a van?`,
      answer: vanCheaper
        ? `A whole van (${rub(van.total)}) costs less here than a tonne of groupage (${rub(t1.total)}).`
        : `A tonne of groupage (${rub(t1.total)}) costs less than a whole van (${rub(van.total)}).`,
    });
  }
  const arrival = arrivalQa(a, b, facts);
  if (arrival) {
    faqRu.push(arrival.ru);
    faqEn.push(arrival.en);
  }
  // The clocks are told in the text; a question only when they differ.
  if (hours !== 0)
    faqRu.push({
      question: `Есть ли разница во времени между г. ${a.name} и г. ${b.name}?`,
      answer:
        hours === 0
          ? `Нет, оба города живут по ${a.timezone}.`
          : `Да, ${Math.abs(hours)} ч: ${b.name} ${hours > 0 ? 'впереди' : 'позади'} (${b.timezone} против ${a.timezone}).`,
    });
  if (hours !== 0)
    faqEn.push({
      question: `Is there a time difference between ${a.en} and ${b.en}?`,
      answer:
        hours === 0
          ? `No, both keep ${a.timezone}.`
          : `Yes, ${Math.abs(hours)} h: ${b.en} is ${hours > 0 ? 'ahead' : 'behind'} (${b.timezone} against ${a.timezone}).`,
    });

  return {
    ru: { body: ru.join(''), faq: faqRu },
    en: { body: en.join(''), faq: faqEn },
  };
}

/**
 * On a way only whole vehicles serve, their own term (the fastest offer's), not an estimate for
 * groupage; null where groupage goes too (or nothing is priced).
 */
function vehiclesOnlyTerm(facts: RouteFacts): TransitDays | null {
  if (facts.prices.length === 0 || facts.prices.some((row) => row.kind !== 'dedicated')) return null;
  return (
    facts.prices
      .flatMap((row) => row.offers.map((offer) => offer.term))
      .sort((x, y) => x.min - y.min || x.max - y.max)[0] ?? facts.transitDays
  );
}

const clock = (hour: number) => `${String(((hour % 24) + 24) % 24).padStart(2, '0')}:00`;

/**
 * What the sender in `a` and the recipient in `b` do on this way: where the load is handed in and
 * collected (the carriers' terminals of each city), what the clocks say at both ends, and the
 * neighbouring routes (towns of the destination's region from `a`, towns around `a` into `b`).
 */
function sidesOf(
  a: Place,
  b: Place,
  facts: RouteFacts,
  hours: number,
  around: RouteSurroundings,
  vehicleTerm: TransitDays | null,
): Localized<string[]> {
  const ru: string[] = [];
  const en: string[] = [];
  const departure = facts.terminals.from;
  const arrival = facts.terminals.to;
  const providers = (points: typeof departure) => new Set(points.map((point) => point.provider)).size;
  const carriersRu = (points: typeof departure) =>
    `${providers(points)} ${pluralRu(providers(points), ['перевозчик', 'перевозчика', 'перевозчиков'])}`;
  const carriersEn = (points: typeof departure) =>
    `${providers(points)} carrier${providers(points) === 1 ? '' : 's'}`;
  const vehiclesOnly = vehicleTerm !== null;
  ru.push(h2(`Отправителю в г. ${a.name}`));
  en.push(h2(`For the sender in ${a.en}`));
  ru.push(
    p(
      (vehiclesOnly
        ? `Сборный груз в г. ${b.name} перевозчики не берут: машину подают под погрузку по адресу отправителя в г. ${a.name}, и она идёт до г. ${b.name} без перегрузок.`
        : departure.length > 0
          ? `Груз в г. ${b.name} сдают в г. ${a.name} на ${departure.length} ${pluralRu(departure.length, ['терминал', 'терминала', 'терминалов'])} (${carriersRu(departure)}).`
          : `Своих терминалов у перевозчиков в г. ${a.name} нет: груз на ${b.name} забирают от двери отправителя.`) +
        ` ${a.name} — ${a.timezone}` +
        (hours === 0
          ? `, как и ${b.name}: ${clock(10)} в г. ${a.name} — это ${clock(10)} и в г. ${b.name}.`
          : `; когда отправитель сдаёт груз в ${clock(10)}, в г. ${b.name} уже ${clock(10 + hours)}.`),
    ),
  );
  en.push(
    p(
      (vehiclesOnly
        ? `No carrier takes groupage for ${b.en}: the vehicle is sent to the sender's address in ${a.en} and drives to ${b.en} without reloading.`
        : departure.length > 0
          ? `In ${a.en}, ${departure.length} terminal${departure.length === 1 ? '' : 's'} of ${carriersEn(departure)} take loads for ${b.en}.`
          : `No carrier keeps a terminal in ${a.en}: loads for ${b.en} are collected at the sender's door.`) +
        ` ${a.en} keeps ${a.timezone}` +
        (hours === 0
          ? `, as ${b.en} does: ${clock(10)} in ${a.en} is ${clock(10)} in ${b.en}.`
          : `; when the sender hands in at ${clock(10)}, the clock in ${b.en} shows ${clock(10 + hours)}.`),
    ),
  );
  const nearFrom = terminalsAround(a, vehiclesOnly ? [] : (around.terminals?.from ?? []), 'send');
  if (nearFrom.ru) {
    ru.push(p(nearFrom.ru));
    en.push(p(nearFrom.en));
  }
  ru.push(h2(`Получателю в г. ${b.name}`));
  en.push(h2(`For the recipient in ${b.en}`));
  ru.push(
    p(
      vehiclesOnly
        ? `Машина из г. ${a.name} разгружается у получателя в г. ${b.name}; в пути ${ruTerm(vehicleTerm)}.`
        : arrival.length > 0
          ? `Из г. ${a.name} груз приходит на ${arrival.length} ${pluralRu(arrival.length, ['терминал', 'терминала', 'терминалов'])} г. ${b.name} (${carriersRu(arrival)}) и ждёт получателя через ${ruTerm(facts.transitDays)} после сдачи.`
          : `Терминалов в г. ${b.name} у перевозчиков нет: груз из г. ${a.name} везут до двери получателя, срок ${ruTerm(facts.transitDays)}.`,
    ),
  );
  en.push(
    p(
      vehiclesOnly
        ? `The vehicle from ${a.en} unloads at the recipient's address in ${b.en}, ${enTerm(vehicleTerm)} on the road.`
        : arrival.length > 0
          ? `From ${a.en} the load arrives at ${arrival.length} terminal${arrival.length === 1 ? '' : 's'} of ${b.en} (${carriersEn(arrival)}), ready for collection ${enTerm(facts.transitDays)} after hand-in.`
          : `No carrier keeps a terminal in ${b.en}: loads from ${a.en} go to the recipient's door, ${enTerm(facts.transitDays)}.`,
    ),
  );
  const nearTo = terminalsAround(b, vehiclesOnly ? [] : (around.terminals?.to ?? []), 'receive');
  if (nearTo.ru) {
    ru.push(p(nearTo.ru));
    en.push(p(nearTo.en));
  }
  const between = around.along ? townsBetween(a, b, around.along) : { ru: '', en: '' };
  if (between.ru) {
    ru.push(h2('По пути'), p(between.ru));
    en.push(h2('Along the way'), p(between.en));
  }
  // A town near an end: its km on this way, and where it lies from that end.
  // The sentence names the end once; each town gives its km on this way and where it lies from that end.
  const listRu = (towns: NearTown[]) =>
    towns
      .map((town) => `${town.name} (${town.km} км${town.off ? `; ${bearingText(town.off).ru}` : ''})`)
      .join(', ');
  const listEn = (towns: NearTown[]) =>
    towns
      .map((town) => `${town.en} (${town.km} km${town.off ? `; ${bearingText(town.off).en}` : ''})`)
      .join(', ');
  // Into a town only whole vehicles reach, a load from a neighbour of the origin is a vehicle of its
  // own, not the same run: those neighbours are named where groupage goes.
  const fromRegion = vehiclesOnly ? [] : around.fromRegion;
  if (around.toRegion.length > 0 || fromRegion.length > 0) {
    ru.push(h2('Соседние маршруты'));
    en.push(h2('Neighbouring routes'));
  }
  if (around.toRegion.length > 0) {
    ru.push(
      p(
        around.outside?.to
          ? `Из г. ${a.name} возим и в города рядом с г. ${b.name} (км от г. ${a.name}; где лежит от г. ${b.name}): ${listRu(around.toRegion)}.`
          : `Из г. ${a.name} возим и в другие города региона «${b.region}» (км от г. ${a.name}; где лежит от г. ${b.name}): ${listRu(around.toRegion)}.`,
      ),
    );
    en.push(
      p(
        around.outside?.to
          ? `From ${a.en} we also carry to the towns around ${b.en} (km from ${a.en}; where each lies from ${b.en}): ${listEn(around.toRegion)}.`
          : `From ${a.en} we also carry to other towns of ${b.regionEn} (km from ${a.en}; where each lies from ${b.en}): ${listEn(around.toRegion)}.`,
      ),
    );
  }
  if (fromRegion.length > 0) {
    ru.push(
      p(
        `В г. ${b.name} тем же путём едут грузы из соседей г. ${a.name} (км до г. ${b.name}; где лежит от г. ${a.name}): ${listRu(fromRegion)}.`,
      ),
    );
    en.push(
      p(
        `Into ${b.en} the same way come loads from ${a.en}'s neighbours (km to ${b.en}; where each lies from ${a.en}): ${listEn(fromRegion)}.`,
      ),
    );
  }
  return { ru, en };
}

/**
 * When a load handed in at `a` on the priced loading date is in `b` (100 kg, else a whole van),
 * carrier by carrier with where each hands it over, and the km; carriers arriving on the same days
 * at the same place are told together. Null when no carrier prices either.
 */
export function arrivalQa(
  a: Pick<Place, 'name' | 'en'>,
  b: Pick<Place, 'name' | 'en'>,
  facts: RouteFacts,
): Localized<Qa> | null {
  const byVan = !rowOf(facts.prices, 'kg100');
  const dated = rowOf(facts.prices, byVan ? 'van' : 'kg100')?.offers ?? [];
  if (dated.length === 0) return null;
  const on = (days: number, lang: string) => formatLocalDate(addCalendarDays(facts.pricedOn, days), lang);
  const span = (offer: RoutePriceOffer, lang: string) =>
    offer.term.min === offer.term.max
      ? on(offer.term.max, lang)
      : `${on(offer.term.min, lang)}–${on(offer.term.max, lang)}`;
  // Where in the destination each carrier hands the load over (a van unloads at the address).
  const collectAt = (offer: RoutePriceOffer, lang: 'ru' | 'en') => {
    const points = byVan ? [] : facts.terminals.to.filter((point) => point.provider === offer.company.slug);
    if (points.length === 0) return '';
    const addresses = points.map((point) => (lang === 'ru' ? point.address : placeEn(point.address)));
    return lang === 'ru' ? `, ${addresses.join(' или ')}` : `, at ${addresses.join(' or ')}`;
  };
  const answer = (lang: 'ru' | 'en') => {
    const groups = new Map<string, string[]>();
    for (const offer of [...dated].sort((x, y) => x.term.min - y.term.min || x.total - y.total)) {
      const when = `${span(offer, lang)}${collectAt(offer, lang)}`;
      const name = lang === 'ru' ? offer.company.name : carrierEn(offer.company);
      groups.set(when, [...(groups.get(when) ?? []), name]);
    }
    const [and, dash, km] = lang === 'ru' ? [' и ', ' — ', 'км'] : [' and ', ': ', 'km'];
    return `${[...groups].map(([when, names]) => `${names.join(and)}${dash}${when}`).join('; ')} (${facts.distanceKm} ${km}).`;
  };
  return {
    ru: {
      question: byVan
        ? `Когда газель, загруженная в г. ${a.name} ${on(0, 'ru')}, будет в г. ${b.name}?`
        : `Когда 100 кг, сданные в г. ${a.name} ${on(0, 'ru')}, будут в г. ${b.name}?`,
      answer: answer('ru'),
    },
    en: {
      question: byVan
        ? `When is a van loaded in ${a.en} on ${on(0, 'en')} in ${b.en}?`
        : `When are 100 kg handed in at ${a.en} on ${on(0, 'en')} in ${b.en}?`,
      answer: answer('en'),
    },
  };
}
