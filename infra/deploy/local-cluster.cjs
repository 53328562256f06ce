// The topology of compose.yaml without containers, for the cluster test and the cluster bench:
// nginx (this folder's nginx.conf, its upstreams pointed at local ports) in front of two server
// processes (the built infra/dist/server.cjs) on a PostgreSQL database of their own and one Redis
// (under a key prefix of their own), every port picked free. A process can be killed (SIGKILL)
// and started again.
// CommonJS, so that both the benchmarks (ES modules) and the Playwright tests (whose loader turns
// what it imports into CommonJS) can load it. Also the benchmarks' port and start-up helpers.
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync } = require('node:fs');
const { mkdtemp, readFile, rm, writeFile } = require('node:fs/promises');
const net = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');
const pg = require('pg');

/** A loopback port nobody listens on, asked of the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** Waits until `url` answers 2xx, failing early when `child` exits. */
async function waitUntilUp(url, child, ms = 120_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'infra/dist/server.cjs');
const NGINX_SITE = path.join(__dirname, 'nginx.conf');
const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null;
}

/** Why the cluster cannot run on this machine, or null when it can. */
async function missingPiece() {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx; .ci/run does it)';
  if (!existsSync(SERVER)) return 'the server is not built (npm run build)';
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return `PostgreSQL is not reachable at ${POSTGRES_URL}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const { hostname, port } = new URL(REDIS_URL);
  const redis = await new Promise((resolve) => {
    const socket = new net.Socket().setTimeout(2000);
    const end = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket
      .once('connect', () => end(true))
      .once('error', () => end(false))
      .once('timeout', () => end(false));
    socket.connect(Number(port || 6379), hostname);
  });
  return redis ? null : `Redis is not reachable at ${REDIS_URL}`;
}

/**
 * nginx.conf with its compose host names replaced by local addresses: `resolve` (run-time lookups
 * in Docker's DNS, nginx 1.27.3+) is dropped, since the addresses are fixed and Debian's nginx
 * may be older. Also used by the configuration check (deploy-config.test.ts).
 */
function localSite(text, { listen, app1, app2, static: origin }) {
  return text
    .replace(/listen 8080;/, `listen ${listen};`)
    .replace(/ resolve\b/g, '')
    .replace(/server app1:8080/g, `server ${app1}`)
    .replace(/server app2:8080/g, `server ${app2}`)
    .replace(/server static:80/g, `server ${origin}`);
}

class LocalCluster {
  /** @type {Array<{ port: number, metricsPort: number, child: import('node:child_process').ChildProcess | null }>} */
  apps = [];
  /** The balancer's origin. */
  base = '';
  #id = randomBytes(5).toString('hex');
  #database = `cluster_${this.#id}`;
  #jwtSecret = randomBytes(32).toString('hex');
  #workDir = '';
  #nginx = null;
  #env;

  /** @param {Record<string, string>} env more settings for every process */
  constructor(env = {}) {
    this.#env = env;
  }

  get databaseUrl() {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${this.#database}`;
    return url.toString();
  }

  async start(processes = 2) {
    this.#workDir = await mkdtemp(path.join(tmpdir(), 'dostavka-cluster-'));
    await this.#admin(`create database "${this.#database}"`);
    for (let i = 0; i < processes; i += 1)
      this.apps.push({ port: await freePort(), metricsPort: await freePort(), child: null });
    // One after the other: the first migrates and imports, the next finds it done.
    for (const app of this.apps) await this.startApp(app);
    await this.#startNginx(await freePort());
  }

  async startApp(app) {
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(app.port),
        METRICS_HOST: '127.0.0.1',
        METRICS_PORT: String(app.metricsPort),
        DATABASE_URL: this.databaseUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX: `cluster-${this.#id}:`,
        JWT_SECRET: this.#jwtSecret,
        DATA_DIR: path.join(this.#workDir, `data-${app.port}`),
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        // Tests and benches: no page renders in the background (the likeness index) beside them.
        LIKENESS_INDEX: 'false',
        ...this.#env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    app.child = child;
    try {
      await waitUntilUp(`http://127.0.0.1:${app.port}/readyz`, child);
    } catch (error) {
      throw new Error(`${error.message}: ${stderr}`, { cause: error });
    }
  }

  /** Ends a process at once, as a crash or an out-of-memory kill would. */
  async kill(app) {
    const { child } = app;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    app.child = null;
  }

  /** The Prometheus text of one process, from its own metrics listener. */
  async metrics(app) {
    return (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
  }

  async #startNginx(port) {
    const [first, second] = this.apps;
    const site = localSite(await readFile(NGINX_SITE, 'utf8'), {
      listen: `127.0.0.1:${port}`,
      app1: `127.0.0.1:${first.port}`,
      app2: `127.0.0.1:${(second ?? first).port}`,
      // No static origin in the cluster: /cdn/ is not asked for.
      static: `127.0.0.1:${first.port}`,
    });
    if (/app[12]:|static:/.test(site) || !site.includes(`127.0.0.1:${port}`))
      throw new Error(
        'infra/deploy/nginx.conf no longer has the upstreams and listen line the cluster rewrites',
      );
    const dir = this.#workDir;
    const errorLog = path.join(dir, 'nginx-error.log');
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
      .join('\n');
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${errorLog} warn;\nevents { worker_connections 1024; }\n` +
        `http {\n  access_log off;\n${temp}\n${site}\n}\n`,
    );
    const nginx = spawn(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    this.#nginx = nginx;
    this.base = `http://127.0.0.1:${port}`;
    try {
      await waitUntilUp(`${this.base}/readyz`, nginx, 20_000);
    } catch (error) {
      throw new Error(`${error.message}: ${await readFile(errorLog, 'utf8').catch(() => '')}`, {
        cause: error,
      });
    }
  }

  async stop() {
    if (this.#nginx?.exitCode === null) {
      const exited = new Promise((resolve) => this.#nginx.once('exit', resolve));
      this.#nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(this.apps.map((app) => this.kill(app)));
    await this.#admin(`drop database if exists "${this.#database}" with (force)`).catch(() => undefined);
    if (this.#workDir) await rm(this.#workDir, { recursive: true, force: true });
  }

  async #admin(sql) {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}

module.exports = { LocalCluster, missingPiece, freePort, waitUntilUp, localSite, nginxBinary };
