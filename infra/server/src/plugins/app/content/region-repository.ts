import type { RegionRef } from '@dostavka/shared-kernel/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, regions } from '../../../db/schema';
import { searchForm } from '../../../db/search-form';
import type { Paging } from '../../../content/refs';

export interface RegionRow extends RegionRef {
  id: number;
  timezone: string;
  cities: number;
  /** A federal city (Москва, Санкт-Петербург, Севастополь): the region is its city. */
  federal: boolean;
}

export interface RegionRepository {
  /** Regions by name; `search` keeps those with a word starting with it. */
  list(paging: Paging, search?: string): Promise<{ regions: RegionRow[]; total: number }>;
  findBySlug(slug: string): Promise<RegionRow | null>;
}

export function regionRepository(db: Database): RegionRepository {
  const select = () =>
    db
      .select({
        id: regions.id,
        code: regions.code,
        name: regions.name,
        slug: regions.slug,
        timezone: regions.timezone,
        cities: count(cities.id),
        federal: sql<boolean>`coalesce(bool_or(${cities.name} = ${regions.name}), false)`,
      })
      .from(regions)
      .leftJoin(cities, eq(cities.regionId, regions.id))
      .groupBy(regions.id);

  return {
    async list({ page, limit }, search) {
      const all = await select().orderBy(asc(regions.name));
      // 85 rows: filtering here spares a lower-cased column PGlite's collation would need.
      const query = search ? searchForm(search) : null;
      const matching = query
        ? all.filter((region) =>
            searchForm(region.name)
              .split(/[\s-]+/)
              .some((word) => word.startsWith(query)),
          )
        : all;
      return { regions: matching.slice((page - 1) * limit, page * limit), total: matching.length };
    },
    async findBySlug(slug) {
      const [row] = await select().where(eq(regions.slug, slug));
      return row ?? null;
    },
  };
}
