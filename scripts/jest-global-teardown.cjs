// The run's PGlite template folder (jest-global-setup.cjs) goes with the run.
const { rmSync } = require('node:fs');

module.exports = () => {
  const folder = process.env.DOSTAVKA_PGLITE_TEMPLATE;
  if (folder) rmSync(folder, { recursive: true, force: true });
};
