import { createServer, type AddressInfo } from 'node:net';
import { searchData } from '../../../test/tariff-search';
import { testServer } from '../../../test/test-app';
import { Histogram, Registry } from 'prom-client';
import { ProviderSeconds, RequestSeconds, serveMetrics } from './metrics';

/** A port nobody listens on, found by asking the system for one. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const sample = (text: string, name: string, labels = ''): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : NaN;
};

describe('Prometheus metrics', () => {
  const server = testServer();

  test('count requests by route pattern, mail, sign-in codes and quotes, on their own listener', async () => {
    const { app } = server;
    await app.inject('/api/content/city/popular');
    await app.inject({
      method: 'POST',
      url: '/api/user/auth/signup/email',
      payload: { email: 'metrics@mail.ru' },
    });
    const quote = await app.inject({
      method: 'POST',
      url: '/api/calculator/consolidated',
      payload: searchData(),
    });
    expect(quote.statusCode).toBe(200);
    const port = await freePort();
    const listener = await serveMetrics(app, { host: '127.0.0.1', port });
    try {
      expect(listener).not.toBeNull();
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(
        sample(
          text,
          'dostavka_http_request_seconds_count',
          'route="/api/content/city/popular",method="GET",status="200"',
        ),
      ).toBe(1);
      expect(sample(text, 'dostavka_sign_in_codes_total', 'outcome="sent"')).toBe(1);
      expect(sample(text, 'dostavka_mails_total', 'transport="outbox",outcome="sent"')).toBe(1);
      expect(text).toMatch(/^dostavka_quote_seconds_count\{provider="[^"]+"\} [1-9]/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      // Nothing else is served there.
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // The public port has no /metrics.
      expect((await app.inject('/metrics')).body).not.toContain('dostavka_http_request_seconds');
    } finally {
      await new Promise((resolve) => listener?.close(resolve));
    }
  });

  test('a busy metrics port is a warning, not a failed start', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    const warnings: string[] = [];
    const warn = jest.spyOn(server.app.log, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    try {
      expect(await serveMetrics(server.app, { host: '127.0.0.1', port })).toBeNull();
      expect(warnings).toEqual([
        expect.stringMatching(new RegExp(`metrics are off: 127\\.0\\.0\\.1:${port} .*EADDRINUSE`)),
      ]);
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  test("pages and the shell's files are counted by kind (content, app, staff, static), not as one `/*`", async () => {
    const { app } = server;
    const html = { accept: 'text/html' };
    const asked = {
      // An address no page has is the content remote's 404 page.
      content: ['/', '/route/sankt-peterburg/moskva/', '/common/faqs/', '/no-such-page/here/'],
      app: ['/calculator/', '/order/', '/profile/orders/'],
      staff: ['/staff/orders/'],
      static: ['/main.js', '/favicon.ico'],
    };
    for (const urls of Object.values(asked)) for (const url of urls) await app.inject({ url, headers: html });
    const text = await app.metrics.registry.metrics();
    const counted = (route: string) =>
      text
        .split('\n')
        .filter((line) =>
          line.startsWith(`dostavka_http_request_seconds_count{route="${route}",method="GET"`),
        )
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    // At least the requests asked (a page may ask the site again while it renders).
    for (const [kind, urls] of Object.entries(asked))
      expect([kind, counted(`/* ${kind}`) >= urls.length]).toEqual([kind, true]);
    expect(text).not.toContain('route="/*"');
    // The first render of each page is slow on a busy machine.
  }, 120_000);

  test('port 0 turns the listener off', async () => {
    expect(await serveMetrics(server.app, { host: '127.0.0.1', port: 0 })).toBeNull();
  });
});

describe('the Grafana dashboard (infra/ops/grafana-dashboard.json)', () => {
  const server = testServer();

  test('asks only for metrics the server exports', async () => {
    const { readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const dashboard = JSON.parse(
      await readFile(path.resolve(__dirname, '../../../../ops/grafana-dashboard.json'), 'utf8'),
    ) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const asked = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) =>
          [...target.expr.matchAll(/\b((?:dostavka|nodejs|process)_\w+)\{/g)].map((m) => m[1]!),
        ),
      ),
    );
    const exported = new Set(
      (await server.app.metrics.registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    // Registered only where the dependency is configured (PostgreSQL, Redis).
    const conditional = /^dostavka_(db_pool_\w+|redis_up)$/;
    const missing = [...asked]
      .map((name) => name.replace(/_(bucket|count|sum)$/, ''))
      .filter((name) => !exported.has(name) && !conditional.test(name));
    expect(asked.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});

const BOUNDS = [0.001, 0.01, 0.1, 1];

/**
 * Makes the same observations in one of our histograms and in prom-client's Histogram of the same
 * name, labels and bounds, and expects the two registries to give the same text, the same JSON
 * (without prom-client's exemplars: ours keeps none), and the same again after a reset.
 */
async function expectAsPromClient<O>(
  ours: RequestSeconds | ProviderSeconds,
  observations: O[],
  observe: (observation: O) => { labels: Record<string, string>; value: number },
): Promise<void> {
  const registries = { ours: new Registry(), theirs: new Registry() };
  registries.ours.registerMetric(ours as unknown as Histogram);
  const histogram = new Histogram({
    name: ours.name,
    help: ours.help,
    labelNames: ours.labelNames,
    buckets: BOUNDS,
    registers: [registries.theirs],
  });
  for (const observation of observations) {
    const { labels, value } = observe(observation);
    histogram.observe(labels, value);
  }
  expect(await registries.ours.metrics()).toBe(await registries.theirs.metrics());
  const withoutExemplars = (await registries.theirs.getMetricsAsJSON()).map((metric) => ({
    ...metric,
    values: metric.values.map((value) => {
      const { exemplar: _exemplar, ...rest } = value as typeof value & { exemplar?: unknown };
      return rest;
    }),
  }));
  expect(await registries.ours.getMetricsAsJSON()).toEqual(withoutExemplars);
  registries.ours.resetMetrics();
  registries.theirs.resetMetrics();
  expect(await registries.ours.metrics()).toBe(await registries.theirs.metrics());
}

describe('RequestSeconds', () => {
  test("gives the registry what prom-client's Histogram gives for the same observations", async () => {
    const seconds = new RequestSeconds('requests_seconds', 'Requests', BOUNDS);
    const observed: Array<[string, string, number, number]> = [
      ['/api/a', 'GET', 200, 0.0004],
      ['/api/a', 'GET', 200, 0.001],
      ['/api/a', 'GET', 200, 0.05],
      ['/api/a', 'GET', 404, 2.5],
      ['/api/a', 'POST', 200, 0.3],
      ['/* content', 'GET', 200, 0.02],
      ['/api/"odd"\\route', 'HEAD', 500, 1],
    ];
    await expectAsPromClient(seconds, observed, ([route, method, status, value]) => {
      seconds.observe(route, method, status, value);
      return { labels: { route, method, status: String(status) }, value };
    });
  });
});

describe('ProviderSeconds', () => {
  test("gives the registry what prom-client's Histogram gives for the same observations", async () => {
    const seconds = new ProviderSeconds('quote_seconds', 'Quotes', BOUNDS);
    const observed: Array<[string, number]> = [
      ['dostavka-network', 0.0004],
      ['transvektor', 0.001],
      ['dostavka-network', 0.05],
      ['"odd"\\slug', 2.5],
      ['transvektor', 0.3],
    ];
    await expectAsPromClient(seconds, observed, ([provider, value]) => {
      seconds.observe(provider, value);
      return { labels: { provider }, value };
    });
  });
});
