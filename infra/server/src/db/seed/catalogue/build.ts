/**
 * The catalogue pages, generated from the groups' topics and the city data: a page per group, per
 * topic and, for the transport groups, per popular destination from Saint Petersburg. Every page
 * gets its own title, description, h1 and text in Russian and English; duplicates are an error.
 */
import { pluralRu } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../../../content/names';
import { greatCircleKm, type Point } from '../../../content/geo';
import { ROUTE_KM, kmTo } from '../../../content/road-facts';
import type { ContentPageSeed } from '../page-seed';
import { GROUP_GUIDES, type GroupGuide } from './guides';
import { TOPIC_CHECKS, TOPIC_NOTES, TOPIC_ORDERS, TOPIC_VEHICLES } from './topic-notes';
import { GROUP_CITY_TEXTS, type CityFacts } from './city-texts';
import { V, VEHICLE_DETAILS } from '../../../content/catalogue/vehicles';
import type { Bilingual, CatalogueGroup, Topic } from '../../../content/catalogue/types';

export interface CatalogueCity extends Point {
  name: string;
  slug: string;
  regionName: string;
  regionSlug: string;
  timezone: string;
  population: number;
}

const SITE = 'Доставка';
const SITE_EN = 'Dostavka';

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const lower = (text: string) => text[0]!.toLowerCase() + text.slice(1);

const GUIDE_HEADINGS: Record<keyof GroupGuide, Bilingual> = {
  packing: { ru: 'Как подготовить и упаковать груз', en: 'How to prepare and pack the load' },
  documents: { ru: 'Документы', en: 'Documents' },
  vehicles: { ru: 'Какие машины подходят', en: 'Vehicles that fit' },
  restrictions: { ru: 'Ограничения и особые условия', en: 'Restrictions and special conditions' },
};

/** The group's advice (guides.ts): packing, documents, vehicles, restrictions, each under a heading. */
function guideSections(group: CatalogueGroup, lang: keyof Bilingual): string[] {
  const guide = GROUP_GUIDES[group.key];
  if (!guide) throw new Error(`catalogue: the group ${group.key} has no guide`);
  return (Object.keys(GUIDE_HEADINGS) as (keyof GroupGuide)[]).flatMap((part) => [
    h2(GUIDE_HEADINGS[part][lang]),
    p(guide[part][lang]),
  ]);
}

function groupPage(group: CatalogueGroup): ContentPageSeed {
  const { name, lead } = group;
  return {
    url: group.root,
    catalogue: group.key,
    h1: name.ru,
    title: `${name.ru} по России: цены и сроки | ${SITE}`,
    description: lead.ru,
    body: [
      p(lead.ru),
      ...guideSections(group, 'ru'),
      p(
        `Страхование груза — 0,045 % объявленной стоимости, документы для бухгалтерии и доставка до двери. Ниже — все виды работ раздела «${name.ru}».`,
      ),
    ].join(''),
    en: {
      h1: name.en,
      title: `${name.en} across Russia: prices and times | ${SITE_EN}`,
      description: lead.en,
      body: [
        p(lead.en),
        ...guideSections(group, 'en'),
        p(
          `Cargo insurance at 0.045 % of the declared value, accounting documents and door delivery. Below are all the services of “${name.en}”.`,
        ),
      ].join(''),
    },
  };
}

const NOTE_HEADING: Bilingual = { ru: 'Что важно для этого груза', en: 'What matters for this load' };
const ORDER_HEADING: Bilingual = { ru: 'Что указать в заказе', en: 'What to put in the order' };
const CHECK_HEADING: Bilingual = { ru: 'Что проверить при получении', en: 'What to check on arrival' };

/** The topic's own advice (topic-notes.ts): handling, papers and limits, what to order, what to check. */
function noteSections(group: CatalogueGroup, topic: Topic, lang: keyof Bilingual): string[] {
  const note = TOPIC_NOTES[`${group.key}/${topic.slug}`];
  const order = TOPIC_ORDERS[`${group.key}/${topic.slug}`];
  const check = TOPIC_CHECKS[`${group.key}/${topic.slug}`];
  if (!note || !order || !check)
    throw new Error(`catalogue: the topic ${group.key}/${topic.slug} has no note`);
  return [
    h2(NOTE_HEADING[lang]),
    p(note[lang]),
    h2(ORDER_HEADING[lang]),
    p(order[lang]),
    h2(CHECK_HEADING[lang]),
    p(check[lang]),
  ];
}

