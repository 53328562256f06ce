/**
 * Faults for the tests: a Redis server of the test's own on a spare port (stopped and started
 * again at will) and a TCP proxy in front of PostgreSQL that the test cuts and restores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';

/** A port nobody listens on right now (the OS picks it, then it is released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

export interface TestRedis {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** redis-server on a free port, no persistence; `stop` kills it, `start` brings it back on the same port. */
export async function testRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitUntil(() => answers(port), 10_000, `redis-server on ${port}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:<port> to the target while up. */
export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect({ host: targetHost, port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cut = () => {
    up = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut,
    restore() {
      up = true;
    },
    async close() {
      cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
