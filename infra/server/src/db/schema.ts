/**
 * The database schema (PostgreSQL dialect, the same on PGlite and on PostgreSQL). Tables carry no
 * schema name so that `search_path` decides where they live (tests isolate themselves that way).
 * After a change run `npm run db:generate -w @dostavka/infra` and commit the new migration.
 */
import {
  boolean,
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RateCard } from '../tariffs/rate-card';
import type { Vehicle } from '../tariffs/request';
import type {
  DeliverySearchPayload,
  Directions,
  OrderContacts,
  OrderStatus,
  RoleSlug,
} from '@dostavka/shared-kernel/domain';
import type { LockerLimits, OrderDetail, PointKind } from '@dostavka/shared-kernel/contract';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/** Federal subjects of Russia, keyed by the two-digit KLADR region code. */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  timezone: text('timezone').notNull(),
  countryName: text('country_name').notNull().default('Россия'),
  countryCode: varchar('country_code', { length: 2 }).notNull().default('RU'),
  warning: text('warning'),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Lower case, 'ё' folded to 'е': what search compares, so the database collation never matters. */
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull().unique(),
    /** KLADR id (13 digits). */
    code: varchar('code', { length: 13 }).notNull().unique(),
    fias: uuid('fias').notNull().unique(),
    postcode: varchar('postcode', { length: 6 }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    timezone: text('timezone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull(),
    /** Higher first; derived from population with the company's home city on top. */
    popularity: integer('popularity').notNull(),
    warning: text('warning'),
  },
  (table) => [
    index('cities_region_id_idx').on(table.regionId),
    index('cities_popularity_idx').on(table.popularity),
  ],
);

/** The texts of a page in one more language (Russian is in the columns themselves). */
export interface PageText {
  title: string;
  description: string;
  h1: string;
  body: string;
}

/**
 * Pages found by URL: the SEO catalogue and the other catch-all pages, and the texts of the
 * company and information pages. `catalogue` names the catalogue group of spec section 2 a page
 * belongs to (null: not part of the catalogue).
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    h1: text('h1').notNull(),
    /** HTML. */
    body: text('body').notNull(),
    catalogue: text('catalogue'),
    en: jsonb('en').$type<PageText>(),
    /** When its texts last changed: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_pages_catalogue_idx').on(table.catalogue)],
);

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  en: jsonb('en').$type<{ name: string }>(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    /** HTML. */
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    en: jsonb('en').$type<{ question: string; answer: string }>(),
    /** When the question or answer last changed: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faqs_category_id_idx').on(table.categoryId)],
);

/** One vote per visitor (a random id in a cookie) per question; a new vote replaces the old. */
export const faqVotes = pgTable(
  'faq_votes',
  {
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    visitor: uuid('visitor').notNull(),
    vote: varchar('vote', { length: 7 }).notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.faqId, table.visitor] }),
    check('faq_votes_vote_check', sql`${table.vote} in ('like', 'dislike')`),
  ],
);

/** City pairs the site has a direction page for (the lists of /route/). */
export const directions = pgTable(
  'directions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromCityId: integer('from_city_id')
      .notNull()
      .references(() => cities.id),
    toCityId: integer('to_city_id')
      .notNull()
      .references(() => cities.id),
    /** Higher first. */
    popularity: integer('popularity').notNull(),
  },
  (table) => [
    unique('directions_pair_unique').on(table.fromCityId, table.toCityId),
    index('directions_popularity_idx').on(table.popularity),
  ],
);

/**
 * Feature flags, evaluated per visitor by the server (the shell's OpenFeature provider reads
 * them): on when enabled, the visitor's role reaches `min_role`, and the visitor is listed or
 * falls in the rollout percentage.
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  /** What the flag is for, in Russian; `en` holds the English (as pages and FAQ keep theirs). */
  description: text('description').notNull(),
  en: jsonb('en').$type<{ description: string }>(),
  enabled: boolean('enabled').notNull().default(false),
  /** Lowest role that may see it (null: everybody, guests included). */
  minRole: text('min_role'),
  /** 0-100: the share of visitors (by a stable hash of flag and visitor) that get it. */
  rolloutPercent: integer('rollout_percent').notNull().default(100),
  /** User ids that get it whatever the percentage. */
  userIds: jsonb('user_ids').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The fleet (GET /api/content/car): inner body sizes in cm, capacity in kg. */
