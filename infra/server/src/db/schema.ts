/**
 * The database schema (PostgreSQL dialect, the same on PGlite and on PostgreSQL). Tables carry no
 * schema name so that `search_path` decides where they live (tests isolate themselves that way).
 * After a change run `npm run db:generate -w @dostavka/infra` and commit the new migration.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RateCard } from '../tariffs/rate-card';
import type { Vehicle } from '../tariffs/request';

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

/** Generic pages found by URL (the catch-all routes of the site). */
export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  h1: text('h1').notNull(),
  body: text('body').notNull(),
});

/**
 * Feature flags, evaluated per visitor by the server (the shell's OpenFeature provider reads
 * them): on when enabled, the visitor's role reaches `min_role`, and the visitor is listed or
 * falls in the rollout percentage.
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
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
export const rateCards = pgTable('rate_cards', {
  provider: text('provider').primaryKey(),
  /** Offers are listed in this order when providers finish together. */
  position: integer('position').notNull(),
  card: jsonb('card').$type<RateCard>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member's user id; null for the seed. */
  updatedBy: text('updated_by'),
});

export type RegionRow = typeof regions.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type RateCardRow = typeof rateCards.$inferSelect;
