// Once per jest run: a folder for the migrated PGlite database that test files copy, and the name
// of the PostgreSQL template database they copy when the run is on PostgreSQL
// (infra/server/test/test-app.ts makes each on first use). Jest's workers start after this and
// inherit the variables.
const { randomBytes } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = () => {
  process.env.DOSTAVKA_PGLITE_TEMPLATE = mkdtempSync(path.join(tmpdir(), 'dostavka-pglite-template-'));
  process.env.DOSTAVKA_POSTGRES_TEMPLATE = `dostavka_template_${randomBytes(6).toString('hex')}`;
};