export const vehicles = pgTable('vehicles', {
  slug: text('slug').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  objectId: text('object_id').notNull(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  lengthCm: integer('length_cm').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
  capacityKg: integer('capacity_kg').notNull(),
  /** Body types with the loading kinds and extra services each allows. */
  bodies: jsonb('bodies').$type<Vehicle['bodies']>().notNull(),
});

/** One rate card per tariff provider (own services and partners), replaced whole by staff. */
/**
 * Carriers' pick-up points (issue 15): terminals, offices and parcel lockers. Seeded at the first
 * start for every consolidated card's terminal cities (see `db/seed/pickup-points.ts`).
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    /** The point's code, e.g. 'dostavka-network-7800000000000-p1'. */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind').$type<PointKind>().notNull(),
    /** KLADR id of the city. */
    cityCode: varchar('city_code', { length: 13 }).notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    hours: text('hours').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** A locker's largest cell and weight limit; null for a terminal or an office. */
    locker: jsonb('locker').$type<LockerLimits>(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('pickup_points_city_provider_idx').on(table.cityCode, table.provider),
    check('pickup_points_kind_check', sql`${table.kind} in ('WAREHOUSE', 'OFFICE', 'POSTAMAT')`),
  ],
);

/**
 * A carrier's id of one of our cities (issue 35), asked of its API once and kept: null
 * `carrier_city_id` when the carrier does not serve the city (asked again after a while).
 */
export const carrierCities = pgTable(
  'carrier_cities',
  {
    carrier: text('carrier').notNull(),
    /** KLADR id of our city. */
    cityCode: varchar('city_code', { length: 13 }).notNull(),
    carrierCityId: text('carrier_city_id'),
    name: text('name').notNull().default(''),
    /** Whatever else the carrier needs besides the id. */
    extra: jsonb('extra').$type<Record<string, string | number>>(),
    resolvedAt: at('resolved_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.carrier, table.cityCode] })],
);

/**
 * When a carrier's points of a city were last synced into `pickup_points` (provider = the
 * carrier), and how it went: the start and the daily timer sync what is older than a day.
 */
export const carrierPointSyncs = pgTable(
  'carrier_point_syncs',
  {
    carrier: text('carrier').notNull(),
    cityCode: varchar('city_code', { length: 13 }).notNull(),
    syncedAt: at('synced_at').notNull(),
    points: integer('points').notNull(),
    /** The last attempt's fault; null when it succeeded. */
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.carrier, table.cityCode] })],
);

export const rateCards = pgTable('rate_cards', {
  provider: text('provider').primaryKey(),
  /** Offers are listed in this order when providers finish together. */
  position: integer('position').notNull(),
  card: jsonb('card').$type<RateCard>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member's user id; null for the seed. */
  updatedBy: text('updated_by'),
  /** Raised by every change: processes compare it with the card they price with (reconcile). */
  version: integer('version').notNull().default(1),
});

/**
 * Every version a rate card has had (the staff console's history and restore): the live one is
 * also in `rate_cards`. A card edited before this table existed gets its live version written
 * here at its next change.
 */
export const rateCardHistory = pgTable(
  'rate_card_history',
  {
    provider: text('provider')
      .notNull()
      .references(() => rateCards.provider, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    card: jsonb('card').$type<RateCard>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member; null for the seed (or an id that is no user's). */
    by: uuid('by').references(() => users.id),
    /** A restore: the version it copied. */
    restoredFrom: integer('restored_from'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.version] })],
);

/** Accounts: created at the first confirmed sign-in code. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  role: text('role').$type<RoleSlug>().notNull().default('USER'),
  name: text('name'),
  phone: text('phone'),
  /**
   * Carried in every access token and compared on every authenticated request: raised by a
   * sign-out everywhere or a role change, it ends the access tokens issued before.
   */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A signed-in customer's address book: one entry per person (the kernel's contactSignature of
 * name and phone), filed under the city it was last used in. Oldest first by updated_at.
 */
export const savedContacts = pgTable(
  'saved_contacts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    cityCode: text('city_code').notNull(),
    cityFias: text('city_fias').notNull(),
    cityName: text('city_name'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.signature] })],
);

