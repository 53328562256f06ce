/** A region's two pages: as the origin (/route/from/{region}/) and destination (/route/to/any/{region}/). */
import type { BothWays, Localized, PickupPoint, RegionRef } from '@dostavka/shared-kernel/domain';
import { addCalendarDays, formatLocalDate, pluralRu } from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';
import { transitDays } from '../geo';
import type { Place } from './place';
import { hubLines, type HubRoute } from './hub-text';
import { SITE, enTerm, h2, hoursEn, p, ruTerm } from './words';
import { bearingText, terminalsAround, type NearPlace, type NearTerminal } from './vicinity';

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
  // 'для 2 городов' (genitive); 'a region of 1 town'.
  const ofTowns = `${cityCount} ${pluralRu(cityCount, ['города', 'городов', 'городов'])}`;
  const townsEn = `${cityCount} town${cityCount === 1 ? '' : 's'}`;
  const largest = facts.largest.slice(0, 4);
  const about = {
    ru: p(
      `В регионе «${region.name}» в нашем списке ${towns}, часовой пояс ${region.timezone}. Крупнейшие: ${largest
        .map((city) => `${city.name} (${city.population.toLocaleString('ru-RU')} жит.)`)
        .join(', ')}.`,
    ),
    en: p(
      `${en} has ${townsEn} on our list, time zone ${region.timezone}. The largest: ${largest
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
            `Выберите город отправления в регионе «${region.name}» — на его странице направления, расстояния и цены для ${ofTowns}.`,
          ),
          outQa.ru,
        ].join(''),
      },
      en: {
        h1: `Freight from ${en}`,
        title: `Freight from the ${en} region | ${SITE.en}`,
        description: `Shipping from the towns of ${en} across Russia: ${townsEn}. ${out.en[0] ?? ''}`,
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
        description: `Delivery to the towns of ${en} from any Russian city: ${townsEn}. ${back.en[0] ?? ''}`,
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
