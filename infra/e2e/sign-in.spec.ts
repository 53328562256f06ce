import { expect, test } from './fixtures';

/** The sign-in flow against the production server: the code is read from the outbox, as a mailbox. */
test('a code mailed to the outbox signs in and opens the profile', async ({ request }) => {
  const email = `e2e-${Date.now()}@mail.ru`;
  const sent = await request.post('/api/user/auth/signup/email', { data: { email } });
  expect(sent.status()).toBe(200);
  const outbox = await request.get(`/api/user/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const [mail] = (await outbox.json()).mails as Array<{ text: string }>;
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const confirmed = await request.post('/api/user/auth/code/confirm', { data: { email, code } });
  const { accessToken } = await confirmed.json();
  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect((await profile.json()).user).toMatchObject({ email, role: { slug: 'USER', level: 1 } });
});
