/** The user service (spec section 7): sign-in, feedback, profile, orders, tracking, flags. */
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES, ROLE_LEVELS } from './vocabulary';
import { PageLimit, PageNumber, RequiredText, Text } from './common';
import { OrderContacts } from './contact';
import { Directions } from './direction';
import { DeliverySearchPayload, TariffOffer, TariffPathLeg, TermDays, TextKey, TextValues } from './tariff';

const Email = RequiredText({ maxLength: 254, examples: ['ivan@mail.ru'] });

export const SignUpBody = Type.Object({
  email: Email,
  token: Type.Optional(Type.String({ maxLength: 10_000, description: 'Captcha solution; not required' })),
});
export const SignUpAnswer = Type.Object({
  expiresIn: Type.Integer({ description: 'seconds the code is valid' }),
});
export const ConfirmEmailBody = Type.Object({
  email: Email,
  code: RequiredText({ maxLength: 12, examples: ['042917'] }),
});
export const RefreshTokenBody = Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: 200 })) });
export const AuthTokens = Type.Object({
  accessToken: Type.String({ description: 'JWT, 15 minutes; send as Authorization: Bearer' }),
  refreshToken: Type.String({ description: 'one use: POST /auth/token/refresh gives the next' }),
});

export const RoleSlug = Type.Enum(Object.keys(ROLE_LEVELS) as Array<keyof typeof ROLE_LEVELS>);

export const ProfileUser = Type.Object({
  uuid: Type.String(),
  email: Type.String(),
  name: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  role: Type.Object({
    slug: RoleSlug,
    level: Type.Integer({ description: 'higher is more rights: USER 1 ... ADMIN 5' }),
  }),
});
export const ProfileAnswer = Type.Object({ user: ProfileUser });

const feedbackFields = {
  idempotencyKey: RequiredText({
    maxLength: 100,
    description: 'the same key and body answer the first response',
  }),
  token: RequiredText({ maxLength: 10_000, description: 'solved ALTCHA payload (GET /captcha/challenge)' }),
  phone: RequiredText({ maxLength: 40, examples: ['+7 (912) 345-67-89'] }),
  roistat: Type.String({ maxLength: 200, description: 'ad-tracking visit id; may be empty' }),
};
export const FeedbackMessage = Type.Object({ ...feedbackFields, message: RequiredText({ maxLength: 5000 }) });
export const CallbackRequest = Type.Object(feedbackFields);
export const Received = Type.Object({ id: Type.String({ description: 'the stored request' }) });

const OrderStatus = Type.Enum(ORDER_STATUSES);

export const OrderListItem = Type.Object({
  uuid: Type.String(),
  number: Type.String({ examples: ['A-12345678'] }),
  created_at: Type.String({ format: 'date-time' }),
  status: OrderStatus,
  fromCity: Type.Optional(Type.String()),
  toCity: Type.Optional(Type.String()),
  carrier: Type.Optional(Type.String({ description: "the carrier's name" })),
  carrierSlug: Type.Optional(
    Type.String({ description: "the carrier's slug: pages name it in their language by it" }),
  ),
  total: Type.Optional(Type.Number({ description: 'whole roubles' })),
  expectedDelivery: Type.Optional(
    Type.String({ description: 'the expected delivery date the offer gave (YYYY-MM-DD)' }),
  ),
});

/** `GET /user/profile/orders`: a page of the history, narrowed by status and period. */
export const UserOrdersQuery = Type.Object({
  page: PageNumber(),
  limit: PageLimit(50, { description: 'the site asks for 10' }),
  status: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'comma-separated statuses; empty or absent for any',
      examples: ['created,confirmed'],
    }),
  ),
  from: Type.Optional(
    Type.String({ maxLength: 10, description: 'placed on or after, YYYY-MM-DD (company time)' }),
  ),
  to: Type.Optional(
    Type.String({ maxLength: 10, description: 'placed on or before, YYYY-MM-DD (company time)' }),
  ),
});

