/** The cargo as the engine prices it: places in cm and kg, totals, chargeable weight. */
import { chargeableWeightKg, type CargoDimension } from '@dostavka/shared-kernel/domain';

export interface Place {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
  rotable: boolean;
  stackable: boolean;
  quantity: number;
}

export interface CargoSummary {
  /** Empty when the shipment is known by its totals alone (weight-only mode). */
  places: Place[];
  /** Weight-only mode: no sizes are known, so nothing is fitted into a locker cell. */
  byTotals?: boolean;
  /** Pieces, all rows. */
  count: number;
  weightKg: number;
  volumeM3: number;
  /** max(actual kg, m3 x 200): what consolidated carriers bill. */
  chargeableKg: number;
}

export function placeOf(dimension: Omit<CargoDimension, 'volume'>): Place {
  return {
    lengthCm: dimension.length,
    widthCm: dimension.width,
    heightCm: dimension.height,
    weightKg: dimension.weight / 1000,
    rotable: dimension.rotable,
    stackable: dimension.stackable,
    quantity: dimension.quantity,
  };
}

/** Totals from the sizes and weights themselves: the client's own totals are not trusted. */
export function summarizeCargo(places: Place[]): CargoSummary {
  let count = 0;
  let weightKg = 0;
  let volumeM3 = 0;
  for (const place of places) {
    count += place.quantity;
    weightKg += place.weightKg * place.quantity;
    volumeM3 += ((place.lengthCm * place.widthCm * place.heightCm) / 1_000_000) * place.quantity;
  }
  return { places, count, weightKg, volumeM3, chargeableKg: chargeableWeightKg(weightKg, volumeM3) };
}

/** A shipment known only by its totals: the engine prices the weight and volume it was told. */
export function summarizeTotals(weightKg: number, volumeM3: number, count: number): CargoSummary {
  return {
    places: [],
    byTotals: true,
    count,
    weightKg,
    volumeM3,
    chargeableKg: chargeableWeightKg(weightKg, volumeM3),
  };
}
