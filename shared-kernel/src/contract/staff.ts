/**
 * The staff console's orders board (issue 19): the list staff filter and search, an order with its
 * audit and notes, the actions on it, and the realtime namespace that tells open boards of changes.
 */
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES } from './vocabulary';
import { Paged, PageLimit, PageNumber, RequiredText } from './common';
import { OrderDetail, OrderListItem, RoleSlug } from './account';

const OrderStatus = Type.Enum(ORDER_STATUSES);

/** A staff member an order can be assigned to. */
export const StaffMember = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  role: RoleSlug,
});

/** One row of the board. */
export const StaffOrderRow = Type.Object({
  ...OrderListItem.properties,
  provider: Type.String(),
  customerEmail: Type.String(),
  loadingDate: Type.String(),
  internal: Type.Boolean({ description: 'placed by staff on the customer’s behalf' }),
  manager: Type.Union([StaffMember, Type.Null()]),
});
export const StaffOrderPage = Paged(StaffOrderRow);

/** The orders board's filters, as the query string carries them (the empty ones left out). */
export const StaffOrdersQuery = Type.Object({
  status: Type.Optional(
    Type.String({ maxLength: 200, description: 'comma-separated statuses', examples: ['created,confirmed'] }),
  ),
  carrier: Type.Optional(Type.String({ maxLength: 100, description: "the carrier's slug" })),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'either end of the route (name prefix)' })),
  from: Type.Optional(Type.String({ maxLength: 10, description: 'placed on or after, YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'placed on or before, YYYY-MM-DD' })),
  placedBy: Type.Optional(Type.Enum(['staff', 'customer'] as const)),
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'number, e-mail, INN or phone (a part of any)' }),
  ),
  page: PageNumber({ default: 1 }),
  limit: PageLimit(100, { default: 20 }),
});

/** One staff action as the audit log keeps it. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Union([Type.Object({ id: Type.String(), email: Type.String() }), Type.Null()]),
  action: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  comment: Type.Union([Type.String(), Type.Null()]),
});

export const OrderNote = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  author: Type.Object({ id: Type.String(), email: Type.String() }),
  text: Type.String(),
});

/** An order as the board opens it: what the customer sees, and who, audit and notes. */
export const StaffOrderDetail = Type.Object({
  order: OrderDetail,
  customerEmail: Type.String(),
  placedBy: Type.Union([Type.String(), Type.Null()]),
  manager: Type.Union([StaffMember, Type.Null()]),
  /** The statuses the order may move to now. */
  nextStatuses: Type.Array(OrderStatus),
  audit: Type.Array(AuditEntry),
  notes: Type.Array(OrderNote),
});

export const StaffStatusBody = Type.Object({
  status: OrderStatus,
  comment: RequiredText({ maxLength: 1000, description: 'why: every status change says it' }),
});
export const StaffManagerBody = Type.Object({
  managerId: Type.Union([RequiredText({ maxLength: 100 }), Type.Null()], {
    description: 'a staff member’s id, or null to take the order off everybody',
  }),
});
export const StaffNoteBody = Type.Object({ text: RequiredText({ maxLength: 4000 }) });

/** Something happened to an order: boards refresh the row (and the open detail). */
export const StaffOrderChanged = Type.Object({
  uuid: Type.String(),
  number: Type.String(),
  status: OrderStatus,
  change: Type.Enum(['created', 'status', 'loading_date', 'manager', 'note'] as const),
  at: Type.String({ format: 'date-time' }),
});

export const StaffServerEvents = Type.Object({ 'order:changed': StaffOrderChanged });

export type StaffMember = Static<typeof StaffMember>;
export type StaffOrderRow = Static<typeof StaffOrderRow>;
export type StaffOrderPage = Static<typeof StaffOrderPage>;
export type StaffOrdersQuery = Static<typeof StaffOrdersQuery>;
export type AuditEntry = Static<typeof AuditEntry>;
export type OrderNote = Static<typeof OrderNote>;
export type StaffOrderDetail = Static<typeof StaffOrderDetail>;
export type StaffStatusBody = Static<typeof StaffStatusBody>;
export type StaffManagerBody = Static<typeof StaffManagerBody>;
export type StaffNoteBody = Static<typeof StaffNoteBody>;
export type StaffOrderChanged = Static<typeof StaffOrderChanged>;
export type StaffServerEvents = Static<typeof StaffServerEvents>;
