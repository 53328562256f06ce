/**
 * The production topology without containers, for the cluster test: nginx (with
 * infra/deploy/nginx.conf, its upstreams pointed at local ports) in front of two server processes
 * (the built `infra/dist/server.cjs`) on one PostgreSQL database of their own and one Redis,
 * every port picked free. Processes can be killed (SIGKILL) and started again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'infra/dist/server.cjs');
const NGINX_SITE = path.join(ROOT, 'infra/deploy/nginx.conf');
export const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return found || null;
}

/** Why the cluster cannot run here (a missing piece), or null when it can. */
export async function missingPiece(): Promise<string | null> {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx; .ci/run does it)';
  if (!existsSync(SERVER)) return 'the server is not built (npm run build)';
  const client = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return `PostgreSQL is not reachable at ${POSTGRES_URL}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const reachable = await new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const socket = new Socket();
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
  return reachable ? null : `Redis is not reachable at ${REDIS_URL}`;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface AppProcess {
  readonly port: number;
  readonly metricsPort: number;
  child: ChildProcess | null;
}

export class ClusterStack {
  readonly apps: AppProcess[] = [];
  base = '';
  private nginx: ChildProcess | null = null;
  private workDir = '';
  private readonly id = randomBytes(5).toString('hex');
  private readonly database = `cluster_${this.id}`;
  private readonly jwtSecret = randomBytes(32).toString('hex');
  private nginxLog = '';

  get databaseUrl(): string {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${this.database}`;
    return url.toString();
  }

  async start(processes = 2): Promise<void> {
    this.workDir = await mkdtemp(path.join(tmpdir(), 'dostavka-cluster-'));
    await this.admin(`create database "${this.database}"`);
    for (let i = 0; i < processes; i += 1)
      this.apps.push({ port: await freePort(), metricsPort: await freePort(), child: null });
    // One after the other: the first migrates and imports, the second finds it done.
    for (const app of this.apps) await this.startApp(app);
    await this.startNginx(await freePort());
  }

  async startApp(app: AppProcess): Promise<void> {
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
        // Apart from any other deployment (or test) on the same Redis.
        REDIS_PREFIX: `cluster-${this.id}`,
        JWT_SECRET: this.jwtSecret,
        DATA_DIR: path.join(this.workDir, `data-${app.port}`),
        OUTBOX_HTTP: 'true',
        TRUST_PROXY: 'true',
        SIGN_IN_CODES_PER_IP: '1000',
        LOG_LEVEL: 'warn',
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    app.child = child;
    await waitFor(`process on :${app.port}`, async () => {
      if (child.exitCode !== null) throw new Error(`server on :${app.port} exited: ${stderr}`);
      const response = await fetch(`http://127.0.0.1:${app.port}/api/user/helthcheck`);
      return response.ok;
    });
  }

  /** Ends a process at once, as a crash or an OOM kill would. */
  async kill(app: AppProcess): Promise<void> {
    const child = app.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    app.child = null;
  }

  /** The Prometheus text of one process (its own metrics listener). */
  async metrics(app: AppProcess): Promise<string> {
    return (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
  }

  private async startNginx(port: number): Promise<void> {
    const site = (await readFile(NGINX_SITE, 'utf8'))
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/server app1:8080/g, `server 127.0.0.1:${this.apps[0]!.port}`)
      .replace(/server app2:8080/g, `server 127.0.0.1:${this.apps[1]!.port}`);
    if (site.includes('app1:') || site.includes('app2:') || !site.includes(`127.0.0.1:${port}`))
      throw new Error('infra/deploy/nginx.conf no longer has the expected upstreams and listen line');
    const dir = this.workDir;
    this.nginxLog = path.join(dir, 'nginx-error.log');
    const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${this.nginxLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
    await writeFile(path.join(dir, 'nginx.conf'), conf);
    this.nginx = spawn(nginxBinary()!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.base = `http://127.0.0.1:${port}`;
    await waitFor('nginx', async () => {
      if (this.nginx?.exitCode !== null)
        throw new Error(`nginx exited: ${await readFile(this.nginxLog, 'utf8').catch(() => '')}`);
      return (await fetch(`${this.base}/api/user/helthcheck`)).ok;
    });
  }

  async stop(): Promise<void> {
    this.nginx?.kill('SIGQUIT');
    await Promise.all(this.apps.map((app) => this.kill(app)));
    await this.admin(`drop database if exists "${this.database}" with (force)`).catch(() => undefined);
    if (this.workDir) await rm(this.workDir, { recursive: true, force: true });
  }

  private async admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await ready()) return;
    } catch (error) {
      if (error instanceof Error && /exited/.test(error.message)) throw error;
    }
    if (Date.now() > until) throw new Error(`${what} did not become ready in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