/** The fleet's figures for the topic's vehicle (vehicles.ts); every topic names one of V's. */
function vehicleDetail(topic: Topic, lang: keyof Bilingual): string {
  const key = (Object.keys(V) as (keyof typeof V)[]).find((name) => V[name][0] === topic.vehicles.ru);
  if (!key) throw new Error(`catalogue: the topic ${topic.slug} names a vehicle outside the fleet`);
  return VEHICLE_DETAILS[key][lang === 'ru' ? 0 : 1];
}

function topicPage(group: CatalogueGroup, topic: Topic): ContentPageSeed {
  const { name, detail, vehicles } = topic;
  const own = TOPIC_VEHICLES[`${group.key}/${topic.slug}`];
  const ownVehicle = own ? { ru: `${own.ru} `, en: `${own.en} ` } : { ru: '', en: '' };
  return {
    url: `${group.root}${topic.slug}/`,
    catalogue: group.key,
    h1: name.ru,
    title: `${name.ru} по России — ${lower(group.name.ru)} | ${SITE}`,
    description: `${name.ru}: ${lower(detail.ru.split('. ')[0]!.replace(/\.$/, ''))}. Расчёт стоимости онлайн.`,
    body: [
      p(detail.ru),
      ...noteSections(group, topic, 'ru'),
      h2('Какой транспорт подходит'),
      p(`Чаще всего — ${vehicles.ru}. ${ownVehicle.ru}${vehicleDetail(topic, 'ru')}`),
    ].join(''),
    en: {
      h1: name.en,
      title: `${name.en} across Russia — ${lower(group.name.en)} | ${SITE_EN}`,
      description: `${name.en}: ${lower(detail.en.split('. ')[0]!.replace(/\.$/, ''))}. Prices online.`,
      body: [
        p(detail.en),
        ...noteSections(group, topic, 'en'),
        h2('Which vehicle suits it'),
        p(`Usually ${vehicles.en}. ${ownVehicle.en}${vehicleDetail(topic, 'en')}`),
      ].join(''),
    },
  };
}

const COMPASS = {
  ru: ['север', 'северо-восток', 'восток', 'юго-восток', 'юг', 'юго-запад', 'запад', 'северо-запад'],
  en: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
};

/** The compass point of `b` seen from `a` (the initial bearing to the nearest of eight). */
function compass(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return Math.round((((Math.atan2(y, x) * 180) / Math.PI + 360) % 360) / 45) % 8;
}

/** Hours ahead of Moscow (UTC+3) of a 'UTC+7' zone. */
const hoursAhead = (timezone: string) => Number(/UTC([+-]\d+)/.exec(timezone)?.[1] ?? 3) - 3;

const NEARBY = 4;
/** The region's largest other towns a city page names (most popular first). */
const REGION_TOWNS = 5;

/**
 * The group's pages for the cities nearest to `city` (of those it serves), with the road distance
 * between them (a placeholder, the engine's km when the page is read): a recipient near the city
 * finds the way to the next terminal, and every city page names its own neighbours.
 */
