/**
 * The catalogue pages, generated from the groups' topics and the city data: a page per group, per
 * topic and, for the transport groups, per popular destination from Saint Petersburg. Every page
 * gets its own title, description, h1 and text in Russian and English; duplicates are an error.
 */
import { latinName } from '../../../content/names';
import { roadDistanceKm, transitDays, type Point } from '../../../content/geo';
import type { ContentPageSeed } from '../page-seed';
import { GROUP_GUIDES, type GroupGuide } from './guides';
import type { Bilingual, CatalogueGroup, Topic } from './types';

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
const days = (d: { min: number; max: number }) => `${d.min}–${d.max}`;

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

function topicPage(group: CatalogueGroup, topic: Topic): ContentPageSeed {
  const { name, detail, vehicles } = topic;
  return {
    url: `${group.root}${topic.slug}/`,
    catalogue: group.key,
    h1: name.ru,
    title: `${name.ru} по России — ${lower(group.name.ru)} | ${SITE}`,
    description: `${name.ru}: ${lower(detail.ru.split('. ')[0]!.replace(/\.$/, ''))}. Расчёт стоимости онлайн.`,
    body: [
      p(detail.ru),
      h2('Какой транспорт подходит'),
      p(
        `Чаще всего — ${vehicles.ru}. Если груз не помещается или требует особых условий, менеджер предложит другую машину до подтверждения заказа.`,
      ),
      h2('Как узнать цену'),
      p(
        'Цена зависит от расстояния, веса и объёма, типа кузова и дополнительных услуг. Калькулятор покажет тарифы перевозчиков за минуту; итоговая сумма не меняется после оформления заказа.',
      ),
    ].join(''),
    en: {
      h1: name.en,
      title: `${name.en} across Russia — ${lower(group.name.en)} | ${SITE_EN}`,
      description: `${name.en}: ${lower(detail.en.split('. ')[0]!.replace(/\.$/, ''))}. Prices online.`,
      body: [
        p(detail.en),
        h2('Which vehicle suits it'),
        p(
          `Usually ${vehicles.en}. If the load does not fit or needs special conditions, the manager suggests another vehicle before the order is confirmed.`,
        ),
        h2('How to get a price'),
        p(
          'The price depends on the distance, weight and volume, the body type and extra services. The calculator shows carriers’ tariffs within a minute; the total does not change once the order is placed.',
        ),
      ].join(''),
    },
  };
}

function cityPage(group: CatalogueGroup, home: CatalogueCity, city: CatalogueCity): ContentPageSeed {
  const km = roadDistanceKm(home, city);
  const time = transitDays(km);
  const cityEn = latinName(city.slug);
  const route = `Санкт-Петербург — ${city.name}`;
  const routeEn = `Saint Petersburg — ${cityEn}`;
  const population = city.population.toLocaleString('ru-RU');
  return {
    url: `${group.root}${city.slug}/`,
    catalogue: group.key,
    h1: `${group.name.ru} в г. ${city.name} из Санкт-Петербурга`,
    title: `${group.name.ru} в г. ${city.name} из Санкт-Петербурга: заказ и цены | ${SITE}`,
    description: `${group.name.ru} из Санкт-Петербурга в г. ${city.name} (${city.regionName}): около ${km} км по дороге, в пути ${days(time)} дня. Тарифы перевозчиков онлайн.`,
    body: [
      p(
        `${group.lead.ru} Направление ${route}: около ${km} км по автодорогам, сборный груз идёт ${days(time)} дня, отдельная машина — быстрее.`,
      ),
      h2(`О направлении ${route}`),
      p(
        `${city.name} — город в регионе «${city.regionName}», население ${population} человек, часовой пояс ${city.timezone}. Забираем груз по Санкт-Петербургу и области, доставляем на склад или до двери получателя в г. ${city.name}.`,
      ),
      h2('Стоимость'),
      p(
        'Точная цена зависит от веса, объёма и выбранной машины: укажите их в калькуляторе, и он покажет тарифы с датой погрузки и доставки.',
      ),
    ].join(''),
    en: {
      h1: `${group.name.en} to ${cityEn} from Saint Petersburg`,
      title: `${group.name.en} to ${cityEn} from Saint Petersburg: orders and prices | ${SITE_EN}`,
      description: `${group.name.en} from Saint Petersburg to ${cityEn} (${latinName(city.regionSlug)}): about ${km} km by road, ${days(time)} days on the way. Carriers’ tariffs online.`,
      body: [
        p(
          `${group.lead.en} ${routeEn}: about ${km} km by road; a consolidated load takes ${days(time)} days, a dedicated truck is faster.`,
        ),
        h2(`About ${routeEn}`),
        p(
          `${cityEn} has a population of ${city.population.toLocaleString('en-GB')} and lies in time zone ${city.timezone}. We collect anywhere in Saint Petersburg and its region and deliver to a terminal or to the recipient’s door in ${cityEn}.`,
        ),
        h2('Price'),
        p(
          'The exact price depends on the weight, volume and vehicle: enter them in the calculator to see tariffs with loading and delivery dates.',
        ),
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
    ...others.slice(0, group.cityPages).map((city) => cityPage(group, home, city)),
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
