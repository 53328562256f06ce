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

  test('failures and views of a version are counted once for every process, kept while it is registered', async () => {
    const headers = { authorization: await bearerOf(first, 'ADMIN') };
    const report = (app: App, manifestUrl: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/remote-failures',
        payload: { remote: 'mf_calculator', manifestUrl, kind: 'mount', message: 'Error: mount failed' },
      });
    // Five reports of the active version, by whichever process the balancer picked.
    for (const app of [first, second, first, second, second])
      expect((await report(app, '/mf/calculator/2.0.0/mf-manifest.json')).statusCode).toBe(204);
    // 'initial' is no longer active nor canary: still its own figures, not 'other'.
    expect((await report(first, '/mf/calculator/mf-manifest.json')).statusCode).toBe(204);
    // Documents served with 2.0.0 (the document route counts them; these apps serve no template).
    for (const app of [first, second, second]) app.remoteRegistry.countView('mf_calculator', '2.0.0');
    // Each process writes its views within a few seconds; listing writes its own at once.
    await first.remoteRegistry.list();

    for (const app of [first, second]) {
      const answer = await app.inject({ url: '/api/admin/remotes', headers });
      const errors = answer
        .json<{
          remotes: Array<{
            name: string;
            errors: Array<{ version: string; failures: number; views: number }>;
          }>;
        }>()
        .remotes.find((remote) => remote.name === 'mf_calculator')!.errors;
      expect(errors).toEqual(
        expect.arrayContaining([
          { version: '2.0.0', failures: 5, views: expect.any(Number) },
          { version: 'initial', failures: 1, views: 0 },
        ]),
      );
    }
    await second.remoteRegistry.list();
    const both = (await first.remoteRegistry.list()).remotes.find(
      (remote) => remote.name === 'mf_calculator',
    )!;
    expect(both.errors.find((entry) => entry.version === '2.0.0')).toEqual({
      version: '2.0.0',
      failures: 5,
      views: 3,
    });
    const metrics = await first.metrics.registry.metrics();
    expect(metrics).not.toMatch(/dostavka_remote_failures_total\{remote="other"/);
  });
});
