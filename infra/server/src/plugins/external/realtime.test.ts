import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../../app';
import { bearerOf, buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { CALCULATOR_NAMESPACE } from '@dostavka/shared-kernel/contract';

const redisUrl = process.env.REDIS_URL;
const redisEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};

interface Server {
  database: TestDatabase;
  app: App;
  url: string;
}

/** A server; with `deployment`, one more process of that server's deployment (its Redis prefix). */
async function startServer(deployment?: Server): Promise<Server> {
  const database = await createTestDatabase();
  const prefix: Record<string, string> = deployment
    ? { REDIS_KEY_PREFIX: deployment.database.env.REDIS_KEY_PREFIX! }
    : {};
  const app = await buildTestApp(database, { env: { ...redisEnv, ...prefix } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { database, app, url: `http://127.0.0.1:${port}` };
}

async function stopServer(server: Server | undefined) {
  await server?.app.close();
  await server?.database.drop();
}

const clients: Socket[] = [];

function connectClient(url: string, headers: Record<string, string> = {}): Promise<Socket> {
  const client = connect(`${url}${CALCULATOR_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

function nextEvent<T>(client: Socket, event: string, matches: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      client.off(event, listener);
      resolve(payload);
    };
    client.on(event, listener);
  });
}

let server: Server;

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => stopServer(server));

async function serverSocketOf(client: Socket) {
  const sockets = await server.app.io.of(CALCULATOR_NAMESPACE).fetchSockets();
  return sockets.find((socket) => socket.id === client.id);
}

describe(`socket.io namespace ${CALCULATOR_NAMESPACE}`, () => {
  test("the access token of the 'jwt-token' header is kept with the connection", async () => {
    const client = await connectClient(server.url, { 'jwt-token': 'access-token-1' });
    expect((await serverSocketOf(client))?.data.token).toBe('access-token-1');
  });

  test('without the header the token is null', async () => {
    const client = await connectClient(server.url);
    expect((await serverSocketOf(client))?.data.token).toBeNull();
  });

  test('a valid access token signs the connection in', async () => {
    const id = '00000000-0000-4000-8000-000000000007';
    const token = (await bearerOf(server.app, 'USER', id)).slice('Bearer '.length);
    const client = await connectClient(server.url, { 'jwt-token': token });
    expect((await serverSocketOf(client))?.data.user).toEqual({ id, role: 'USER', level: 1 });
  });

  test("an invalid token gets an 'error' event named JsonWebTokenError and a guest connection", async () => {
    const client = connect(`${server.url}${CALCULATOR_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { 'jwt-token': 'expired-or-forged' },
      reconnection: false,
      forceNew: true,
    });
    clients.push(client);
    const error = await new Promise<{ name: string; message: string }>((resolve) =>
      client.once('error', resolve),
    );
    expect(error).toEqual({ name: 'JsonWebTokenError', message: 'The access token is not valid' });
    expect(client.connected).toBe(true);
    expect((await serverSocketOf(client))?.data.user).toBeNull();
  });

  test('events from the server reach the client', async () => {
    const client = await connectClient(server.url);
    const id = randomUUID();
    const received = nextEvent<{ id: string }>(client, 'get:tariff', (payload) => payload.id === id);
    server.app.io.of(CALCULATOR_NAMESPACE).emit('get:tariff', { id, tariffs: [] });
    await expect(received).resolves.toEqual({ id, tariffs: [] });
  });
});

(redisUrl ? describe : describe.skip)('with REDIS_URL, several processes act as one', () => {
  let second: Server;
  beforeAll(async () => {
    second = await startServer(server);
  }, 60_000);
  afterAll(() => stopServer(second));

  test("a broadcast from one server reaches the other's clients", async () => {
    const client = await connectClient(server.url);
    const id = randomUUID();
    const received = nextEvent<{ id: string }>(client, 'get:tariff', (payload) => payload.id === id);
    second.app.io.of(CALCULATOR_NAMESPACE).emit('get:tariff', { id, tariffs: [] });
    await expect(received).resolves.toEqual({ id, tariffs: [] });
  });

  test("each server sees the other's connections", async () => {
    const client = await connectClient(server.url, { 'jwt-token': 'seen-from-afar' });
    const sockets = await second.app.io.of(CALCULATOR_NAMESPACE).fetchSockets();
    expect(sockets.find((socket) => socket.id === client.id)?.data.token).toBe('seen-from-afar');
  });
});

describe('shutdown', () => {
  test('closing the server ends open realtime connections instead of waiting for them', async () => {
    const client = await connectClient(server.url);
    const disconnected = new Promise((resolve) => client.once('disconnect', resolve));
    const started = Date.now();
    await server.app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(disconnected).resolves.toBe('transport close');
  });
});
