/**
 * A region-city route page: from a region to a city or from a city to a region, with its
 * questions about the region's towns (their distance, 100 kg price and term, their terminals).
 */
import type {
  Localized,
  PageText,
  RegionRef,
  RouteFacts,
  RoutePriceOffer,
} from '@dostavka/shared-kernel/domain';
import { pluralRu } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';
import type { Place, Qa } from './place';
import { kg100, vanOf } from './hub-text';
import { SITE, carrierEn, enDays, enTerm, h2, p, rub, ruDays, ruTerm } from './words';
import { bearingText, regionsBetween, type AlongTheWay, type NearPlace } from './vicinity';

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
