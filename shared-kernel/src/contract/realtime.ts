/**
 * The realtime tariff search (spec section 7) on the namespace CALCULATOR_NAMESPACE: the client
 * starts a search with 'calculator:precast' or 'calculator:dedicated', the server streams
 * 'get:tariff' batches (the last with `done`) and reports problems as 'error' events.
 */
import { Type, type Static } from 'typebox';

import { SEARCH_ERROR, SEARCH_LIMIT_ERROR, TOKEN_ERROR } from './names';
import { ORDER_STATUSES } from './vocabulary';
import { TariffOffer, TariffSearchData } from './tariff';
import { StaffOrderChanged } from './staff';

/** Offers of one search, streamed as each provider finishes; `done` marks the last batch. */
export const TariffBatch = Type.Object({
  id: Type.String(),
  tariffs: Type.Array(TariffOffer),
  done: Type.Optional(Type.Boolean()),
});

export const RealtimeError = Type.Object({
  name: Type.Union([Type.Literal(SEARCH_ERROR), Type.Literal(SEARCH_LIMIT_ERROR), Type.Literal(TOKEN_ERROR)]),
  message: Type.String(),
  id: Type.Optional(Type.String({ description: 'The search the error is about, when it is about one' })),
});

export const CancelSearch = Type.Object({ id: Type.String() });

/** Every event the client sends, with its payload. */
export const RealtimeClientEvents = Type.Object({
  /** Search for dedicated vehicles. */
  'calculator:dedicated': TariffSearchData,
  /** Search for combined freight and partners. */
  'calculator:precast': TariffSearchData,
  'calculator:cancel': CancelSearch,
  /** On the tracking namespace (TRACKING_NAMESPACE) only: the order number a tracking page shows. */
  'tracking:watch': Type.String(),
});

/** What an open tracking page hears when staff move the order it shows: no more than tracking says. */
export const TrackingChanged = Type.Object({
  number: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  at: Type.String({ format: 'date-time' }),
});

/** Every event the server sends, with its payload. */
export const RealtimeServerEvents = Type.Object({
  'get:tariff': TariffBatch,
  error: RealtimeError,
  /** On the staff namespace (STAFF_NAMESPACE) only: an order was placed or changed. */
  'order:changed': StaffOrderChanged,
  /** On the tracking namespace (TRACKING_NAMESPACE) only: the watched order changed. */
  'tracking:changed': TrackingChanged,
});

export type TariffBatch = Static<typeof TariffBatch>;
export type TrackingChanged = Static<typeof TrackingChanged>;
export type RealtimeError = Static<typeof RealtimeError>;
export type RealtimeClientEvents = Static<typeof RealtimeClientEvents>;
export type RealtimeServerEvents = Static<typeof RealtimeServerEvents>;

/** socket.io's form of an event map: one listener per event, taking the event's one payload. */
export type EventListeners<M> = { [K in keyof M]: (payload: M[K]) => void };
