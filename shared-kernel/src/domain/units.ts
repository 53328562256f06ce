import type { LengthUnit, Measure, VolumeUnit, WeightUnit } from './types/cargo';

const GRAMS: Record<WeightUnit, number> = { g: 1, kg: 1000, t: 1_000_000 };
const CENTIMETRES: Record<LengthUnit, number> = { mm: 0.1, cm: 1, m: 100 };
const CM3_PER_M3 = 1_000_000;

export function toGrams(weight: Measure<WeightUnit>): number {
  return weight.value * GRAMS[weight.unit];
}

export function toCm(length: Measure<LengthUnit>): number {
  return length.value * CENTIMETRES[length.unit];
}

export function toCm3(volume: Measure<VolumeUnit>): number {
  return volume.unit === 'm3' ? volume.value * CM3_PER_M3 : volume.value;
}

export function toM3(volume: Measure<VolumeUnit>): number {
  return volume.unit === 'cm3' ? volume.value / CM3_PER_M3 : volume.value;
}

export function gramsToTonnes(grams: number): number {
  return grams / GRAMS.t;
}
