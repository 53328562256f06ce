import type { City, Localized, PageText, RouteFacts } from '@dostavka/shared-kernel/domain';
import { latinName } from '../names';
import { SITE, enDays, h2, p, rub, ruDays } from './words';

/** The texts of a city-to-city direction page, from its facts. */
export function directionText(from: City, to: City, facts: RouteFacts): Localized<PageText> {
  const { distanceKm: km, transitDays: time, priceFrom } = facts;
  const route = `${from.name} — ${to.name}`;
  const [fromEn, toEn] = [latinName(from.slug), latinName(to.slug)];
  const routeEn = `${fromEn} — ${toEn}`;
  const priceRu = priceFrom === null ? '' : `, от ${rub(priceFrom)}`;
  const priceEn = priceFrom === null ? '' : `, from ${rub(priceFrom)}`;
  const zones =
    from.region.timezone === to.region.timezone
      ? {
          ru: `Оба города живут по времени ${to.region.timezone}.`,
          en: `Both cities keep ${to.region.timezone}.`,
        }
      : {
          ru: `Учтите разницу во времени: ${from.name} — ${from.region.timezone}, ${to.name} — ${to.region.timezone}.`,
          en: `Mind the time difference: ${fromEn} is on ${from.region.timezone}, ${toEn} on ${to.region.timezone}.`,
        };
  return {
    ru: {
      h1: `Грузоперевозки ${route}`,
      title: `Грузоперевозки ${route}: ${km} км, ${ruDays(time)}${priceRu} | ${SITE.ru}`,
      description: `Перевозка грузов из г. ${from.name} в г. ${to.name}: около ${km} км по дороге, в пути ${ruDays(time)}${priceRu}. Сборные грузы и отдельные машины, тарифы онлайн.`,
      body: [
        p(
          `Расстояние по автодорогам между городами ${route} — около ${km} км. Сборный груз проходит его за ${ruDays(time)}; отдельная машина без попутных загрузок — быстрее.`,
        ),
        h2('Откуда и куда'),
        p(
          `Забираем груз по адресу в г. ${from.name} (${from.region.name}) или принимаем на складе и доставляем на склад, в пункт выдачи или до двери получателя в г. ${to.name} (${to.region.name}). ${zones.ru}`,
        ),
        h2('Как узнать точную цену'),
        p(
          'Укажите вес и размеры груза или выберите машину в калькуляторе: он покажет тарифы перевозчиков с датами погрузки и доставки. Цена выбранного тарифа не меняется после заказа.',
        ),
      ].join(''),
    },
    en: {
      h1: `Freight ${routeEn}`,
      title: `Freight ${routeEn}: ${km} km, ${enDays(time)}${priceEn} | ${SITE.en}`,
      description: `Freight from ${fromEn} to ${toEn}: about ${km} km by road, ${enDays(time)} on the way${priceEn}. Groupage and dedicated trucks, tariffs online.`,
      body: [
        p(
          `The road distance ${routeEn} is about ${km} km. A consolidated load covers it in ${enDays(time)}; a dedicated truck without extra stops is faster.`,
        ),
        h2('From where to where'),
        p(
          `We collect at an address in ${fromEn} or at our terminal and deliver to a terminal, a pick-up point or the recipient’s door in ${toEn}. ${zones.en}`,
        ),
        h2('How to get the exact price'),
        p(
          'Enter the weight and size of the load or choose a vehicle in the calculator: it shows carriers’ tariffs with loading and delivery dates. The price of the tariff you choose does not change after you order.',
        ),
      ].join(''),
    },
  };
}
