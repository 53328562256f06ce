// What the run's test files made once (jest-global-setup.cjs) goes with the run: the PGlite
// template's folder, and the PostgreSQL template database when one was made.
const { rmSync } = require('node:fs');
const { Client } = require('pg');

module.exports = async () => {
  const folder = process.env.DOSTAVKA_PGLITE_TEMPLATE;
  if (folder) rmSync(folder, { recursive: true, force: true });
  const template = process.env.DOSTAVKA_POSTGRES_TEMPLATE;
  if (!template || !process.env.DATABASE_URL) return;
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    await client.query(`drop database if exists "${template}" with (force)`);
  } catch {
    // Nothing was made, or the server is gone: nothing to drop.
  } finally {
    await client.end().catch(() => undefined);
  }
};
