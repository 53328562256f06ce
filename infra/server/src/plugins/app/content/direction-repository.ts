import type { City, DirectionItem } from '@dostavka/shared-kernel/domain';
import { count, desc, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, directions } from '../../../db/schema';
import { nameMatches, type CityRepository } from '../city-repository';
import { directionItem, type Paging } from '../../../content/refs';

/** A city's directions, most popular first (the content pages take them from `all`). */
export interface CityDirections {
  fromCity(cityId: number, limit: number): Promise<DirectionItem[]>;
  toCity(cityId: number, limit: number): Promise<DirectionItem[]>;
}

export interface DirectionRepository {
  /** Most popular first; `search` keeps pairs where either city's name starts with it. */
  list(paging: Paging, search?: string): Promise<{ items: DirectionItem[]; total: number }>;
  /** Every direction (some hundreds), most popular first. */
  all(): Promise<DirectionItem[]>;
}

export function directionRepository(
  db: Database,
  cityRepository: Pick<CityRepository, 'findByIds'>,
  km: (from: City, to: City) => number,
): DirectionRepository {
  async function items(where: SQL | undefined, limit?: number, offset = 0): Promise<DirectionItem[]> {
    const query = db
      .select()
      .from(directions)
      .where(where)
      .orderBy(desc(directions.popularity), directions.id);
    const rows = await (limit === undefined ? query : query.limit(limit).offset(offset));
    const ids = [...new Set(rows.flatMap((row) => [row.fromCityId, row.toCityId]))];
    const byId = new Map((await cityRepository.findByIds(ids)).map((city) => [city.id, city]));
    return rows.flatMap((row) => {
      const [from, to] = [byId.get(row.fromCityId), byId.get(row.toCityId)];
      return from && to ? [directionItem(row.id, from, to, km(from, to))] : [];
    });
  }

  function matching(search: string): SQL | undefined {
    const named = db.select({ id: cities.id }).from(cities).where(nameMatches(search));
    return or(inArray(directions.fromCityId, named), inArray(directions.toCityId, named));
  }

  return {
    async list({ page, limit }, search) {
      const where = search ? matching(search) : undefined;
      const [list, [total]] = await Promise.all([
        items(where, limit, (page - 1) * limit),
        db.select({ n: count() }).from(directions).where(where),
      ]);
      return { items: list, total: total?.n ?? 0 };
    },
    all: () => items(undefined),
  };
}
