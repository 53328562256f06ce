import { testServer } from '../../test/test-app';

describe('the local mail viewer (/dev/mail/)', () => {
  const server = testServer();

  const send = (to: string, extra: object = {}) =>
    server.app.mailer.send({ to, subject: `Тема <${to}>`, text: `Код: 123456\nдля ${to}`, ...extra });

  test('lists the kept mail newest first and filters by recipient', async () => {
    await send('first@mail.ru');
    await send('second@mail.ru');
    const all = await server.app.inject('/dev/mail/');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/html/);
    expect(all.body.indexOf('second@mail.ru')).toBeLessThan(all.body.indexOf('first@mail.ru'));
    // Subjects are text, never markup.
    expect(all.body).toContain('Тема &lt;first@mail.ru&gt;');
    expect(all.body).not.toContain('<first@mail.ru>');

    const one = await server.app.inject('/dev/mail/?to=First@mail.ru');
    expect(one.body).toContain('first@mail.ru');
    expect(one.body).not.toContain('Тема &lt;second');
  });

  test('shows one message with its text, HTML part and attachments', async () => {
    await send('files@mail.ru', {
      html: '<p>Код: <b>123456</b></p><script>alert(1)</script>',
      attachments: [
        {
          filename: 'Накладная 7.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 test'),
        },
      ],
    });
    const list = await server.app.inject('/dev/mail/?to=files@mail.ru');
    const id = /href="(\d+)"/.exec(list.body)?.[1];
    expect(id).toBeDefined();

    const message = await server.app.inject(`/dev/mail/${id}`);
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('Код: 123456');
    expect(message.body).toContain(`href="${id}/html"`);
    expect(message.body).toContain(`href="${id}/attachments/0"`);
    expect(message.body).toContain('Накладная 7.pdf');

    const html = await server.app.inject(`/dev/mail/${id}/html`);
    expect(html.body).toContain('<b>123456</b>');
    // The mail's markup runs no script and loads nothing.
    expect(html.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);

    const file = await server.app.inject(`/dev/mail/${id}/attachments/0`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Накладная 7.pdf')}`,
    );
    expect(file.body).toBe('%PDF-1.7 test');
  });

  test('unknown mail, parts and ids are clear 4xx', async () => {
    expect((await server.app.inject('/dev/mail/999999')).statusCode).toBe(404);
    expect((await server.app.inject('/dev/mail/abc')).statusCode).toBe(400);
    await send('plain@mail.ru');
    const id = /href="(\d+)"/.exec((await server.app.inject('/dev/mail/?to=plain@mail.ru')).body)?.[1];
    expect((await server.app.inject(`/dev/mail/${id}/html`)).statusCode).toBe(404);
    expect((await server.app.inject(`/dev/mail/${id}/attachments/0`)).statusCode).toBe(404);
  });
});

describe('the mail viewer is not served where the outbox is not readable', () => {
  const server = testServer({ env: { HOST: '0.0.0.0' } });

  test('listening on every interface: no viewer, no outbox API', async () => {
    await server.app.mailer.send({ to: 'hidden@mail.ru', subject: 'Код', text: '123456' });
    // Only the site's page route answers there (its 404 page, or 503 while the apps are unbuilt).
    const viewer = await server.app.inject('/dev/mail/');
    expect(viewer.statusCode).not.toBe(200);
    expect(viewer.body).not.toContain('Local outbox');
    expect((await server.app.inject('/dev/mail/1')).body).not.toContain('123456');
    expect((await server.app.inject('/api/user/outbox')).statusCode).toBe(404);
  });
});
