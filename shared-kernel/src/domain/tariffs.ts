import { daysBetween } from './dates';
import type { Cargo, Transport } from './types/cargo';
import type { TariffOffer } from './types/tariff';

/** 'price': cheapest first (the UI calls it "descending price"); 'fast': fewest days from loading to shipment. */
export type TariffSort = 'price' | 'fast';

function deliveryDaysOf(offer: TariffOffer): number {
  const { plannedDateLoadingCargo, plannedDateShipmentCargo } = offer.dates;
  return daysBetween(plannedDateLoadingCargo.date, plannedDateShipmentCargo.date) ?? Number.POSITIVE_INFINITY;
}

export function sortTariffs(offers: readonly TariffOffer[], by: TariffSort): TariffOffer[] {
  const key = by === 'price' ? (o: TariffOffer) => o.total : deliveryDaysOf;
  return [...offers].sort((a, b) => key(a) - key(b) || a.total - b.total);
}

export interface SearchableDelivery {
  isDedicated: boolean;
  transport: Transport | null;
  cargos: readonly Cargo[];
}

/** Dedicated needs a chosen vehicle; combined needs at least one cargo. */
export function canStartTariffSearch(delivery: SearchableDelivery): boolean {
  return delivery.isDedicated ? delivery.transport !== null : delivery.cargos.length > 0;
}
