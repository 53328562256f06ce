import { decodeJwt, decodeProtectedHeader } from 'jose';
import { eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '@dostavka/shared-kernel/i18n';
import { refreshTokens, signInCodes, users } from '../../../db/schema';
import {
  call,
  mailedCode,
  signIn,
  solvedCaptcha,
  startUserApi,
  stopUserApi,
  type UserApiContext,
} from '../../../../test/user-api';

let context: UserApiContext;
beforeAll(async () => {
  context = await startUserApi({ ADMIN_EMAILS: 'boss@dostavka.ru', SIGN_IN_CODES_PER_IP: '1000' });
}, 60_000);
afterAll(() => stopUserApi(context));

const MINUTE = 60_000;
const signUp = (email: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/user/auth/signup/email', payload: { email }, headers });
const confirm = (email: string, code: string) =>
  call(context.app, 'POST', '/api/user/auth/code/confirm', { email, code });
const refresh = (refreshToken?: string) =>
  call(
    context.app,
    'POST',
    '/api/user/auth/token/refresh',
    refreshToken === undefined ? {} : { refreshToken },
  );

/** A spent token sent again past its window: refused as leaked (its family ends with it). */
async function expectLeaked(refreshToken: string): Promise<void> {
  const answer = await refresh(refreshToken);
  expect(answer.statusCode).toBe(401);
  expect(answer.json().message).toMatch(/already used/);
}

const profile = (token: string) => call(context.app, 'GET', '/api/user/profile', undefined, token);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /auth/signup/email', () => {
  test('mails a 6-digit code valid 10 minutes and keeps only a hash of it', async () => {
    const response = await signUp('Hash.Check@Mail.ru');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiresIn: 600 });
    const code = await mailedCode(context.app, 'hash.check@mail.ru');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await context.app.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.email, 'hash.check@mail.ru'));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  test.each([
    ['a Russian visitor', {}, /^Код для входа: \d{6}$/, /Код действует 10 минут/],
    [
      'an English visitor (the language cookie)',
      { cookie: `${LANGUAGE_COOKIE}=en` },
      /^Your sign-in code: \d{6}$/,
      /valid for 10 minutes/,
    ],
    [
      'an English browser without a cookie',
      { 'accept-language': 'en-GB,en;q=0.9' },
      /^Your sign-in code: \d{6}$/,
      /valid for 10 minutes/,
    ],
  ])('the code is mailed in the language of %s', async (_who, headers, subject, text) => {
    const email = `lang-${Object.keys(headers).join('-') || 'ru'}@mail.ru`;
    expect((await signUp(email, headers)).statusCode).toBe(200);
    const response = await call(
      context.app,
      'GET',
      `/api/user/outbox?to=${encodeURIComponent(email)}&limit=1`,
    );
    const [mail] = response.json<{ mails: Array<{ subject: string; text: string }> }>().mails;
    expect(mail?.subject).toMatch(subject);
    expect(mail?.text).toMatch(text);
    // The company's signature under it is in the same language (an English mail has no Russian).
    if (subject.source.startsWith('^Your')) expect(mail?.text).not.toMatch(/[\u0400-\u04FF]/);
    else expect(mail?.text).toContain('Пн–Пт');
  });

  test('codes differ from one request to the next', async () => {
    const codes = new Set<string>();
    for (const n of [1, 2, 3, 4]) {
      await signUp(`random${n}@mail.ru`);
      codes.add(await mailedCode(context.app, `random${n}@mail.ru`));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  test('answers a known and an unknown address alike', async () => {
    await signIn(context.app, 'known@mail.ru');
    const known = await signUp('known@mail.ru');
    const unknown = await signUp('never-seen@mail.ru');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  test('codes for one address: three at once, then a wait of at most 2 minutes with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signUp('often@mail.ru')).statusCode).toBe(200);
    const refused = await signUp('often@mail.ru');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many codes were requested: try again in (\d+ s|2 min)$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(120);
    context.clock.advance(2 * MINUTE);
    expect((await signUp('often@mail.ru')).statusCode).toBe(200);
    // The free codes of the hour are spent: with a captcha, one code per 2 minutes.
    const paced = async () =>
      context.app.inject({
        method: 'POST',
        url: '/api/user/auth/signup/email',
        payload: { email: 'often@mail.ru', token: await solvedCaptcha(context.app) },
      });
    expect((await paced()).statusCode).toBe(200);
    const next = await paced();
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(120);
  }, 30_000);

  test('after 4 codes in an hour a solved captcha is required, and with one the owner gets a code', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await signUp('owner@mail.ru')).statusCode).toBe(200);
      context.clock.advance(6 * MINUTE);
    }
    const refused = await signUp('owner@mail.ru');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/solve the captcha/);
    const withCaptcha = await context.app.inject({
      method: 'POST',
      url: '/api/user/auth/signup/email',
      payload: { email: 'owner@mail.ru', token: await solvedCaptcha(context.app) },
    });
    expect(withCaptcha.statusCode).toBe(200);
    // A token that does not solve anything is refused as such.
    context.clock.advance(6 * MINUTE);
    const forged = await context.app.inject({
      method: 'POST',
      url: '/api/user/auth/signup/email',
      payload: { email: 'owner@mail.ru', token: 'forged' },
    });
    expect(forged.statusCode).toBe(400);
  }, 30_000);

  test('a stale captcha token sent along with a free code does no harm', async () => {
    const token = await solvedCaptcha(context.app);
    for (let i = 0; i < 2; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/user/auth/signup/email',
        payload: { email: 'resend@mail.ru', token },
      });
      expect(response.statusCode).toBe(200);
    }
  }, 30_000);

  test.each([
    [{ email: 'not-an-address' }, 'This is not an e-mail address'],
    [{}, 'Required parameter email was null or undefined when calling signUp'],
    [{ email: '  ' }, 'Required parameter email was null or undefined when calling signUp'],
  ])('%j is a 400: %s', async (payload, message) => {
    const response = await call(context.app, 'POST', '/api/user/auth/signup/email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('with SIGN_IN_CODES_PER_IP=3, TRUST_PROXY=1 and OUTBOX_HTTP=false', () => {
  let other: UserApiContext;
  beforeAll(async () => {
    other = await startUserApi({ SIGN_IN_CODES_PER_IP: '3', TRUST_PROXY: '1', OUTBOX_HTTP: 'false' });
  }, 60_000);
  afterAll(() => stopUserApi(other));

  test('one client address may ask for at most 3 codes an hour', async () => {
    const send = (email: string, ip = '203.0.113.7') =>
      other.app.inject({
        method: 'POST',
        url: '/api/user/auth/signup/email',
        payload: { email },
        headers: { 'x-forwarded-for': ip },
      });
    for (const n of [1, 2, 3]) expect((await send(`ip${n}@mail.ru`)).statusCode).toBe(200);
    expect((await send('ip4@mail.ru')).statusCode).toBe(429);
    expect((await send('ip4@mail.ru', '203.0.113.8')).statusCode).toBe(200);
  }, 30_000);

  test('entries the client writes in front of X-Forwarded-For do not make it someone else', async () => {
    const send = (email: string, forged: string) =>
      other.app.inject({
        method: 'POST',
        url: '/api/user/auth/signup/email',
        payload: { email },
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.20` },
      });
    for (const n of [1, 2, 3])
      expect((await send(`chain${n}@mail.ru`, `198.18.0.${n}`)).statusCode).toBe(200);
    expect((await send('chain4@mail.ru', '198.18.0.4')).statusCode).toBe(429);
  }, 30_000);

  test('the outbox cannot be read over HTTP', async () => {
    expect((await call(other.app, 'GET', '/api/user/outbox')).statusCode).toBe(404);
  });
});

describe('POST /auth/code/confirm', () => {
  test('the first success creates a USER and returns tokens', async () => {
    await signUp('new.user@mail.ru');
    const response = await confirm('new.user@mail.ru', await mailedCode(context.app, 'new.user@mail.ru'));
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json();
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    const me = await profile(accessToken);
    expect(me.json()).toEqual({
      user: { uuid: expect.any(String), email: 'new.user@mail.ru', role: { slug: 'USER', level: 1 } },
    });
  });

  test('an address in ADMIN_EMAILS becomes ADMIN', async () => {
    const { accessToken } = await signIn(context.app, 'Boss@Dostavka.ru');
    expect((await profile(accessToken)).json().user.role).toEqual({ slug: 'ADMIN', level: 5 });
  });

  test('the access token is an HS256 at+jwt of 15 minutes for this issuer and audience', async () => {
    const { accessToken } = await signIn(context.app, 'claims@mail.ru');
    expect(decodeProtectedHeader(accessToken)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ iss: 'dostavka', aud: 'dostavka-web', role: 'USER' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const [user] = await context.app.db.select().from(users).where(eq(users.email, 'claims@mail.ru'));
    expect(claims.sub).toBe(user?.id);
  });

  test('a code works once, even when sent twice at the same moment', async () => {
    await signUp('once@mail.ru');
    const code = await mailedCode(context.app, 'once@mail.ru');
    const answers = await Promise.all([confirm('once@mail.ru', code), confirm('once@mail.ru', code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await confirm('once@mail.ru', code)).statusCode).toBe(400);
  });

  test('a code dies after 5 wrong tries', async () => {
    await signUp('tries@mail.ru');
    const code = await mailedCode(context.app, 'tries@mail.ru');
    for (let i = 0; i < 5; i += 1) {
      const response = await confirm('tries@mail.ru', wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The code is wrong');
    }
    const late = await confirm('tries@mail.ru', code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired or was used up/);
  });

  test('four wrong tries still leave the right code usable', async () => {
    await signUp('four@mail.ru');
    const code = await mailedCode(context.app, 'four@mail.ru');
    for (let i = 0; i < 4; i += 1) await confirm('four@mail.ru', wrong(code));
    expect((await confirm('four@mail.ru', code)).statusCode).toBe(200);
  });

  test('a code expires after 10 minutes', async () => {
    await signUp('slow@mail.ru');
    const code = await mailedCode(context.app, 'slow@mail.ru');
    context.clock.advance(10 * MINUTE + 1000);
    expect((await confirm('slow@mail.ru', code)).statusCode).toBe(400);
  });

  test('a new code replaces the earlier one', async () => {
    await signUp('twice@mail.ru');
    const first = await mailedCode(context.app, 'twice@mail.ru');
    await signUp('twice@mail.ru');
    const second = await mailedCode(context.app, 'twice@mail.ru');
    if (first !== second) expect((await confirm('twice@mail.ru', first)).statusCode).toBe(400);
    expect((await confirm('twice@mail.ru', second)).statusCode).toBe(200);
  });

  test('no code was ever sent: 400', async () => {
    expect((await confirm('nobody@mail.ru', '123456')).statusCode).toBe(400);
  });
});

describe('POST /auth/token/refresh', () => {
  test('gives new tokens and spends the old refresh token', async () => {
    const session = await signIn(context.app, 'rotate@mail.ru');
    const next = await refresh(session.refreshToken);
    expect(next.statusCode).toBe(200);
    const tokens = next.json();
    expect(tokens.refreshToken).not.toBe(session.refreshToken);
    expect((await profile(tokens.accessToken)).statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  test('a reused refresh token revokes its whole family, not other sign-ins', async () => {
    const stolen = await signIn(context.app, 'victim@mail.ru');
    const otherDevice = await signIn(context.app, 'victim@mail.ru');
    const rotated = (await refresh(stolen.refreshToken)).json();
    // Past the grace window a spent token is a leaked one.
    context.clock.advance(21_000);
    await expectLeaked(stolen.refreshToken);
    const afterRevoke = await refresh(rotated.refreshToken);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toMatch(/session was ended/);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  test("a reused refresh token ends its family's access tokens at once, as a sign-out does", async () => {
    const stolen = await signIn(context.app, 'leaked@mail.ru');
    const rotated = (await refresh(stolen.refreshToken)).json();
    expect((await profile(rotated.accessToken)).statusCode).toBe(200);
    context.clock.advance(21_000);
    await expectLeaked(stolen.refreshToken);
    // Well within the access token's 15 minutes.
    for (const accessToken of [stolen.accessToken, rotated.accessToken]) {
      const refused = await profile(accessToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('The session was ended: sign in again');
    }
  });

  test('two tabs refreshing with the same token at once both keep the sign-in', async () => {
    const session = await signIn(context.app, 'two.tabs@mail.ru');
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // The same successor: the family lives on and either tab refreshes on with it.
    expect(second.json().refreshToken).toBe(first.json().refreshToken);
    expect((await profile(second.json().accessToken)).statusCode).toBe(200);
    const [user] = await context.app.db.select().from(users).where(eq(users.email, 'two.tabs@mail.ru'));
    const family = await context.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user!.id));
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
    const later = await refresh(first.json().refreshToken);
    expect(later.statusCode).toBe(200);
  });

  test('a spent token within the grace window repeats its successor; after it, the family ends', async () => {
    const session = await signIn(context.app, 'grace@mail.ru');
    const next = (await refresh(session.refreshToken)).json();
    context.clock.advance(19_000);
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).toBe(next.refreshToken);
    context.clock.advance(21_000);
    await expectLeaked(session.refreshToken);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  test('pages that each left before their refresh came back keep the sign-in, however long the run', async () => {
    const session = await signIn(context.app, 'pages.left@mail.ru');
    const first = (await refresh(session.refreshToken)).json();
    // Every answer is lost, so every page sends the spent token again, 8 s after the one before.
    for (let page = 0; page < 6; page += 1) {
      context.clock.advance(8_000);
      const again = await refresh(session.refreshToken);
      expect(again.statusCode).toBe(200);
      expect(again.json().refreshToken).toBe(first.refreshToken);
    }
    // One answer arrives and is used: from then on the spent token has its first window only.
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    context.clock.advance(21_000);
    await expectLeaked(session.refreshToken);
  });

  test('a spent token whose successor was used gets no window beyond its first', async () => {
    const session = await signIn(context.app, 'used.successor@mail.ru');
    const next = (await refresh(session.refreshToken)).json();
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    context.clock.advance(15_000);
    // A racing tab inside the first window still gets the (spent) successor...
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    // ...but that answer does not open a new window.
    context.clock.advance(6_000);
    await expectLeaked(session.refreshToken);
  });

  test('a logged-out token gets nothing in the grace window', async () => {
    const session = await signIn(context.app, 'grace.out@mail.ru');
    const next = (await refresh(session.refreshToken)).json();
    await call(context.app, 'POST', '/api/user/auth/logout', { refreshToken: next.refreshToken });
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(401);
  });

  test('only a hash of the refresh token is stored', async () => {
    const { refreshToken } = await signIn(context.app, 'stored@mail.ru');
    const rows = await context.app.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((row) => row.hash === refreshToken)).toBe(false);
  });

  test('a sign-in lasts 30 days at most, however often it is refreshed', async () => {
    let { refreshToken } = await signIn(context.app, 'month@mail.ru');
    for (let day = 0; day < 3; day += 1) {
      context.clock.advance(10 * 24 * 60 * MINUTE - MINUTE);
      const response = await refresh(refreshToken);
      expect(response.statusCode).toBe(200);
      refreshToken = response.json().refreshToken;
    }
    context.clock.advance(4 * MINUTE);
    const late = await refresh(refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/expired/);
  });

  test.each([
    ['an empty body', {}],
    ['an empty token', { refreshToken: '' }],
    ['no body at all', undefined],
  ])("%s answers 401 'JWT IS NOT EXISTS'", async (_case, payload) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/user/auth/token/refresh',
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('JWT IS NOT EXISTS');
  });

  test('an unknown refresh token is a 401', async () => {
    const response = await refresh('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not valid/);
  });
});

describe('GET /profile', () => {
  test('needs the bearer token', async () => {
    expect((await call(context.app, 'GET', '/api/user/profile')).statusCode).toBe(401);
  });
});

describe('POST /auth/logout and revocation', () => {
  const logout = (refreshToken?: string) =>
    call(context.app, 'POST', '/api/user/auth/logout', refreshToken === undefined ? {} : { refreshToken });

  test('ends the sign-in: its refresh token and every access token issued so far stop at once', async () => {
    const laptop = await signIn(context.app, 'leaving@mail.ru');
    const phone = await signIn(context.app, 'leaving@mail.ru');
    expect((await profile(laptop.accessToken)).statusCode).toBe(200);

    expect((await logout(laptop.refreshToken)).statusCode).toBe(204);
    const refused = await profile(laptop.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The session was ended: sign in again');
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    // The other sign-in's access token is refused too, but it refreshes on to a working one.
    expect((await profile(phone.accessToken)).statusCode).toBe(401);
    const renewed = await refresh(phone.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().accessToken)).statusCode).toBe(200);
  });

  test('an unknown refresh token signs nothing out (204); none at all is the 401 of refresh', async () => {
    expect((await logout('no-such-token')).statusCode).toBe(204);
    expect((await logout()).statusCode).toBe(401);
  });

  test('a demotion counts at the next request, not when the access token expires', async () => {
    const session = await signIn(context.app, 'boss@dostavka.ru');
    const rateCards = () =>
      call(context.app, 'GET', '/api/calculator/rate-cards', undefined, session.accessToken);
    expect((await rateCards()).statusCode).toBe(200);
    await context.app.db.update(users).set({ role: 'USER' }).where(eq(users.email, 'boss@dostavka.ru'));
    expect((await rateCards()).statusCode).toBe(403);
  });
});