function nearbySections(
  group: CatalogueGroup,
  city: CatalogueCity,
  served: readonly CatalogueCity[],
  lang: keyof Bilingual,
): string[] {
  const near = served
    .filter((other) => other.slug !== city.slug)
    .map((other) => ({ other, distance: greatCircleKm(city, other) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEARBY);
  if (near.length === 0) return [];
  const name = lang === 'ru' ? city.name : placeEn(city.name);
  const items = near.map(({ other }) => {
    const label =
      lang === 'ru' ? `${group.name.ru} в г. ${other.name}` : `${group.name.en} to ${placeEn(other.name)}`;
    const way =
      lang === 'ru'
        ? `${kmTo(other.slug)} км от г. ${name}, ${other.regionName}`
        : `${kmTo(other.slug)} km from ${name}, ${placeEn(other.regionName)}`;
    return `<li><a href="${group.root}${other.slug}/">${label}</a>: ${way}</li>`;
  });
  return [
    h2(lang === 'ru' ? `Ближайшие к г. ${name} города` : `Cities nearest to ${name}`),
    `<ul>${items.join('')}</ul>`,
  ];
}

/**
 * A group's page for one destination city: the city's own facts (direction, population, region,
 * clock) told through what the group does there; distances and days are placeholders filled from
 * the engine's km when the page is read, the prices and terminals are added by the content API.
 */
function cityPage(
  group: CatalogueGroup,
  home: CatalogueCity,
  city: CatalogueCity,
  served: readonly CatalogueCity[],
  all: readonly CatalogueCity[],
): ContentPageSeed {
  const ahead = hoursAhead(city.timezone);
  const point = compass(home, city);
  const facts: CityFacts = {
    name: city.name,
    slug: city.slug,
    ahead,
    timezone: city.timezone,
    regionTowns: all
      .filter((town) => town.regionSlug === city.regionSlug && town.slug !== city.slug)
      .slice(0, REGION_TOWNS)
      .map((town) => ({ name: town.name, slug: town.slug })),
    compass: { ru: COMPASS.ru[point]!, en: COMPASS.en[point]! },
    coords: {
      ru: `${city.lat.toFixed(2)}° с. ш., ${city.lon.toFixed(2)}° в. д.`,
      en: `${city.lat.toFixed(2)}° N, ${city.lon.toFixed(2)}° E`,
    },
  };
  const text = GROUP_CITY_TEXTS[group.key];
  if (!text) throw new Error(`catalogue: the group ${group.key} has city pages but no city text`);
  const { intro, service, recipient, region } = text(facts);
  const cityEn = placeEn(city.name);
  const regionEn = placeEn(city.regionName);
  const section = (lang: keyof Bilingual) => {
    const name = lang === 'ru' ? `г. ${city.name}` : cityEn;
    return [
      h2(lang === 'ru' ? `${group.name.ru}: ${name}` : `${group.name.en}: ${name}`),
      p(service[lang]),
      ...(region[lang] ? [p(region[lang])] : []),
    ];
  };
  return {
    url: `${group.root}${city.slug}/`,
    catalogue: group.key,
    h1: `${group.name.ru} в г. ${city.name} из Санкт-Петербурга`,
    title: `${group.name.ru} в г. ${city.name} из Санкт-Петербурга: заказ и цены | ${SITE}`,
    description: `${group.name.ru} из Санкт-Петербурга в г. ${city.name} (${city.regionName}): ${ROUTE_KM} км по дороге. Тарифы перевозчиков онлайн.`,
    body: [
      p(intro.ru),
      ...section('ru'),
      h2(`Г. ${city.name}: что важно получателю`),
      p(
        `${city.name} (${city.regionName}) — ${city.population.toLocaleString('ru-RU')} ${pluralRu(city.population, ['житель', 'жителя', 'жителей'])}, часовой пояс ${city.timezone}. ${recipient.ru}`,
      ),
      ...nearbySections(group, city, served, 'ru'),
    ].join(''),
    en: {
      h1: `${group.name.en} to ${cityEn} from Saint Petersburg`,
      title: `${group.name.en} to ${cityEn} from Saint Petersburg: orders and prices | ${SITE_EN}`,
      description: `${group.name.en} from Saint Petersburg to ${cityEn} (${regionEn}): ${ROUTE_KM} km by road. Carriers’ tariffs online.`,
      body: [
        p(intro.en),
        ...section('en'),
        h2(`${cityEn}: what the recipient should know`),
        p(
          `${cityEn} (${regionEn}) has ${city.population.toLocaleString('en-GB')} people and the time zone ${city.timezone}. ${recipient.en}`,
        ),
        ...nearbySections(group, city, served, 'en'),
      ].join(''),
    },
  };
}

/** Every catalogue page; `cities` most popular first, the home city (Saint Petersburg) first of all. */
export function buildCatalogue(
  groups: readonly CatalogueGroup[],
  cities: readonly CatalogueCity[],
): ContentPageSeed[] {
  const [home, ...others] = cities;
  if (!home) throw new Error('the catalogue needs the city list');
  const pages = groups.flatMap((group) => [
    groupPage(group),
    ...group.topics.map((topic) => topicPage(group, topic)),
    ...others.slice(0, group.cityPages).map((city, _, served) => cityPage(group, home, city, served, cities)),
  ]);
  assertUnique(pages);
  return pages;
}

function assertUnique(pages: readonly ContentPageSeed[]): void {
  for (const field of ['url', 'title', 'description', 'h1'] as const) {
    const seen = new Set<string>();
    for (const page of pages) {
      if (seen.has(page[field])) throw new Error(`catalogue: two pages share the ${field} ${page[field]}`);
      seen.add(page[field]);
    }
  }
}
