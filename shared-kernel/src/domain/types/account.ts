import type { RoleSlug } from '../roles';
import type { Contact } from './contact';
import type { Directions } from './direction';
import type { DeliverySearchPayload, TariffOffer } from './tariff';

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SignUpBody {
  email: string;
  /** Captcha solution. */
  token?: string;
}

export interface ConfirmEmailBody {
  email: string;
  code: string;
}

export interface RefreshTokenBody {
  refreshToken: string;
}

export interface ProfileUser {
  uuid: string;
  email: string;
  name?: string;
  phone?: string;
  role: { slug: RoleSlug; level: number };
}

export interface AuthState {
  loggedIn: boolean;
  user: ProfileUser | null;
  jwt: AuthTokens | null;
}

export interface OrderListItem {
  number: string;
  created_at: string;
  uuid: string;
}

export interface OrderListPage {
  orders: OrderListItem[];
  /** Absent or null on the last page. */
  next?: { page: number } | null;
}

export interface OrderContacts {
  payer: Contact;
  recipient: Contact;
  sender: Contact;
}

export interface CreateOrderBody {
  contacts: OrderContacts;
  directions: Directions;
  delivery: DeliverySearchPayload;
  tariff: TariffOffer;
  roistat: string;
  idempotencyKey: string;
}

export interface CreatedOrder {
  number: string;
  uuid: string;
}

export interface OrderDetail extends OrderListItem {
  status?: string;
  contacts?: OrderContacts;
  directions?: Directions;
  delivery?: DeliverySearchPayload;
  tariff?: TariffOffer;
}

export interface ChangeDatesBody {
  uuid: string;
  /** YYYY-MM-DD. */
  date: string;
}

export interface WaybillCreateBody {
  uuid: string;
}

export interface Waybill {
  url: string;
}

/** A feature flag as the server evaluated it for one visitor (OpenFeature resolution). */
export interface FlagEvaluation {
  value: boolean;
  reason: 'DISABLED' | 'ROLE' | 'TARGETING_MATCH' | 'SPLIT' | 'STATIC';
}
