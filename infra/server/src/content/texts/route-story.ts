/**
 * The text of a route page (a city pair, or a region and a city) built from the route's own facts:
 * the engine's distance, terms and prices, the two places' regions, populations, time zones and
 * positions, so that no two routes read alike. Every sentence carries at least one fact of the
 * route; a route without offers says what the engine knows (distance, estimate) instead. The parts:
 * the road and the two places (here), the two ends (route-sides.ts), the prices (route-prices.ts)
 * and the questions (route-questions.ts).
 */
import { pluralRu, type Localized, type RouteFacts } from '@dostavka/shared-kernel/domain';
import type { Place, RouteStory, RouteSurroundings } from './place';
import { routeQuestions } from './route-questions';
import { priceParagraphs } from './route-prices';
import { sidesOf, vehiclesOnlyTerm } from './route-sides';
import { p } from './words';
import { compassIndex } from './vicinity';

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

/** The road between the two places and the places themselves: bearing, degrees, populations. */
function roadParagraphs(a: Place, b: Place, km: number, label: Localized<string>): Localized<string[]> {
  const bearing = compassIndex(a, b);
  const ru: string[] = [];
  const en: string[] = [];
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

  return { ru, en };
}

/** The story of the route from `a` to `b`; `label` names the route ('Казань — Москва'). */
export function routeStory(
  a: Place,
  b: Place,
  facts: RouteFacts,
  label: Localized<string>,
  around: RouteSurroundings = { toRegion: [], fromRegion: [] },
): Localized<RouteStory> {
  const hours = utcOffset(b.timezone) - utcOffset(a.timezone);
  const road = roadParagraphs(a, b, facts.distanceKm, label);
  // The two ends as the sender and the recipient meet them: terminals, clocks, the towns around.
  // Only whole vehicles on this way (null where groupage goes too): no terminal at either end.
  const vehicleTerm = vehiclesOnlyTerm(facts);
  const sides = sidesOf(a, b, facts, hours, around, vehicleTerm);
  const prices = priceParagraphs(a, b, facts, label);
  const faq = routeQuestions(a, b, facts, label, hours, vehicleTerm);
  return {
    ru: { body: [...road.ru, ...sides.ru, ...prices.ru].join(''), faq: faq.ru },
    en: { body: [...road.en, ...sides.en, ...prices.en].join(''), faq: faq.en },
  };
}
