// Closed-loop HTTP/1.1 load over raw keep-alive sockets, as autocannon does it: each request is
// one buffer written as it is, and an answer is only framed (status, Content-Length or chunks),
// never parsed further. The load generator's own CPU per request stays far below a server's, so a
// trivial server (a bare Fastify) is measured rather than the client that asks it.
import net from 'node:net';

/** The bytes of one request. */
function requestBytes(url, { method = 'GET', body, headers = {} }) {
  const payload =
    body === undefined ? null : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const lines = [
    `${method} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: keep-alive',
  ];
  if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * The length of the first whole answer in `buffer` and its status, or null while it is not all in.
 * Content-Length and chunked bodies (nothing else is kept alive).
 */
function frame(buffer) {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd === -1) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  const bodyStart = headEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, end } : null;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return { status, end: bodyStart };
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd === -1) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return null;
    if (size === 0) return { status, end: at };
  }
}

/**
 * `connections` sockets ask `path` back to back for `seconds`. Returns answers per second (2xx
 * only count as answers), failures (other statuses, broken sockets), what they were (`failed`:
 * counts by status or socket error code) and the answers' total.
 */
export async function httpLoad(base, path, { connections = 32, seconds = 5, method, body, headers } = {}) {
  const url = new URL(path, base);
  const request = requestBytes(url, { method, body, headers });
  let answers = 0;
  let failures = 0;
  /** Failures by status or error code. */
  const failed = {};
  const fail = (what) => {
    failures += 1;
    failed[what] = (failed[what] ?? 0) + 1;
  };
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  let ended = started;

  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port) });
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      const finish = () => {
        ended = Math.max(ended, performance.now());
        socket.destroy();
        resolve();
      };
      socket.on('connect', () => socket.write(request));
      socket.on('data', (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        for (let answer = frame(pending); answer; answer = frame(pending)) {
          if (answer.status >= 200 && answer.status < 300) answers += 1;
          else fail(answer.status);
          pending = pending.subarray(answer.end);
          if (Date.now() >= deadline) return finish();
          socket.write(request);
        }
      });
      socket.on('error', (error) => {
        fail(error.code ?? error.message);
        finish();
      });
      socket.on('close', finish);
    });

  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (ended - started) / 1000;
  return { answers, failures, failed, perSecond: answers / elapsed };
}