export const OrderListPage = Type.Object({
  orders: Type.Array(OrderListItem),
  next: Type.Optional(
    Type.Union([Type.Object({ page: Type.Integer() }), Type.Null()], {
      description: 'null on the last page',
    }),
  ),
});

/** One step of an order's life: when it reached a status. */
export const OrderTimelineEntry = Type.Object({
  status: OrderStatus,
  at: Type.String({ format: 'date-time' }),
  kind: Type.Optional(
    Type.Enum(['status', 'loading_date'] as const, {
      description: "'loading_date': the loading date moved (to loadingDate) while the status stayed",
    }),
  ),
  loadingDate: Type.Optional(Type.String({ description: 'the new loading date of a loading_date entry' })),
});
const Timeline = Type.Array(OrderTimelineEntry);

/**
 * The codes an offer can carry (the engine's: `tariff`, `provider`, consolidated `weight` and
 * `km`, dedicated `vehicle`, `truckType`, `load`, `dop`). An order's copy is bounded here (a few
 * short values) and the server keeps only these keys before it checks the quote.
 */
export const ORDER_TARIFF_CODES = [
  'tariff',
  'provider',
  'weight',
  'km',
  'vehicle',
  'truckType',
  'load',
  'dop',
];
const OrderTariffCodes = Type.Record(
  Type.String(),
  // One schema of two types, not a union: a union's first branch would coerce the other type.
  Type.Unsafe<string | number>({ type: ['string', 'number'], maxLength: 200 }),
  { maxProperties: 20 },
);

/**
 * The offer as an order carries it back. Its price is proven by the signed quote when the order
 * is placed, so the fields are only bounded here, not held to the offer's own rules: the type is
 * the offer's (checked below), the quote optional so that a missing one gets its own message.
 */
export const OrderTariff = Type.Object({
  uuid: Text(100),
  name: Text(300),
  preliminarily: Type.Boolean(),
  description: Text(2000),
  company: Type.Object({ name: Text(300), slug: Text(100) }),
  photo: Type.Object({ url: Text(2000) }),
  dates: Type.Object({
    plannedDateLoadingCargo: Type.Object({ date: Text(40) }),
    plannedDateShipmentCargo: Type.Object({
      date: Text(40),
      text: Text(200),
      days: Type.Optional(TermDays),
    }),
  }),
  prices: Type.Array(
    Type.Object({
      name: Text(300),
      value: Type.Number(),
      key: Type.Optional(TextKey),
      values: Type.Optional(TextValues),
    }),
    { maxItems: 50 },
  ),
  total: Type.Number({ minimum: 0, maximum: 1e12, description: 'whole roubles, as the quote says' }),
  codes: OrderTariffCodes,
  metadata: Type.Object({
    mark: TariffOffer.properties.metadata.properties.mark,
    path: Type.Array(
      Type.Object({
        mark: TariffPathLeg.properties.mark,
        from: Text(300),
        to: Text(300),
        km: Type.Number({ minimum: 0 }),
      }),
      { maxItems: 50 },
    ),
  }),
  required: Type.Object({ passport: Type.Boolean() }),
  documents: Type.Array(Type.Object({ name: Text(300), url: Type.Optional(Text(2000)) }), { maxItems: 50 }),
  quote: Type.Optional(Text(4000, { description: 'the signed quote the tariff engine gave with the offer' })),
  expiresAt: Type.Optional(Text(40, { description: 'when the quote expires, as the offer said' })),
});

export const CreateOrderBody = Type.Object({
  contacts: OrderContacts,
  directions: Directions,
  delivery: DeliverySearchPayload,
  tariff: OrderTariff,
  roistat: Text(200),
  idempotencyKey: RequiredText({ maxLength: 100 }),
  isInternal: Type.Optional(
    Type.Boolean({
      description:
        'Manager mode (MANAGER and above, feature flag order-manager-mode): an internal order placed on behalf of customerEmail',
    }),
  ),
  customerEmail: Type.Optional(
    Text(254, {
      description: 'Manager mode: the customer the order is placed for (their account is created if new)',
    }),
  ),
});

