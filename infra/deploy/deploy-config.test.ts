/**
 * The container topology, checked without Docker (issue 37, item 14): no engine runs here or in
 * CI, so compose.yaml is parsed and its services, ports and settings checked against each other,
 * against nginx.conf and the Dockerfile; nginx.conf itself goes through `nginx -t` with its
 * upstream host names replaced by local addresses (as the cluster test runs it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { localSite, nginxBinary } = require('./local-cluster.cjs') as {
  localSite: (text: string, at: Record<'listen' | 'app1' | 'app2' | 'static', string>) => string;
  nginxBinary: () => string | null;
};

const DIR = __dirname;
const ROOT = path.resolve(DIR, '../..');
const read = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

interface Service {
  image?: string;
  restart?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
  networks?: { default?: { aliases?: string[] } };
}

// Compose's own tag: `!reset null` drops an inherited key.
const compose = parse(read('compose.yaml'), {
  merge: true,
  customTags: [{ tag: '!reset', resolve: () => null }],
}) as { services: Record<string, Service> };
const services = compose.services;
const nginx = read('nginx.conf');

describe('compose.yaml', () => {
  test('every service restarts by itself and depends only on services that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      const needs = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const need of needs) expect(Object.keys(services)).toContain(need);
    }
  });

  test('both processes share the settings that must agree, and name services that exist', () => {
    const [first, second] = [services.app1!.environment!, services.app2!.environment!];
    for (const key of ['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'SITE_URL'])
      expect([key, second[key]]).toEqual([key, first[key]]);
    const database = new URL(first.DATABASE_URL!);
    const postgres = services[database.hostname]!.environment!;
    expect([database.username, database.password, database.pathname.slice(1)]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      postgres.POSTGRES_DB,
    ]);
    expect(services[new URL(first.REDIS_URL!).hostname]).toBeDefined();
    expect(services[new URL(first.SMTP_URL!).hostname]).toBeDefined();
  });

  test('the site address works from the browser and from inside the network, through the balancer', () => {
    const balancer = services.balancer!;
    const site = new URL(services.app1!.environment!.SITE_URL!.replace(/^\$\{SITE_URL:-(.*)\}$/, '$1'));
    // Browsers resolve *.localhost to the machine; the network gives the balancer that name.
    expect(site.hostname).toMatch(/\.localhost$/);
    expect(balancer.networks?.default?.aliases).toContain(site.hostname);
    const [published, inside] = balancer.ports![0]!.split(':');
    expect([published, inside]).toEqual([site.port, site.port]);
    expect(nginx).toMatch(new RegExp(`listen ${inside};`));
  });

  test('the balancer waits for ready processes; their health check asks /readyz', () => {
    for (const app of ['app1', 'app2']) {
      expect(services[app]!.healthcheck!.test.join(' ')).toContain('/readyz');
      expect((services.balancer!.depends_on as Record<string, { condition: string }>)[app]).toEqual({
        condition: 'service_healthy',
      });
    }
  });

  test("nginx's upstreams are the compose services on the port the image listens on", () => {
    const port = /PORT=(\d+)/.exec(read('Dockerfile'))?.[1];
    const upstreams = [...nginx.matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map(([, host, at]) => [host, at]);
    expect(upstreams.length).toBeGreaterThan(0);
    for (const [host, at] of upstreams) {
      expect(Object.keys(services)).toContain(host);
      expect([host, at]).toEqual([host, host === 'static' ? '80' : port]);
    }
    // Sticky by a cookie, not by the client address (one address behind another balancer).
    expect(nginx).not.toMatch(/^\s*ip_hash;/m);
    expect(nginx).toMatch(/hash \$dostavka_sticky consistent;/);
  });

  test('the build context leaves out the host packages, data, history and build outputs', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '.data', '.git', '**/dist', '**/dist-*', 'test-results'])
      expect(ignored).toContain(entry);
  });
});

const binary = nginxBinary();
if (!binary)
  console.warn('deploy-config: nginx is not installed, `nginx -t` is skipped (.ci/run installs it)');

(binary ? describe : describe.skip)('nginx -t', () => {
  const check = (site: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dostavka-nginx-t-'));
    try {
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
        .join('\n');
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n${temp}\n${site}\n}\n`,
      );
      return spawnSync(binary!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  test.each([
    [
      'nginx.conf',
      () =>
        localSite(nginx, {
          listen: '127.0.0.1:1',
          app1: '127.0.0.1:2',
          app2: '127.0.0.1:3',
          static: '127.0.0.1:4',
        }),
    ],
    [
      'static.conf',
      () =>
        read('static.conf')
          .replace(/listen 80;/, 'listen 127.0.0.1:1;')
          .replace(/root \S+;/, `root ${DIR};`),
    ],
  ])('%s is valid with its upstreams resolved', (_name, site) => {
    const result = check(site());
    expect([result.status, result.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
  });
});
