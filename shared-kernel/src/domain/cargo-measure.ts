import type { ShipmentTotals } from './cargo-limits';
import type { CarDimension, CargoDimension, Dimensions } from './types/tariff';
import type { Cargo, Transport } from './types/cargo';
import { toCm, toGrams, toM3 } from './units';

/** Carriers bill light, bulky cargo as if a cubic metre weighed 200 kg. */
export const VOLUME_WEIGHT_KG_PER_M3 = 200;

/** Volume of one piece, cubic centimetres. */
export function cargoVolumeCm3(cargo: Pick<Cargo, 'size'>): number {
  const { width, height, length } = cargo.size;
  return toCm(width) * toCm(height) * toCm(length);
}

export function volumeWeightKg(m3: number): number {
  return m3 * VOLUME_WEIGHT_KG_PER_M3;
}

/** The weight a carrier bills: the actual weight or the volume weight, whichever is larger. */
export function chargeableWeightKg(actualKg: number, m3: number): number {
  return Math.max(actualKg, volumeWeightKg(m3));
}

function cargoDimension(cargo: Cargo): CargoDimension {
  return {
    width: toCm(cargo.size.width),
    height: toCm(cargo.size.height),
    length: toCm(cargo.size.length),
    rotable: cargo.rotate,
    stackable: cargo.stack,
    volume: toM3({ value: cargoVolumeCm3(cargo), unit: 'cm3' }),
    weight: toGrams(cargo.weight),
    quantity: cargo.quantity,
  };
}

function carDimension(transport: Transport): CarDimension {
  return {
    ...transport.size,
    weight: transport.weight,
    type: transport.type.name,
    load: transport.type.load.join('/'),
    additional: transport.type.additional.join(','),
  };
}

/**
 * The cargo and vehicle data the calculator receives with a search (spec 7). With totals
 * (weight-only mode) the places are left out and the totals stand for the whole shipment.
 */
export function buildDimensions(
  cargos: readonly Cargo[],
  transport: Transport | null = null,
  totals: ShipmentTotals | null = null,
): Dimensions {
  if (totals) {
    const grams = Math.round(totals.weightKg * 1000);
    const dimensions: Dimensions = {
      cargos: [],
      totals: { weight: grams, volume: totals.volumeM3, quantity: totals.quantity },
      commonWeight: grams,
      commonVolumeWeight: volumeWeightKg(totals.volumeM3),
    };
    if (transport) dimensions.car = carDimension(transport);
    return dimensions;
  }
  const pieces = cargos.map(cargoDimension);
  const commonWeight = pieces.reduce((sum, p) => sum + p.weight * p.quantity, 0);
  const commonM3 = pieces.reduce((sum, p) => sum + p.volume * p.quantity, 0);
  const dimensions: Dimensions = {
    cargos: pieces,
    commonWeight,
    commonVolumeWeight: volumeWeightKg(commonM3),
  };
  if (transport) dimensions.car = carDimension(transport);
  return dimensions;
}
