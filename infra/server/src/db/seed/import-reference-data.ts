/**
 * Start-up import of the reference data: the regions and cities of the cities file when the
 * cities table is empty, then the content missing by its key (pages, FAQ, directions). One
 * transaction, batch inserts; a second start finds everything in place and imports nothing.
 */
import { readFile } from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import { DEFAULT_CITIES_CSV } from '../../config';
import { oneLine, StartupError, type Database } from '../client';
import { cities, regions } from '../schema';
import { importContent, type ContentImportResult } from './import-content';
import { referenceRecords } from './reference-records';

export interface ImportResult extends ContentImportResult {
  regions: number;
  cities: number;
}

// Server processes starting together on one PostgreSQL take turns; the second finds the data.
const IMPORT_LOCK = 4_242_002;
// Well under PostgreSQL's 65,535 parameters per statement at 13 columns a row.
const BATCH = 500;

export async function importReferenceData(db: Database, citiesCsv: string): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const [present] = await tx.select({ n: count() }).from(cities);
    if (present && present.n > 0) return { regions: 0, cities: 0, ...(await importContent(tx)) };

    const records = referenceRecords(await readCitiesFile(citiesCsv));
    const insertedRegions = await tx
      .insert(regions)
      .values(records.regions)
      .onConflictDoNothing()
      .returning({ id: regions.id });
    const regionIds = new Map(
      (await tx.select({ id: regions.id, code: regions.code }).from(regions)).map((r) => [r.code, r.id]),
    );
    for (let start = 0; start < records.cities.length; start += BATCH) {
      const batch = records.cities.slice(start, start + BATCH).map(({ regionCode, ...city }) => {
        const regionId = regionIds.get(regionCode);
        if (regionId === undefined) throw new Error(`City ${city.code} has no region ${regionCode}`);
        return { ...city, regionId };
      });
      await tx.insert(cities).values(batch);
    }
    return { regions: insertedRegions.length, cities: records.cities.length, ...(await importContent(tx)) };
  });
}

/** A file that cannot be read stops the start with one line: which file, and how to name another. */
async function readCitiesFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new StartupError(
      `cannot read the cities reference file ${file} (${oneLine(error)}): set CITIES_CSV to the path of city.csv, or leave it unset for the repository's ${DEFAULT_CITIES_CSV}`,
      { cause: error },
    );
  }
}