export const OrderDetail = Type.Object(
  {
    ...OrderListItem.properties,
    loadingDate: Type.String({ format: 'date', description: 'The planned loading date' }),
    total: Type.Number({ description: 'Whole roubles, as the tariff quote vouched' }),
    contacts: OrderContacts,
    directions: Directions,
    delivery: DeliverySearchPayload,
    tariff: OrderTariff,
    timeline: Timeline,
    isInternal: Type.Optional(Type.Boolean({ description: 'placed by a manager on the customer’s behalf' })),
    expectedDelivery: Type.Optional(
      Type.String({ description: 'the expected delivery date the offer gave (YYYY-MM-DD)' }),
    ),
  },
  { description: 'An order, as its owner and staff see it' },
);

export const OrderRef = Type.Object({ uuid: RequiredText({ maxLength: 100 }) });

export const ChangeDatesBody = Type.Object({
  uuid: RequiredText({ maxLength: 100 }),
  date: RequiredText({ maxLength: 10, description: 'new loading date, YYYY-MM-DD' }),
});

export const ChangeOrderStatusBody = Type.Object({
  uuid: RequiredText({ maxLength: 100 }),
  status: OrderStatus,
  comment: Type.Optional(Text(1000, { description: 'why (kept in the audit log)' })),
});

/** A short-lived link to the waybill PDF; opening it needs no bearer token. */
export const Waybill = Type.Object({
  url: Type.String({ description: 'download link of the PDF, valid 10 minutes, no bearer token needed' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const TrackingInfo = Type.Object(
  {
    number: Type.String(),
    status: OrderStatus,
    from: Type.Object({ city: Type.String() }),
    to: Type.Object({ city: Type.String() }),
    timeline: Timeline,
    expectedDelivery: Type.Optional(
      Type.String({ description: 'the expected delivery date the offer gave (YYYY-MM-DD)' }),
    ),
  },
  { description: 'Where an order is: statuses and cities, nothing personal' },
);

/** A feature flag as the server evaluated it for one visitor (OpenFeature resolution). */
export const FlagEvaluation = Type.Object({
  value: Type.Boolean(),
  reason: Type.Enum(['DISABLED', 'ROLE', 'TARGETING_MATCH', 'SPLIT', 'STATIC'] as const),
});
export const FlagsAnswer = Type.Object({ flags: Type.Record(Type.String(), FlagEvaluation) });

export type SignUpBody = Static<typeof SignUpBody>;
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;
export type RefreshTokenBody = Static<typeof RefreshTokenBody>;
export type AuthTokens = Static<typeof AuthTokens>;
export type ProfileUser = Static<typeof ProfileUser>;
export type FeedbackMessage = Static<typeof FeedbackMessage>;
export type CallbackRequest = Static<typeof CallbackRequest>;
export type OrderListItem = Static<typeof OrderListItem>;
export type OrderListPage = Static<typeof OrderListPage>;
export type UserOrdersQuery = Static<typeof UserOrdersQuery>;
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;
export type CreateOrderBody = Static<typeof CreateOrderBody>;
export type OrderDetail = Static<typeof OrderDetail>;
export type OrderTariff = Static<typeof OrderTariff>;
// An order's tariff is an offer: the two types may not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<
  OrderTariff,
  Omit<TariffOffer, 'quote' | 'expiresAt'> & { quote?: string; expiresAt?: string }
> = true;
void sameShape;
/** What POST /order/create answers: the stored order. */
export type CreatedOrder = OrderDetail;
export type WaybillCreateBody = Static<typeof OrderRef>;
export type ChangeDatesBody = Static<typeof ChangeDatesBody>;
export type ChangeOrderStatusBody = Static<typeof ChangeOrderStatusBody>;
export type Waybill = Static<typeof Waybill>;
export type TrackingInfo = Static<typeof TrackingInfo>;
export type FlagEvaluation = Static<typeof FlagEvaluation>;
