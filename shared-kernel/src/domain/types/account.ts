import type { OrderStatus } from '../order-status';
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
  status: OrderStatus;
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
  /** Manager mode (MANAGER and above, behind its feature flag): the customer the order is placed for. */
  customerEmail?: string;
  /** Manager mode: an order staff place for the company's own needs or on a customer's behalf. */
  isInternal?: boolean;
}

/** One step of an order's life: when it reached a status. */
export interface OrderTimelineEntry {
  status: OrderStatus;
  /** ISO date-time. */
  at: string;
}

/** An order as its owner and staff see it. */
export interface OrderDetail extends OrderListItem {
  /** The planned loading date, YYYY-MM-DD. */
  loadingDate: string;
  /** Whole roubles, as the tariff quote vouched. */
  total: number;
  contacts: OrderContacts;
  directions: Directions;
  delivery: DeliverySearchPayload;
  tariff: TariffOffer;
  timeline: OrderTimelineEntry[];
  /** Placed by staff in manager mode. */
  isInternal?: boolean;
}

/** What POST /order/create answers: the stored order. */
export type CreatedOrder = OrderDetail;

export interface ChangeDatesBody {
  uuid: string;
  /** The new loading date, YYYY-MM-DD. */
  date: string;
}

/** Staff move an order along its timeline. */
export interface ChangeOrderStatusBody {
  uuid: string;
  status: OrderStatus;
}

/** Public tracking by order number: the timeline and the cities, nothing personal. */
export interface TrackingInfo {
  number: string;
  status: OrderStatus;
  from: { city: string };
  to: { city: string };
  timeline: OrderTimelineEntry[];
}

export interface WaybillCreateBody {
  uuid: string;
}

/** A short-lived link to the waybill PDF; opening it needs no bearer token. */
export interface Waybill {
  url: string;
  /** ISO date-time after which the link no longer works. */
  expiresAt: string;
}

/** A feature flag as the server evaluated it for one visitor (OpenFeature resolution). */
export interface FlagEvaluation {
  value: boolean;
  reason: 'DISABLED' | 'ROLE' | 'TARGETING_MATCH' | 'SPLIT' | 'STATIC';
}
