/** A registry change reaches every server process at once: Redis when there is one, else the database. */
import { sql } from 'drizzle-orm';
import type { App } from '../../../app';
import { bearerOf, buildTestApp, createTestDatabase, type TestDatabase } from '../../../../test/test-app';

const postgres = process.env.DATABASE_URL;

(postgres ? describe : describe.skip)('the registry across processes (PostgreSQL)', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    // With REDIS_URL the change is announced; without, each process compares the audit's last id.
    const env: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
    first = await buildTestApp(database, { env });
    second = await buildTestApp(database, { env });
    await Promise.all([
      first.listen({ port: 0, host: '127.0.0.1' }),
      second.listen({ port: 0, host: '127.0.0.1' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const calculatorOn = async (app: App) =>
    (await app.inject({ url: '/remotes.json' })).json<Record<string, string>>().mf_calculator;

  test('an activation on one process is what the other serves next', async () => {
    expect(await calculatorOn(second)).toBe('/mf/calculator/mf-manifest.json');
    const headers = {
      authorization: await bearerOf(first, 'ADMIN'),
    };
    // A row as registration writes it (the manifest checks are the API test's).
    await first.db.execute(
      sql`insert into remote_versions (remote, version, manifest_url, kernel_range)
          values ('mf_calculator', '2.0.0', '/mf/calculator/2.0.0/mf-manifest.json', '*')`,
    );
    const activated = await first.inject({
      method: 'POST',
      url: '/api/admin/remotes/mf_calculator/activate',
      payload: { version: '2.0.0' },
      headers,
    });
    expect(activated.statusCode).toBe(200);
    const deadline = Date.now() + 3000;
    while ((await calculatorOn(second)) !== '/mf/calculator/2.0.0/mf-manifest.json' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await calculatorOn(second)).toBe('/mf/calculator/2.0.0/mf-manifest.json');
  });
});
