/** The server starts quietly: ajv compiles every route's schemas without a strict-mode warning. */
import { testServer } from '../test/test-app';

// Watched from before the server is built (its schemas compile while it starts).
const warn = jest.spyOn(console, 'warn');
const server = testServer();

test("every route's schemas compile without a warning (the contract's union types are allowed)", async () => {
  await server.app.ready();
  // Compiled on first use (lazy-schema-compilers.ts): all of them now.
  expect(await server.app.schemaCompilers.compileAll()).toBeGreaterThan(100);
  const warnings = warn.mock.calls.map((call) => call.map(String).join(' '));
  expect(warnings.filter((text) => /strict mode|schema/i.test(text))).toEqual([]);
});
