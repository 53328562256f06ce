import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { call, startUserApi, stopUserApi, type UserApiContext } from '../../../../test/user-api';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that keeps what it is sent. */
async function smtpPeer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text of a quoted-printable or base64 body, enough to find a code in it. */
const decodeBody = (raw: string) => {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  if (/Content-Transfer-Encoding: base64/i.test(raw))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
};

describe('mail over SMTP (SMTP_URL set)', () => {
  let peer: Awaited<ReturnType<typeof smtpPeer>>;
  let context: UserApiContext;
  beforeAll(async () => {
    peer = await smtpPeer();
    context = await startUserApi({
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: 'Dostavka <robot@dostavka.test>',
    });
  }, 60_000);
  afterAll(async () => {
    await stopUserApi(context);
    await peer?.close();
  });

  test('a sign-in code goes to the SMTP server, not to the outbox, and signs in', async () => {
    const sent = await call(context.app, 'POST', '/api/user/auth/signup/email', { email: 'smtp@mail.ru' });
    expect(sent.statusCode).toBe(200);
    const mail = peer.received.at(-1);
    expect(mail).toMatchObject({ from: 'robot@dostavka.test', to: ['smtp@mail.ru'] });
    const code = decodeBody(mail!.raw).match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Mail leaves the machine: there is no local outbox to read.
    const outbox = await call(context.app, 'GET', '/api/user/outbox?to=smtp@mail.ru');
    expect(outbox.statusCode).toBe(404);
    const confirmed = await call(context.app, 'POST', '/api/user/auth/code/confirm', {
      email: 'smtp@mail.ru',
      code,
    });
    expect(confirmed.statusCode).toBe(200);
  });
});

describe('an SMTP server that does not answer', () => {
  let context: UserApiContext;
  beforeAll(async () => {
    const peer = await smtpPeer();
    const { port } = peer;
    await peer.close();
    context = await startUserApi({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(() => stopUserApi(context));

  test('the code request is a 503 the visitor can retry', async () => {
    const sent = await call(context.app, 'POST', '/api/user/auth/signup/email', { email: 'down@mail.ru' });
    expect(sent.statusCode).toBe(503);
    expect(sent.json().message).toMatch(/could not be sent/);
  });
});
