/** The server starts quietly and quickly: its schemas compile without a strict-mode warning, its plugins are named. */
import { testServer } from '../test/test-app';
import calculator from './routes/calculator';
import content from './routes/content';

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

test('each plugin the server registers is named after its function before Fastify looks for a name', async () => {
  await server.app.ready();
  // Without a display name Fastify searches the module cache for the plugin's file at every
  // registration (a second of CPU a start under jest): app.ts names them first.
  const displayName = Symbol.for('fastify.display-name');
  for (const plugin of [calculator, content]) {
    expect((plugin as unknown as Record<symbol, unknown>)[displayName]).toBe(plugin.name);
  }
});
