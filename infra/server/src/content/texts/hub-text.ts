/**
 * A place and the hub cities (Saint Petersburg, Moscow) as its city and region pages tell them:
 * one line per hub with the distance, 100 kg and the van, the shipper's questions and the dates a
 * load handed in at a hub arrives.
 */
import type { Localized, RouteFacts } from '@dostavka/shared-kernel/domain';
import { arrivalQa } from './arrival-qa';
import type { Place } from './place';
import type { AlongTheWay } from './vicinity';
import { carrierEn, enTerm, h2, p, rub, ruTerm } from './words';

/** A route between a place and a hub city (Saint Petersburg, Moscow), both ways. */
export interface HubRoute {
  hub: Place;
  /** From the place to the hub, and from the hub to the place. */
  out: RouteFacts;
  back: RouteFacts;
  /** The towns between the place and the hub, each way. */
  along: { out: AlongTheWay; back: AlongTheWay };
}

export const kg100 = (facts: RouteFacts) => facts.prices.find((row) => row.key === 'kg100')?.offers[0];
export const vanOf = (facts: RouteFacts) => facts.prices.find((row) => row.key === 'van')?.offers[0];

/** One sentence per hub: the distance, the 100 kg price and term, the van, for one way. */
export function hubLines(place: Place, hubs: HubRoute[], way: 'from' | 'to'): Localized<string[]> {
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
export function hubQuestions(place: Place, hubs: HubRoute[], way: 'from' | 'to'): Localized<string> {
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
export function arrivalQuestions(place: Place, hubs: HubRoute[]): Localized<string> {
  const asked = hubs.flatMap(({ hub, back }) => arrivalQa(hub, place, back) ?? []);
  return {
    ru: asked.map(({ ru }) => h2(ru.question) + p(ru.answer)).join(''),
    en: asked.map(({ en }) => h2(en.question) + p(en.answer)).join(''),
  };
}
