/**
 * Turns the cities reference file (infra/server/data/ru-cities/city.csv, HFLabs "Города России",
 * CC BY-SA 4.0) into region and city records ready to insert.
 */
import { parse } from 'csv-parse/sync';
import { searchForm } from '../search-form';
import { regionName } from './region-name';
import { slugify } from '../../slug';

/** The company's home, Saint Petersburg: first in every popularity order. */
const HOME_CITY_CODE = '7800000000000';

interface CsvRow {
  postal_code: string;
  region_type: string;
  region: string;
  area_type: string;
  area: string;
  city: string;
  settlement: string;
  kladr_id: string;
  fias_id: string;
  timezone: string;
  geo_lat: string;
  geo_lon: string;
  population: string;
}

export interface RegionRecord {
  code: string;
  name: string;
  slug: string;
  timezone: string;
}

export interface CityRecord {
  name: string;
  searchName: string;
  slug: string;
  code: string;
  fias: string;
  postcode: string | null;
  regionCode: string;
  timezone: string;
  lat: number;
  lon: number;
  population: number;
  popularity: number;
}

export function referenceRecords(csv: string): { regions: RegionRecord[]; cities: CityRecord[] } {
  const rows = parse<CsvRow>(csv, { columns: true, bom: true, skip_empty_lines: true });
  const parsed = rows.map((row, index) => parseRow(row, index + 2));
  // Most populous first, so that popularity follows population and the biggest city keeps the
  // plain slug when two share a name.
  parsed.sort(
    (a, b) =>
      Number(b.row.kladr_id === HOME_CITY_CODE) - Number(a.row.kladr_id === HOME_CITY_CODE) ||
      b.population - a.population ||
      a.name.localeCompare(b.name, 'ru'),
  );

  const regions = new Map<string, RegionRecord>();
  for (const { row, regionCode } of parsed) {
    if (regions.has(regionCode)) continue;
    const name = regionName(row.region_type, row.region);
    // The region's most populous city (seen first) gives its time zone.
    regions.set(regionCode, { code: regionCode, name, slug: slugify(name), timezone: row.timezone });
  }

  const slugs = new Set<string>();
  const cities = parsed.map(({ row, name, regionCode, population, lat, lon }, index): CityRecord => {
    const slug = uniqueSlug(slugify(name), regions.get(regionCode)?.slug ?? regionCode, row.kladr_id, slugs);
    return {
      name,
      searchName: searchForm(name),
      slug,
      code: row.kladr_id,
      fias: row.fias_id,
      postcode: row.postal_code || null,
      regionCode,
      timezone: row.timezone,
      lat,
      lon,
      population,
      popularity: parsed.length - index,
    };
  });
  return { regions: [...regions.values()].sort((a, b) => a.code.localeCompare(b.code)), cities };
}

function parseRow(row: CsvRow, line: number) {
  // Federal cities have only the region; a few towns sit in the area or settlement column. A
  // settlement is the town itself when a city is given too (Alupka, under its city district Yalta).
  const name =
    row.settlement ||
    row.city ||
    (row.area_type === 'г' ? row.area : '') ||
    (row.region_type === 'г' ? row.region : '');
  const population = Number(row.population);
  const lat = Number(row.geo_lat);
  const lon = Number(row.geo_lon);
  const problems = [
    !name && 'no city name',
    !/^\d{13}$/.test(row.kladr_id) && `bad kladr_id ${JSON.stringify(row.kladr_id)}`,
    !row.fias_id && 'no fias_id',
    !row.timezone && 'no timezone',
    !Number.isInteger(population) && `bad population ${JSON.stringify(row.population)}`,
    !(Number.isFinite(lat) && Number.isFinite(lon) && row.geo_lat && row.geo_lon) && 'bad coordinates',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`cities file, line ${line}: ${problems.join(', ')}`);
  return { row, name, regionCode: row.kladr_id.slice(0, 2), population, lat, lon };
}

/** The plain slug for the first city with a name, then the region's slug added, then the code. */
function uniqueSlug(base: string, regionSlug: string, code: string, taken: Set<string>): string {
  let slug = base;
  if (taken.has(slug)) slug = `${base}-${regionSlug}`;
  if (taken.has(slug)) slug = `${base}-${code}`;
  taken.add(slug);
  return slug;
}
