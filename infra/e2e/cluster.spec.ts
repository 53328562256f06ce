/**
 * The cluster as it runs in production (infra/deploy): nginx with infra/deploy/nginx.conf in
 * front of two server processes on one PostgreSQL and one Redis. A visitor's whole journey goes
 * through the balancer; then one process is killed in the middle of searches and orders.
 */
import { io, type Socket } from 'socket.io-client';
import type { TariffBatch } from '@dostavka/shared-kernel/contract';
import type { CreateOrderBody, TariffOffer } from '@dostavka/shared-kernel/domain';
import { IDEMPOTENCY_LOCK_MS } from '../server/src/plugins/app/idempotency';
import type { OutboxMails } from '../server/src/schemas/outbox-mail';
import { searchData } from '../server/test/tariff-search';
import { LocalCluster, missingPiece } from '../deploy/local-cluster.cjs';
import { expect, Site, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let stack: LocalCluster;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const missing = await missingPiece();
  test.skip(missing !== null, `cluster test skipped: ${missing}`);
  // The tests read e-mailed codes from the outbox and sign in many times from one address.
  stack = new LocalCluster({ OUTBOX_HTTP: 'true', SIGN_IN_CODES_PER_IP: '1000' });
  await stack.start();
});

test.afterAll(async () => {
  await stack?.stop();
});

const count = (metrics: string, name: string, labels: string): number => {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

test('a visitor signs in, finds offers over the realtime channel, orders and downloads the waybill, all through nginx', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: stack.base, locale: 'ru-RU' });
  const page = await context.newPage();
  const site = new Site(page);
  await site.open('/');
  const email = await site.signIn();
  await site.placeOrder(email);
  expect((await site.downloadWaybill()).name).toMatch(/\.pdf$/);

  // Both processes served parts of it: the balancer spreads the requests.
  const served = await Promise.all(stack.apps.map((app) => stack.metrics(app)));
  for (const metrics of served) expect(metrics).toMatch(/^dostavka_http_request_seconds_count\{/m);
  await context.close();
});

