import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { escapeHtml } from '../escape-html';
import { httpError } from '../http-error';

/**
 * The local outbox as a small mail viewer (`/dev/mail/`): the list, one message with its text,
 * its HTML part and its attachments. Registered only where the outbox is readable (the server
 * listens on loopback, or OUTBOX_HTTP says so) and never with SMTP, so a newcomer on the
 * embedded defaults reads the sign-in code here.
 */
const PAGE_SIZE = 100;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:24px auto;max-width:960px;padding:0 16px;color:#1b1b1f}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}
a{color:#0b57d0}pre{white-space:pre-wrap;background:#f6f6f8;padding:12px;border-radius:6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#666}.empty{color:#666}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`;
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

const devMail: FastifyPluginAsyncTypebox = async (app) => {
  const hidden = { hide: true };
  const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

  const message = async (id: number) => {
    const row = await app.outbox.find(id);
    if (!row) throw httpError(404, `No mail ${id} in the local outbox`);
    return row;
  };

  app.get(
    '/',
    {
      // Only `/dev/mail/`: the pages link to each other relatively.
      prefixTrailingSlash: 'slash',
      schema: {
        ...hidden,
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
      },
    },
    async (request, reply) => {
      const to = request.query.to?.trim().toLowerCase();
      const rows = await app.outbox.list(to, PAGE_SIZE);
      const list = rows
        .map(
          (
            row,
          ) => `<tr><td>${when(row.createdAt)}</td><td><a href="?to=${encodeURIComponent(row.to)}">${escapeHtml(row.to)}</a></td>
<td><a href="${row.id}">${escapeHtml(row.subject)}</a></td><td>${row.attachments || ''}</td></tr>`,
        )
        .join('\n');
      const filter = to ? ` to ${escapeHtml(to)} (<a href="./">all</a>)` : '';
      reply.type('text/html; charset=utf-8');
      return page(
        'Local outbox',
        `<h1>Local outbox</h1><p>Mail the server kept instead of sending (no SMTP_URL), newest first${filter}.</p>
${rows.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Files</th></tr></thead><tbody>${list}</tbody></table>` : '<p class="empty">No mail yet.</p>'}`,
      );
    },
  );

  app.get('/:id', { schema: { ...hidden, params: IdParams } }, async (request, reply) => {
    const row = await message(request.params.id);
    const files = row.attachments
      .map(
        (file, index) =>
          `<li><a href="${row.id}/attachments/${index}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${Math.ceil((file.content.length * 3) / 4 / 1024)} KB)</li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return page(
      row.subject,
      `<p><a href="./">← Local outbox</a></p><h1>${escapeHtml(row.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(row.from)}</dd><dt>To</dt><dd>${escapeHtml(row.to)}</dd><dt>Sent</dt><dd>${when(row.createdAt)}</dd></dl>
${row.html === null ? '' : `<p><a href="${row.id}/html">HTML version</a></p>`}
${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ''}
<h2>Text</h2><pre>${escapeHtml(row.text)}</pre>`,
    );
  });

  app.get('/:id/html', { schema: { ...hidden, params: IdParams } }, async (request, reply) => {
    const row = await message(request.params.id);
    if (row.html === null) throw httpError(404, `Mail ${row.id} has no HTML part`);
    // The mail's own markup, shown as a mail client would: no scripts, no requests out.
    reply
      .header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'",
      )
      .type('text/html; charset=utf-8');
    return row.html;
  });

  app.get(
    '/:id/attachments/:index',
    {
      schema: {
        ...hidden,
        params: Type.Object({
          id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
          index: Type.Integer({ minimum: 0, maximum: 1000 }),
        }),
      },
    },
    async (request, reply) => {
      const row = await message(request.params.id);
      const file = row.attachments[request.params.index];
      if (!file) throw httpError(404, `Mail ${row.id} has no attachment ${request.params.index}`);
      const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
      reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        );
      return Buffer.from(file.content, 'base64');
    },
  );
};

export default devMail;
