/**
 * Issue 37, item 1: a stranger asking codes for someone's address (solving every captcha) must
 * not keep its owner from signing in for more than 2 minutes, and the address must still not
 * be flooded with mail. Time is the test clock's; nothing sleeps.
 */
import { solvedCaptcha, startUserApi, stopUserApi, type UserApiContext } from '../../../../test/user-api';

let context: UserApiContext;
beforeAll(async () => {
  context = await startUserApi({ SIGN_IN_CODES_PER_IP: '1000', TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => stopUserApi(context));

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A code request with a freshly solved captcha, from the given client address. */
async function ask(email: string, from: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/user/auth/signup/email',
    payload: { email, token: await solvedCaptcha(context.app) },
    headers: { 'x-forwarded-for': from },
  });
}

/**
 * The owner asks (with a solved captcha) while the stranger keeps quiet: a code at once, or a
 * wait of at most 2 minutes after which the code comes. Returns the wait in seconds.
 */
async function ownerGetsCode(email: string): Promise<number> {
  const first = await ask(email, '203.0.113.1');
  if (first.statusCode === 200) return 0;
  expect(first.statusCode).toBe(429);
  const wait = Number(first.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(120);
  context.clock.advance(wait * SECOND);
  expect((await ask(email, '203.0.113.1')).statusCode).toBe(200);
  return wait;
}

test("the issue's schedule (3 codes at 0 s, 1 at 62 s, 2 at 303 s) keeps the owner waiting 2 minutes at most", async () => {
  const victim = 'schedule-victim@mail.ru';
  let elapsed = 0;
  const at = (seconds: number) => {
    context.clock.advance((seconds - elapsed) * SECOND);
    elapsed = seconds;
  };
  for (const [seconds, times] of [
    [0, 3],
    [62, 1],
    [303, 2],
  ] as const) {
    at(seconds);
    for (let i = 0; i < times; i += 1) await ask(victim, '198.51.100.7');
  }
  at(304);
  await ownerGetsCode(victim);
}, 60_000);

test('a stranger asking every 30 s for an hour gets at most 34 mails sent, and the owner never waits over 2 minutes', async () => {
  const victim = 'flooded@mail.ru';
  const sent: number[] = [];
  const waits: number[] = [];
  for (let step = 0; step < 120; step += 1) {
    if ((await ask(victim, `198.51.100.${step % 200}`)).statusCode === 200)
      sent.push(context.clock.now().getTime());
    context.clock.advance(30 * SECOND);
    // Now and then the owner turns up, right after one of the stranger's requests.
    if (step % 25 === 24) waits.push(await ownerGetsCode(victim));
  }
  // The most mails the stranger got sent within any one hour.
  const perHour = Math.max(...sent.map((at) => sent.filter((t) => t >= at && t < at + 60 * MINUTE).length));
  expect(perHour).toBeGreaterThan(0);
  expect(perHour).toBeLessThanOrEqual(34);
  expect(waits.length).toBe(4);
  for (const wait of waits) expect(wait).toBeLessThanOrEqual(120);
}, 120_000);
