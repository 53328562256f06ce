import type { WeightUnit } from '../../contract/vocabulary';

export type { WeightUnit };
export type LengthUnit = 'mm' | 'cm' | 'm';
export type VolumeUnit = 'cm3' | 'm3';

export interface Measure<U extends string> {
  value: number;
  unit: U;
}

export interface CargoSize {
  width: Measure<LengthUnit>;
  height: Measure<LengthUnit>;
  length: Measure<LengthUnit>;
}

export interface Cargo {
  id: string;
  size: CargoSize;
  /** Of one piece. Volume is not stored: `cargoVolumeCm3` derives it from the sizes. */
  weight: Measure<WeightUnit>;
  quantity: number;
  /** Slug of the packaging preset the cargo came from. */
  slug: string;
  rotate: boolean;
  stack: boolean;
}

/** Sizes in centimetres. */
export interface TransportSize {
  length: number;
  height: number;
  width: number;
}

/** A body type a vehicle can have, with the loading ways and extra services it allows. */
export interface TransportBodyType {
  name: string;
  loads: string[];
  additional: string[];
}

/** The vehicle chosen for a dedicated delivery. */
export interface Transport {
  size: TransportSize;
  /** Tonnes. */
  weight: number;
  type: {
    name: string;
    load: string[];
    additional: string[];
  };
}
