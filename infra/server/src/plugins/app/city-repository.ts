import { desc, eq, like, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { City } from '@dostavka/shared-kernel/domain';
import type { Database } from '../../db/client';
import { cities, regions, type CityRow, type RegionRow } from '../../db/schema';
import { searchForm } from '../../db/search-form';

/** The city shape of spec section 3 is the kernel's, shared with the browser. */
export type { City };

export interface CityRepository {
  /** The most popular cities, most popular first. */
  popular(limit: number): Promise<City[]>;
  /**
   * Cities whose name, or a later word or part of it ('петербург'), starts with `name`, ignoring
   * case and ё/е: exact names first, then names starting with it, then the rest; each by popularity.
   */
  search(name: string, limit: number): Promise<City[]>;
  /** The city with this KLADR code, or null. */
  findByCode(code: string): Promise<City | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cityRepository: CityRepository;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function cityRepository(db: Database): CityRepository {
  const selectCities = () =>
    db
      .select({ city: cities, region: regions })
      .from(cities)
      .innerJoin(regions, eq(cities.regionId, regions.id));

  return {
    async popular(limit) {
      const rows = await selectCities().orderBy(desc(cities.popularity)).limit(limit);
      return rows.map(toCity);
    },

    async search(name, limit) {
      const query = searchForm(name);
      const prefix = `${escapeLike(query)}%`;
      const rank = sql`case when ${cities.searchName} = ${query} then 0 when ${cities.searchName} like ${prefix} then 1 else 2 end`;
      const rows = await selectCities()
        .where(
          or(
            like(cities.searchName, prefix),
            like(cities.searchName, `% ${prefix}`),
            like(cities.searchName, `%-${prefix}`),
          ),
        )
        .orderBy(rank, desc(cities.popularity))
        .limit(limit);
      return rows.map(toCity);
    },

    async findByCode(code) {
      const [row] = await selectCities().where(eq(cities.code, code)).limit(1);
      return row ? toCity(row) : null;
    },
  };
}

function toCity({ city, region }: { city: CityRow; region: RegionRow }): City {
  return {
    id: city.id,
    popularity: city.popularity,
    slug: city.slug,
    code: city.code,
    fias: city.fias,
    name: city.name,
    warning: city.warning,
    postcode: city.postcode,
    region: {
      name: region.name,
      code: region.code,
      slug: region.slug,
      timezone: region.timezone,
      warning: region.warning,
      country: { name: region.countryName, code: region.countryCode },
    },
    coordinates: { lat: city.lat, lon: city.lon },
  };
}

export default fp(
  async (app) => {
    app.decorate('cityRepository', cityRepository(app.db));
  },
  { name: 'city-repository', dependencies: ['db'] },
);
