import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  TRACKING_CHANGED,
  TRACKING_NAMESPACE,
  TRACKING_WATCH,
  type OrderDetail,
  type TrackingChanged,
} from '@dostavka/shared-kernel/contract';
import {
  call,
  orderBody,
  signIn,
  signInAs,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

// Every placed order renders its waybill for the confirmation e-mail: slow on a busy machine.
jest.setTimeout(30_000);

let context: UserApiContext;
let owner: Session;
let employee: Session;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  context = await startUserApi();
  [owner, employee] = await Promise.all([
    signIn(context.app, 'tracked@mail.ru'),
    signInAs(context.app, 'tracking-employee@dostavka.ru', 'EMPLOYEE'),
  ]);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}${TRACKING_NAMESPACE}`;
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await stopUserApi(context);
});

const post = (path: string, body: unknown, session: Session) =>
  call(context.app, 'POST', path, body, session.accessToken);

async function newOrder(): Promise<OrderDetail> {
  context.clock.advance(7000);
  return (await post('/api/user/order/create', await orderBody(context), owner)).json();
}

/** A guest's socket watching `number`, and what it hears. */
async function watch(number: unknown): Promise<TrackingChanged[]> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const heard: TrackingChanged[] = [];
  socket.on(TRACKING_CHANGED, (event: TrackingChanged) => heard.push(event));
  socket.emit(TRACKING_WATCH, number);
  // The server joins the room as it reads the event; a round trip makes sure it has.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return heard;
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

test('an open tracking page hears its order move, and only its order', async () => {
  const [mine, other] = [await newOrder(), await newOrder()];
  const [watching, elsewhere, nonsense] = await Promise.all([
    watch(mine.number),
    watch(other.number),
    watch({ number: mine.number }),
  ]);
  const moved = await post('/api/user/order/status', { uuid: mine.uuid, status: 'confirmed' }, employee);
  expect(moved.statusCode).toBe(200);
  await until(() => watching.length >= 1);
  expect(watching).toEqual([{ number: mine.number, status: 'confirmed', at: expect.any(String) }]);
  const later = await post(
    '/api/user/order/change/dates',
    { uuid: mine.uuid, date: mine.loadingDate },
    owner,
  );
  expect(later.statusCode).toBe(200);
  await until(() => watching.length >= 2);
  expect(watching.map((event) => event.status)).toEqual(['confirmed', 'confirmed']);
  expect(elsewhere).toEqual([]);
  expect(nonsense).toEqual([]);
});
