import type { PackagingPreset } from '../packaging';
import type { TransportBodyType, TransportSize } from './cargo';

export type TransportSlug = 'combined' | 'dedicated';

/** A vehicle offered for dedicated delivery, built from a server record. */
export interface DedicatedOption {
  uuid: string;
  objectId: string;
  name: string;
  icon: string;
  size: TransportSize;
  /** Cubic centimetres: width × height × length. */
  volume: number;
  /** Tonnes. */
  weight: number;
  types: TransportBodyType[];
}

interface TransportTypeBase {
  /** Translation key. */
  name: string;
  /** Translation key. */
  subtitle: string;
}

export interface CombinedTransportType extends TransportTypeBase {
  slug: 'combined';
  icon: 'box';
  options: PackagingPreset[];
}

export interface DedicatedTransportType extends TransportTypeBase {
  slug: 'dedicated';
  icon: 'gazelle';
  options: DedicatedOption[];
}

export type TransportType = CombinedTransportType | DedicatedTransportType;
export type TransportOption = PackagingPreset | DedicatedOption;

/** A vehicle as the content service lists it (`GET /car`): sizes in cm, weight in grams. */
export interface ServerTransportRecord {
  uuid: string;
  objectId: string;
  name: string;
  icon: string;
  width: number;
  height: number;
  length: number;
  weight: number;
  types: Array<{
    name: string;
    loads: Array<{ name: string }>;
    additional: Array<{ name: string }>;
  }>;
}
