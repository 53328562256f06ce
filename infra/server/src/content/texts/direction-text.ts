import type { City, Localized, PageText, RouteFacts } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';
import { routeStory } from './route-story';
import type { Place, Qa, RouteSurroundings } from './place';
import { SITE, enDays, rub, ruDays } from './words';

/** A city as the route texts name it. */
export const placeOf = (city: City, population: number): Place => ({
  name: city.name,
  en: placeEn(city.name),
  region: city.region.name,
  regionEn: placeEn(city.region.name),
  population,
  timezone: city.region.timezone,
  lat: city.coordinates.lat,
  lon: city.coordinates.lon,
});

/** The texts of a city-to-city direction page and its questions, from its facts. */
export function directionText(
  from: Place,
  to: Place,
  facts: RouteFacts,
  around?: RouteSurroundings,
): { text: Localized<PageText>; faq: Localized<Qa[]> } {
  const { distanceKm: km, transitDays: time, priceFrom } = facts;
  const route = `${from.name} — ${to.name}`;
  const routeEn = `${from.en} — ${to.en}`;
  const priceRu = priceFrom === null ? '' : `, от ${rub(priceFrom)}`;
  const priceEn = priceFrom === null ? '' : `, from ${rub(priceFrom)}`;
  const story = routeStory(from, to, facts, { ru: route, en: routeEn }, around);
  return {
    faq: { ru: story.ru.faq, en: story.en.faq },
    text: {
      ru: {
        h1: `Грузоперевозки ${route}`,
        title: `Грузоперевозки ${route}: ${km} км, ${ruDays(time)}${priceRu} | ${SITE.ru}`,
        description: `Перевозка грузов из г. ${from.name} в г. ${to.name}: ${km} км по дороге, в пути ${ruDays(time)}${priceRu}. Цены перевозчиков на типичные отправки.`,
        body: [story.ru.body].join(''),
      },
      en: {
        h1: `Freight ${routeEn}`,
        title: `Freight ${routeEn}: ${km} km, ${enDays(time)}${priceEn} | ${SITE.en}`,
        description: `Freight from ${from.en} to ${to.en}: ${km} km by road, ${enDays(time)} on the way${priceEn}. Carriers’ prices for typical shipments.`,
        body: [story.en.body].join(''),
      },
    },
  };
}
