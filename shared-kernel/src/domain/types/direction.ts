import type { DeliveryMethodSlug } from '../enums';
import type { City } from './geo';

export interface DeliveryMethod {
  /** Translation key of the label. */
  key: string;
  slug: DeliveryMethodSlug;
  disabled: boolean;
}

export interface Address {
  value: string;
  office: string;
  intercom: string;
}

export interface Direction {
  deliveryMethod: DeliveryMethod;
  city: City | null;
  address: Address;
}

export interface Directions {
  from: Direction;
  to: Direction;
}
