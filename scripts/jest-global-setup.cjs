// Once per jest run: a folder for the migrated PGlite database that test files copy
// (infra/server/test/test-app.ts builds it on first use). Jest's workers start after this and
// inherit the variable.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = () => {
  process.env.DOSTAVKA_PGLITE_TEMPLATE = mkdtempSync(path.join(tmpdir(), 'dostavka-pglite-template-'));
};
