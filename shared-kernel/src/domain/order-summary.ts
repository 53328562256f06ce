/** What the order, tracking and history pages say about a shipment, derived from what was stored. */
import type { OrderStatus } from './order-status';
import type { CarDimension, Dimensions, TariffOffer } from './types/tariff';

export interface ShipmentSummary {
  /** Pieces, all cargo rows together. */
  places: number;
  /** Actual weight, kilograms. */
  weightKg: number;
  /** Cubic metres, all pieces. */
  volumeM3: number;
  /** The vehicle of a dedicated delivery. */
  car?: CarDimension;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function shipmentSummary(dimensions: Dimensions): ShipmentSummary {
  // Weight-only mode: the totals stand for the places.
  const { totals } = dimensions;
  const places = totals ? totals.quantity : dimensions.cargos.reduce((sum, cargo) => sum + cargo.quantity, 0);
  const volume = totals
    ? totals.volume
    : dimensions.cargos.reduce((sum, cargo) => sum + cargo.volume * cargo.quantity, 0);
  return {
    places,
    weightKg: round(dimensions.commonWeight / 1000, 1),
    volumeM3: round(volume, 3),
    ...(dimensions.car ? { car: dimensions.car } : {}),
  };
}

/**
 * Where the cargo is when an order reaches a status: at the origin until it leaves, on the road
 * between the cities, at the destination once it arrives. A cancelled order has no place.
 */
export function statusPlace(status: OrderStatus, from: string, to: string): string {
  switch (status) {
    case 'created':
    case 'confirmed':
    case 'picked_up':
      return from;
    case 'in_transit':
      return `${from} → ${to}`;
    case 'arrived':
    case 'delivered':
      return to;
    default:
      return '';
  }
}

/** The same offer of the same carrier, e.g. priced again after the hand-over changed. */
export function isSameOffer(a: TariffOffer, b: TariffOffer): boolean {
  return (
    a.company.slug === b.company.slug && String(a.codes.tariff ?? a.name) === String(b.codes.tariff ?? b.name)
  );
}