test('a killed process: its sockets reconnect to the other, searches finish, no order is lost or doubled, and it rejoins', async () => {
  test.setTimeout(240_000);
  const api = async <T>(
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${stack.base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as T };
  };

  // A customer signed in over the API, through the balancer.
  const email = `cluster-${Date.now()}@mail.ru`;
  expect((await api('/api/user/auth/signup/email', { email })).status).toBe(200);
  const outbox = await api<OutboxMails>(`/api/user/outbox?to=${email}&limit=1`);
  const code = outbox.json.mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const session = await api<{ accessToken: string }>('/api/user/auth/code/confirm', { email, code });
  expect(session.status).toBe(200);
  const token = session.json.accessToken;

  const [spb] = (
    await api<Array<{ code: string }>>(
      `/api/content/city/search?name=${encodeURIComponent('Санкт-Петербург')}`,
    )
  ).json;
  const [moscow] = (
    await api<Array<{ code: string }>>(`/api/content/city/search?name=${encodeURIComponent('Москва')}`)
  ).json;

  /** An order with a fresh quote of its own; retried with the same body (and key) until placed. */
  const placeOrder = async (index: number): Promise<string> => {
    const search = searchData({ id: `order-${index}` });
    Object.assign(search.directions.from, { city: spb });
    Object.assign(search.directions.to, { city: moscow });
    let body: CreateOrderBody | null = null;
    // An order the killed process had begun holds its idempotency key for IDEMPOTENCY_LOCK_MS
    // (409 meanwhile): a client retrying with the same key waits it out.
    const deadline = Date.now() + IDEMPOTENCY_LOCK_MS + 30_000;
    while (Date.now() < deadline) {
      try {
        if (!body) {
          const offers = await api<TariffOffer[]>('/api/calculator/consolidated', search);
          const tariff =
            offers.status === 200 ? offers.json.find((offer) => !offer.required.passport) : undefined;
          if (tariff) {
            const person = (name: string, phone: string, mail = '') => ({
              name,
              phone,
              email: mail,
              comment: '',
              enterprise: false,
            });
            body = {
              contacts: {
                payer: person('Иван Петров', '+7 (912) 345-67-89', email),
                sender: person('Иван Петров', '+7 (912) 345-67-89'),
                recipient: person('Анна Смирнова', '+7 (916) 123-45-67'),
              },
              directions: search.directions,
              delivery: search.delivery,
              tariff,
              roistat: '',
              idempotencyKey: `cluster-${email}-${index}`,
            } as unknown as CreateOrderBody;
          }
        }
        if (body) {
          const placed = await api<{ number: string; message?: string }>(
            '/api/user/order/create',
            body,
            token,
          );
          if (placed.status === 201 || placed.status === 200) return placed.json.number;
          // 409: the same key is still being placed (by the process that died); anything else is a bug.
          if (placed.status !== 409 && placed.status < 500)
            throw new Error(`order ${index}: ${placed.status} ${JSON.stringify(placed.json)}`);
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('order ')) throw error;
        // The connection to a dying process broke: the same request again.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`order ${index} was never placed`);
  };

  // Realtime clients as the site opens them (polling first, then the upgrade), through nginx.
  const clients: Socket[] = Array.from({ length: 8 }, () =>
    io(`${stack.base}/calculator`, {
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    }),
  );
  await Promise.all(clients.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
  // The sticky upstream keeps one address's sockets on one process: that is the one to kill.
  const gauges = await Promise.all(stack.apps.map((app) => stack.metrics(app)));
  const held = gauges.map((metrics) =>
    Number(/^dostavka_realtime_connections (\d+)/m.exec(metrics)?.[1] ?? 0),
  );
  expect(held.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(clients.length);
  const victim = stack.apps[held.indexOf(Math.max(...held))]!;
  const survivor = stack.apps.find((app) => app !== victim)!;

  /** One search to its `done`, started again if the connection drops before it ends. */
  const search = (socket: Socket, id: string) =>
    new Promise<number>((resolve, reject) => {
      let offers = 0;
      const timer = setTimeout(() => reject(new Error(`search ${id} did not finish`)), 60_000);
      const onBatch = (batch: TariffBatch) => {
        if (batch.id !== id) return;
        offers += batch.tariffs.length;
        if (batch.done) finish();
      };
      const start = () => {
        offers = 0;
        socket.emit('calculator:precast', searchData({ id }));
      };
      const finish = () => {
        clearTimeout(timer);
        socket.off('get:tariff', onBatch);
        socket.off('connect', start);
        resolve(offers);
      };
      socket.on('get:tariff', onBatch);
      socket.on('connect', start);
      if (socket.connected) start();
    });

  let killed = false;
  const searching = clients.map(async (socket, c) => {
    const found: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      found.push(await search(socket, `client-${c}-round-${round}`));
      if (round === 1 && !killed) {
        killed = true;
        await stack.kill(victim);
      }
    }
    return found;
  });
  const ordering = Array.from({ length: 6 }, (_, index) => placeOrder(index));
  const [searches, numbers] = await Promise.all([Promise.all(searching), Promise.all(ordering)]);

  expect(killed).toBe(true);
  // Every search of every client ended with offers, the ones cut by the kill included.
  for (const rounds of searches) {
    expect(rounds).toHaveLength(6);
    for (const offers of rounds) expect(offers).toBeGreaterThan(0);
  }
  // The sockets now live on the survivor.
  expect(
    Number(/^dostavka_realtime_connections (\d+)/m.exec(await stack.metrics(survivor))?.[1]),
  ).toBeGreaterThanOrEqual(clients.length);
  clients.forEach((socket) => socket.close());

  // Six orders placed, each once.
  expect(new Set(numbers).size).toBe(6);
  const history = await api<{ orders: Array<{ number: string }> }>(
    '/api/user/profile/orders?page=1&limit=50',
    undefined,
    token,
  );
  expect(history.json.orders.map((order) => order.number).sort()).toEqual([...numbers].sort());

  // The killed process starts again and takes its share of the requests.
  await stack.startApp(victim);
  await expect
    .poll(
      async () => {
        await Promise.all(Array.from({ length: 10 }, () => fetch(`${stack.base}/api/content/city/popular`)));
        return count(
          await stack.metrics(victim),
          'dostavka_http_request_seconds_count',
          'route="/api/content/city/popular",method="GET",status="200"',
        );
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
});
