import type { PathMark, ResponseMark } from '../enums';
import type { Directions } from './direction';

export interface TariffPrice {
  name: string;
  value: number;
}

/** One leg of an offer's route. */
export interface TariffPathLeg {
  mark: PathMark;
  /** City names at each end of the leg. */
  from: string;
  to: string;
  /** Road kilometres. */
  km: number;
}

export interface TariffMetadata {
  mark: ResponseMark;
  path: TariffPathLeg[];
}

export interface TariffDocument {
  name: string;
  url?: string;
}

export interface TariffOffer {
  /** Identifies the offer when an order re-checks it on the server. */
  uuid: string;
  name: string;
  /** The price is preliminary and may change after the carrier confirms it. */
  preliminarily: boolean;
  description: string;
  company: { name: string; slug: string };
  photo: { url: string };
  dates: {
    plannedDateLoadingCargo: { date: string };
    plannedDateShipmentCargo: { date: string; text: string };
  };
  prices: TariffPrice[];
  total: number;
  codes: Record<string, string | number>;
  metadata: TariffMetadata;
  required: { passport: boolean };
  documents: TariffDocument[];
  /** Signed by the server (valid 30 minutes): an order proves its price with it. */
  quote: string;
  /** When the quote stops backing an order (ISO date-time): the client prices again before. */
  expiresAt: string;
}

/** Per cargo piece group, as the calculator expects it. */
export interface CargoDimension {
  /** Centimetres. */
  width: number;
  height: number;
  length: number;
  rotable: boolean;
  stackable: boolean;
  /** Cubic metres of one piece. */
  volume: number;
  /** Grams of one piece. */
  weight: number;
  quantity: number;
}

export interface CarDimension {
  length: number;
  height: number;
  width: number;
  /** Tonnes. */
  weight: number;
  type: string;
  /** Loading ways joined by '/'. */
  load: string;
  /** Extra services joined by ','. */
  additional: string;
}

export interface Dimensions {
  cargos: CargoDimension[];
  /** Grams, all pieces. */
  commonWeight: number;
  /** Kilograms, all pieces, at 200 kg per cubic metre. */
  commonVolumeWeight: number;
  car?: CarDimension;
}

/** What the calculator needs about the delivery (no UI-only state). */
export interface DeliverySearchPayload {
  type: { slug: 'combined' | 'dedicated' };
  isDedicated: boolean;
  declared: number;
  description: string;
  date: string;
  dimensions: Dimensions;
}

/** Sent over the realtime channel to start a search. */
export interface TariffSearchData {
  id: string;
  directions: Directions;
  delivery: DeliverySearchPayload;
  tariff: TariffOffer | null;
}

/** Staff figures over one search (POST /analytics/consolidated and /dedicated, MANAGER and above). */
export interface TariffAnalytics {
  /** Road kilometres between the two cities. */
  distanceKm: number;
  providers: Array<{
    /** Provider slug. */
    provider: string;
    name: string;
    count: number;
    /** Totals in roubles; null when the provider had no offers. */
    min: number | null;
    median: number | null;
    max: number | null;
    /** Median km of the provider's loaded route (through its hubs). */
    distanceKm: number | null;
  }>;
}
