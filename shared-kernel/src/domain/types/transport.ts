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

export type { ServerTransportRecord } from '@dostavka/shared-kernel/contract';
