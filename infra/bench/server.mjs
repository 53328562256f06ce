// Starts the bundled server on a free loopback port with a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntilUp } from '../deploy/local-cluster.cjs';

const infra = path.join(import.meta.dirname, '..');

// Linux reports process CPU time in clock ticks of 1/100 s.
const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used (user + system), from /proc; null where there is none. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Builds the production server bundle (infra/dist/server.cjs); exits the process when it fails. */
export function buildServer() {
  const build = spawnSync(process.execPath, [path.join(infra, 'scripts', 'build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Resident memory of a process in MB, from /proc; null where there is none. */
export function rssMb(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

export async function startServer({ env = {}, nodeArgs = [] } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dostavka-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(infra, 'dist', 'server.cjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      // The likeness index renders every sitemap page in the background: not what a bench measures.
      LIKENESS_INDEX: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/calculator/helthcheck`, child);
  return {
    base,
    /** The server's CPU seconds so far. */
    cpu: () => cpuSeconds(child.pid),
    /** The server's resident memory, MB. */
    rss: () => rssMb(child.pid),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server a benchmark measures: the running instance at BASE when set (its CPU time from
 * BENCH_PID when given; nothing is started, stopped or written), otherwise the built server
 * started here on a free port with a temporary data folder.
 */
export async function serverOrBase({ env = process.env } = {}) {
  if (!env.BASE) return startServer();
  return {
    base: env.BASE,
    cpu: () => (env.BENCH_PID ? cpuSeconds(env.BENCH_PID) : null),
    stop: async () => {},
  };
}
