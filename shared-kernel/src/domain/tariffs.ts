import { validateCombinedCargo, validateTotals, type ShipmentTotals } from './cargo-limits';
import { daysBetween } from './dates';
import type { Cargo, Transport } from './types/cargo';
import type { TariffOffer } from './types/tariff';

/** 'price': cheapest first (the UI calls it "descending price"); 'fast': fewest days from loading to shipment. */
export type TariffSort = 'price' | 'fast';
export const TARIFF_SORTS: readonly TariffSort[] = ['price', 'fast'];

/** Days from the planned loading to the planned delivery; null when either date is unknown. */
export function deliveryDays(offer: TariffOffer): number | null {
  const { plannedDateLoadingCargo, plannedDateShipmentCargo } = offer.dates;
  return daysBetween(plannedDateLoadingCargo.date, plannedDateShipmentCargo.date);
}

const daysOrLast = (offer: TariffOffer) => deliveryDays(offer) ?? Number.POSITIVE_INFINITY;

export function sortTariffs(offers: readonly TariffOffer[], by: TariffSort): TariffOffer[] {
  const key = by === 'price' ? (o: TariffOffer) => o.total : daysOrLast;
  return [...offers].sort((a, b) => key(a) - key(b) || a.total - b.total);
}

export type TariffTag = 'cheapest' | 'fastest' | 'best';

/**
 * The badges of the comparison. With fewer than two offers there is nothing to compare, so no
 * tags. 'cheapest' and 'fastest' go to every offer tied at the lowest total or the fewest days.
 * 'best' (best value) goes to one offer: the lowest total / cheapest total + days / fewest days,
 * price and time weighing the same (a same-day offer counts as one day); a tie goes to the lower
 * total. Offers without known dates are never the fastest or the best value.
 */
export function tagTariffs(offers: readonly TariffOffer[]): Map<string, TariffTag[]> {
  const tags = new Map<string, TariffTag[]>(offers.map((offer) => [offer.uuid, []]));
  if (offers.length < 2) return tags;
  const minTotal = Math.min(...offers.map((offer) => offer.total));
  const timed = offers.filter((offer) => deliveryDays(offer) !== null);
  const minDays = Math.min(...timed.map(daysOrLast));
  for (const offer of offers) {
    if (offer.total === minTotal) tags.get(offer.uuid)!.push('cheapest');
    if (timed.includes(offer) && daysOrLast(offer) === minDays) tags.get(offer.uuid)!.push('fastest');
  }
  const perDay = (days: number) => Math.max(days, 1);
  const score = (offer: TariffOffer) =>
    offer.total / Math.max(minTotal, 1) + perDay(daysOrLast(offer)) / perDay(minDays);
  const [best] = [...timed].sort((a, b) => score(a) - score(b) || a.total - b.total);
  if (best) tags.get(best.uuid)!.push('best');
  return tags;
}

export interface SearchableDelivery {
  isDedicated: boolean;
  transport: Transport | null;
  cargos: readonly Cargo[];
  /** Weight-only mode: the totals stand for the places. */
  totals?: ShipmentTotals | null;
}

/**
 * Dedicated needs a chosen vehicle; combined needs at least one cargo. Cargo that breaks the limits
 * of spec 5 is never sent, whatever the type (a dedicated search checks the places fit).
 */
export function canStartTariffSearch(delivery: SearchableDelivery): boolean {
  if (delivery.totals) {
    if (Object.keys(validateTotals(delivery.totals)).length > 0) return false;
    return !delivery.isDedicated || delivery.transport !== null;
  }
  const cargoValid = delivery.cargos.length === 0 || validateCombinedCargo(delivery.cargos).valid;
  if (!cargoValid) return false;
  return delivery.isDedicated ? delivery.transport !== null : delivery.cargos.length > 0;
}
