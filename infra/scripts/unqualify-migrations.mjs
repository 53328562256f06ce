// drizzle-kit writes `"public".` before tables it references (foreign keys, enums). The schema is
// meant to live wherever `search_path` points (a PostgreSQL schema per test file, or a schema per
// deployment), so the generated SQL must not name one. Runs after every `drizzle-kit generate`;
// rewriting an already-applied file is harmless because the migrator tracks migrations by date.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '../server/drizzle');
for (const name of await readdir(folder)) {
  if (!name.endsWith('.sql')) continue;
  const file = path.join(folder, name);
  const sql = await readFile(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) {
    await writeFile(file, unqualified);
    console.log(`unqualified ${name}`);
  }
}
