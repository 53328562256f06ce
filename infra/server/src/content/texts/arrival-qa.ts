/** When a load handed in at one end on the priced day reaches the other: a route's question. */
import {
  addCalendarDays,
  formatLocalDate,
  type Localized,
  type RouteFacts,
  type RoutePriceOffer,
  type RoutePriceRow,
  type TypicalShipmentKey,
} from '@dostavka/shared-kernel/domain';
import { placeEn } from '../names';
import type { Place, Qa } from './place';
import { carrierEn } from './words';

export const rowOf = (prices: RoutePriceRow[], key: TypicalShipmentKey) =>
  prices.find((row) => row.key === key);

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
