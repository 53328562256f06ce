import { asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { dataNames, type City } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { MAX_ID } from '@dostavka/shared-kernel/contract';
import type { Database } from '../../db/client';
import { cities, regions, type CityRow, type RegionRow } from '../../db/schema';
import { searchForm } from '../../db/search-form';

/** The city shape of spec section 3 is the kernel's, shared with the browser. */
export type { City };

export interface CityPage {
  cities: City[];
  total: number;
}

const isStorableId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export interface CityRepository {
  /** Cities by name, a page at a time; `letter` keeps those whose name starts with it. */
  list(page: number, limit: number, letter?: string): Promise<CityPage>;
  /** Most popular first; `search` as in `search`, without its exact-name ranking. */
  ranked(page: number, limit: number, search?: string): Promise<CityPage>;
  findById(id: number): Promise<City | null>;
  /** Inhabitants of a city (0 for an unknown id): the texts mention it, the API does not. */
  population(id: number): Promise<number>;
  findBySlug(slug: string): Promise<City | null>;
  findByFias(fias: string): Promise<City | null>;
  /** In the order of `ids`; unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<City[]>;
  /** The cities of the regions with these KLADR codes, most popular first. */
  inRegions(codes: readonly string[]): Promise<City[]>;
  /** The most popular cities, most popular first. */
  popular(limit: number): Promise<City[]>;
  /** Every city with its inhabitants, most popular first (what the content pages keep in memory). */
  everyCity(): Promise<Array<{ city: City; population: number }>>;
  /**
   * Cities whose name, or a later word or part of it ('петербург'), starts with `name`, ignoring
   * case and ё/е: exact names first, then names starting with it, then the rest; each by popularity.
   * Typed in Latin letters ('Kazan', 'Moscow') it is the English name the pages show.
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

/** Latin letters and no Cyrillic (in the search form): a city's English name is being typed. */
/** How long the English names of the cities are kept before they are read again. */
const ENGLISH_INDEX_MS = 10 * 60_000;

const LATIN_QUERY = /^[^а-яё]*[a-z][^а-яё]*$/u;

/** The name as English pages show it (the kernel's data names), in the search form. */
const englishPlace = dataNames(ruleMessages('en'), 'en').place;

/** How well an English name (in search form) matches a Latin query: 0 exact, 1 its start, 2 a later word or part, else none. */
function englishRank(english: string, query: string): number | null {
  if (english === query) return 0;
  if (english.startsWith(query)) return 1;
  if (english.includes(` ${query}`) || english.includes(`-${query}`)) return 2;
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name, or a later word or hyphenated part of it, starts with `name`. */
export function nameMatches(name: string): SQL | undefined {
  const prefix = `${escapeLike(searchForm(name))}%`;
  return or(
    like(cities.searchName, prefix),
    like(cities.searchName, `% ${prefix}`),
    like(cities.searchName, `%-${prefix}`),
  );
}

export function cityRepository(db: Database): CityRepository {
  const selectCities = () =>
    db
      .select({ city: cities, region: regions })
      .from(cities)
      .innerJoin(regions, eq(cities.regionId, regions.id));

  const one = async (where: SQL) => {
    const [row] = await selectCities().where(where).limit(1);
    return row ? toCity(row) : null;
  };

  const findByIds = async (ids: readonly number[]): Promise<City[]> => {
    if (ids.length === 0) return [];
    const rows = await selectCities().where(inArray(cities.id, ids.filter(isStorableId)));
    const byId = new Map(rows.map((row) => [row.city.id, toCity(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  /**
   * The cities' English names in search form, worked out once and kept a while (a search is a
   * public call: it must not read and transliterate every town each time). Cities are reference
   * data imported at start; a re-import shows within ENGLISH_INDEX_MS.
   */
  let englishIndex: {
    at: number;
    rows: Promise<Array<{ id: number; english: string; popularity: number }>>;
  } | null = null;
  const englishNames = () => {
    if (!englishIndex || Date.now() - englishIndex.at > ENGLISH_INDEX_MS) {
      const rows = db
        .select({ id: cities.id, name: cities.name, popularity: cities.popularity })
        .from(cities)
        .then((all) =>
          all.map(({ id, name, popularity }) => ({
            id,
            popularity,
            english: searchForm(englishPlace(name)),
          })),
        );
      // A failed read is not kept: the next search asks again.
      rows.catch(() => (englishIndex = null));
      englishIndex = { at: Date.now(), rows };
    }
    return englishIndex.rows;
  };

  return {
    async list(page, limit, letter) {
      const where = letter ? like(cities.searchName, `${escapeLike(searchForm(letter))}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        selectCities()
          .where(where)
          .orderBy(asc(cities.searchName), desc(cities.popularity))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(cities).where(where),
      ]);
      return { cities: rows.map(toCity), total: total?.n ?? 0 };
    },

    async ranked(page, limit, search) {
      const where = search ? nameMatches(search) : undefined;
      const [rows, [total]] = await Promise.all([
        selectCities()
          .where(where)
          .orderBy(desc(cities.popularity))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(cities).where(where),
      ]);
      return { cities: rows.map(toCity), total: total?.n ?? 0 };
    },

    // An id the column cannot hold names no city (PostgreSQL would refuse the query).
    findById: async (id) => (isStorableId(id) ? one(eq(cities.id, id)) : null),
    async population(id) {
      const [row] = await db.select({ n: cities.population }).from(cities).where(eq(cities.id, id));
      return row?.n ?? 0;
    },
    findBySlug: (slug) => one(eq(cities.slug, slug)),
    // Not a UUID cannot be a FIAS id (and would make PostgreSQL reject the comparison).
    findByFias: async (fias) => (UUID.test(fias) ? one(eq(cities.fias, fias.toLowerCase())) : null),

    findByIds,

    async inRegions(codes) {
      if (codes.length === 0) return [];
      const rows = await selectCities()
        .where(inArray(regions.code, [...codes]))
        .orderBy(desc(cities.popularity));
      return rows.map(toCity);
    },

    async popular(limit) {
      const rows = await selectCities().orderBy(desc(cities.popularity)).limit(limit);
      return rows.map(toCity);
    },

    async everyCity() {
      const rows = await selectCities().orderBy(desc(cities.popularity));
      return rows.map((row) => ({ city: toCity(row), population: row.city.population }));
    },

    async search(name, limit) {
      const query = searchForm(name);
      if (LATIN_QUERY.test(query)) {
        // English names are not stored: they are matched here (about a thousand towns, kept in
        // memory), and only the best are read in full.
        const ranked = (await englishNames())
          .map((city) => ({ ...city, rank: englishRank(city.english, query) }))
          .filter((city): city is typeof city & { rank: number } => city.rank !== null)
          .sort((a, b) => a.rank - b.rank || b.popularity - a.popularity);
        return findByIds(ranked.slice(0, limit).map((city) => city.id));
      }
      const prefix = `${escapeLike(query)}%`;
      const rank = sql`case when ${cities.searchName} = ${query} then 0 when ${cities.searchName} like ${prefix} then 1 else 2 end`;
      const rows = await selectCities()
        .where(nameMatches(name))
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

export function toCity({ city, region }: { city: CityRow; region: RegionRow }): City {
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
