/**
 * What a route's price table means, told from the sender's side: groupage per kilogram as the lot
 * grows, a truck per kilometre, a dedicated vehicle where only vehicles go, and who quotes.
 */
import {
  pluralRu,
  type Localized,
  type RouteFacts,
  type RoutePriceOffer,
  type RoutePriceRow,
} from '@dostavka/shared-kernel/domain';
import type { Place } from './place';
import { rowOf } from './arrival-qa';
import { carrierEn, enTerm, h2, p, rub, ruTerm } from './words';

const perKg = (total: number, kg: number) => (total / kg).toFixed(kg >= 1000 ? 2 : 1).replace('.', ',');
const perKgEn = (total: number, kg: number) => (total / kg).toFixed(kg >= 1000 ? 2 : 1);
export const cheapest = (row: RoutePriceRow | undefined): RoutePriceOffer | undefined => row?.offers[0];

/** The price section of the route from `a` to `b`; `label` names the route. */
export function priceParagraphs(
  a: Place,
  b: Place,
  facts: RouteFacts,
  label: Localized<string>,
): Localized<string[]> {
  const km = facts.distanceKm;
  const days = facts.transitDays;
  const ru: string[] = [];
  const en: string[] = [];
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

  return { ru, en };
}
