/**
 * Issue 37, item 16: the city reference data lives in the repository and is the default; a
 * CITIES_CSV that cannot be read stops the server with one line (which file, how to set it), no
 * stack trace.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { createTestDatabase, type TestDatabase } from '../test/test-app';

const repositoryRoot = path.resolve(__dirname, '../../..');

test('the default CITIES_CSV is the copy in the repository, with its licence beside it', () => {
  const { citiesCsv } = loadConfig({});
  expect(citiesCsv.startsWith(`${repositoryRoot}${path.sep}`)).toBe(true);
  expect(existsSync(citiesCsv)).toBe(true);
  expect(readFileSync(citiesCsv, 'utf8').split('\n').length).toBeGreaterThan(1_117);
  expect(readFileSync(path.join(path.dirname(citiesCsv), 'LICENSE.md'), 'utf8')).toMatch(/CC BY-SA 4\.0/);
});

describe('a CITIES_CSV that cannot be read', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    // The embedded database, whatever this run uses: a fresh one has no cities, so the file is read.
    const postgres = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      database = await createTestDatabase();
    } finally {
      if (postgres !== undefined) process.env.DATABASE_URL = postgres;
    }
    // In the PostgreSQL run nobody has built the PGlite template yet: this builds it (initdb).
  }, 240_000);
  afterAll(() => database?.drop());

  test('stops the server with one line naming the file and CITIES_CSV, exit code 1', async () => {
    const missing = path.join(repositoryRoot, 'no-such-folder', 'city.csv');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'main.ts')],
        {
          cwd: repositoryRoot,
          env: {
            PATH: process.env.PATH ?? '',
            ...database.env,
            CITIES_CSV: missing,
            PORT: '0',
            METRICS_PORT: '0',
            LOG_LEVEL: 'silent',
          },
          timeout: 170_000,
        },
        (_error, _stdout, stderrText) => resolve({ code: child.exitCode, stderr: stderrText }),
      );
    });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Not started: cannot read the cities reference file /);
    expect(lines[0]).toContain(missing);
    expect(lines[0]).toContain('set CITIES_CSV');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 180_000);
});
