/**
 * The database schema (PostgreSQL dialect, the same on PGlite and on PostgreSQL). Tables carry no
 * schema name so that `search_path` decides where they live (tests isolate themselves that way).
 * After a change run `npm run db:generate -w @dostavka/infra` and commit the new migration.
 */
import {
  check,
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

export type RegionRow = typeof regions.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