/** The one pending sign-in code of an address; only an HMAC of the code is kept. */
export const signInCodes = pgTable('sign_in_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  /** Wrong tries so far; the code dies at 5. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * Refresh tokens, by the SHA-256 of the token. A family is one sign-in and all its rotations;
 * presenting a used token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in's absolute end: rotation never extends it. */
    familyExpiresAt: at('family_expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);

/** One row per counted event (a code sent to an address, from an address); read as a sliding window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('rate_limit_hits_key_at_idx').on(table.key, table.at)],
);

/** Idempotency keys of POST calls: who ran first, with which body, and what it answered. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The operation and, for signed-in calls, the user: keys of different users never meet. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    /** A 'running' claim older than this was abandoned (the process died) and may be taken over. */
    lockedUntil: at('locked_until').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** Spent ALTCHA challenges, so that one solution is accepted once. */
export const captchaSolutions = pgTable('captcha_solutions', {
  id: text('id').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Feedback messages and callback requests, as received. */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'message' | 'callback'>().notNull(),
    /** Normalised: 7 and 10 digits. */
    phone: text('phone').notNull(),
    message: text('message'),
    roistat: text('roistat').notNull(),
    createdAt: createdAt(),
    /** The staff inbox (issue 19): new, taken by a staff member, done with an outcome. */
    state: text('state').$type<'new' | 'in_progress' | 'done'>().notNull().default('new'),
    takenBy: uuid('taken_by').references(() => users.id),
    takenAt: at('taken_at'),
    /** What came of the call or the answer (free text). */
    outcome: text('outcome'),
    doneAt: at('done_at'),
  },
  (table) => [index('feedback_requests_state_idx').on(table.state, table.createdAt)],
);

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** Mail kept locally when no SMTP server is configured (development and tests read it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail, their bytes in base64. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'A-12345678'. */
    number: varchar('number', { length: 10 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    loadingDate: date('loading_date', { mode: 'string' }).notNull(),
    /** Whole roubles, from the quote. */
    total: integer('total').notNull(),
    provider: text('provider').notNull(),
    /** City names, for tracking without reading the personal data. */
    fromCity: text('from_city').notNull(),
    toCity: text('to_city').notNull(),
    contacts: jsonb('contacts').$type<OrderContacts>().notNull(),
    directions: jsonb('directions').$type<Directions>().notNull(),
    delivery: jsonb('delivery').$type<DeliverySearchPayload>().notNull(),
    tariff: jsonb('tariff').$type<OrderDetail['tariff']>().notNull(),
    roistat: text('roistat').notNull(),
    /** Placed by staff in manager mode, on the customer's behalf (the customer is `userId`). */
    internal: boolean('internal').notNull().default(false),
    /** SHA-256 of the signed quote that backs the order: a quote backs one order. */
    quoteId: text('quote_id').unique(),
    /** The manager who placed an internal order; null when the customer placed it. */
    placedBy: uuid('placed_by').references(() => users.id),
    /** The staff member who looks after the order (orders board); null while nobody does. */
    managerId: uuid('manager_id').references(() => users.id),
    /** The customer's language when the order was placed: the e-mails about it are written in it. */
    lang: text('lang').$type<'ru' | 'en'>().notNull().default('ru'),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_created_at_idx').on(table.createdAt),
  ],
);

/** The timeline: one row per status an order reached. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** What happened: the order reached `status`, or its loading date moved (to `loadingDate`). */
    kind: text('kind').$type<'status' | 'loading_date'>().notNull().default('status'),
    /** The new loading date of a 'loading_date' entry. */
    loadingDate: date('loading_date', { mode: 'string' }),
    /** Who moved it; null for the customer's own creation. */
    byUserId: uuid('by_user_id').references(() => users.id),
    at: at('at').notNull(),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId)],
);

/** Staff's internal notes on an order (never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('order_notes_order_id_idx').on(table.orderId)],
);

/**
 * The audit log: one row per staff action, whatever it acts on (`entity` names the kind: 'order',
 * later 'rate-card', 'flag', 'inbox'), with the state before and after as JSON.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The user who acted; null for the server itself. */
    actorId: uuid('actor_id').references(() => users.id),
    /** The actor's role at the time. */
    actorRole: text('actor_role').$type<RoleSlug>(),
    /** e.g. 'order.status', 'order.manager', 'order.note'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    comment: text('comment'),
    at: at('at').notNull(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.id)],
);

/**
 * The remote registry (issue 14): every registered version of each remote with the integrity of
 * its manifest and entry as they were checked at registration.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    entryUrl: text('entry_url'),
    /** `sha256-<base64>`; null for the versions seeded from the configuration (never fetched). */
    manifestIntegrity: text('manifest_integrity'),
    entryIntegrity: text('entry_integrity'),
    /** The kernel range the remote's manifest declares. */
    kernelRange: text('kernel_range'),
    /** The server build beside the manifest (remotes with server-rendered pages) and its integrity. */
    serverUrl: text('server_url'),
    serverIntegrity: text('server_integrity'),
    /** Failure reports and documents served with this version, from every process (0018). */
    failures: bigint('failures', { mode: 'number' }).notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    registeredBy: text('registered_by'),
    registeredAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);

/** Each remote's active version, its canary and the earlier active versions a rollback returns to. */
export const remotes = pgTable('remotes', {
  name: text('name').primaryKey(),
  active: text('active').notNull(),
  canary: text('canary'),
  canaryPercent: integer('canary_percent'),
  /** Earlier active versions, the latest last. */
  previous: jsonb('previous').$type<string[]>().notNull().default([]),
});

/** Every change of the registry: who, when, from which version to which. Its largest id is the registry's version. */
export const remoteAudit = pgTable(
  'remote_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    action: text('action')
      .$type<'seed' | 'register' | 'activate' | 'canary' | 'rollback' | 'delete'>()
      .notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version'),
    canaryPercent: integer('canary_percent'),
    /** The user id; null for the server itself (seeding). */
    byUser: text('by_user'),
    at: createdAt(),
  },
  (table) => [index('remote_audit_remote_idx').on(table.remote, table.id)],
);

export type RegionRow = typeof regions.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type RateCardRow = typeof rateCards.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
export type RemoteRow = typeof remotes.$inferSelect;
export type RemoteAuditRow = typeof remoteAudit.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
