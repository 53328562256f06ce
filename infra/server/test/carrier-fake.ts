/**
 * A carrier's API faked on a local port for contract tests, the e2e run and the bench: it records
 * every request (method, path, query, headers, body) and answers from routes keyed
 * 'METHOD /path', with scripted one-off replies queued in front of a route's usual answer.
 * A reply can be late, hang, be HTML, be cut JSON or be megabytes long: the faults carriers have.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body. */
  text: string;
  /** The body parsed as JSON, or as a form (as an object), when it was one. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with `type`, default text/plain). */
  text?: string;
  type?: string;
  headers?: Record<string, string>;
  /** Answers this late. */
  delayMs?: number;
  /** Never answers (the connection stays open until the client gives up or the fake closes). */
  hang?: boolean;
  /** Answers this many bytes of a JSON array that never ends, streamed (a huge body). */
  hugeBytes?: number;
}

export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface CarrierFake {
  /** The base URL, e.g. http://127.0.0.1:40123 (no trailing slash). */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: FakeRequest[];
  /** The requests to one route. */
  requestsTo(key: string): FakeRequest[];
  /** Sets a route's usual answer. */
  route(key: string, answer: FakeRoute | FakeReply): void;
  /** Queues one-off replies for a route, served before its usual answer. */
  once(key: string, ...replies: FakeReply[]): void;
  /** Forgets the recorded requests and the queued replies. */
  reset(): void;
  close(): Promise<void>;
}

function parseBody(text: string, type: string | undefined): unknown {
  if (!text) return undefined;
  if (type?.includes('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  if (type?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return undefined;
}

async function send(response: ServerResponse, reply: FakeReply): Promise<void> {
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  if (reply.hang || response.destroyed) return;
  const status = reply.status ?? 200;
  if (reply.hugeBytes) {
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    const chunk = Buffer.from(`${JSON.stringify({ filler: 'x'.repeat(1000) })},`);
    response.write('[');
    let sent = 0;
    const more = () => {
      while (sent < reply.hugeBytes! && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      response.end('{}]');
    };
    response.on('error', () => undefined);
    more();
    return;
  }
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
  const type = reply.json !== undefined ? 'application/json' : (reply.type ?? 'text/plain; charset=utf-8');
  response.writeHead(status, { 'content-type': type, ...reply.headers }).end(body);
}

export async function startCarrierFake(
  routes: Record<string, FakeRoute | FakeReply> = {},
): Promise<CarrierFake> {
  const usual = new Map<string, FakeRoute | FakeReply>(Object.entries(routes));
  const queued = new Map<string, FakeReply[]>();
  const requests: FakeRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        text,
        body: parseBody(text, incoming.headers['content-type']),
      };
      requests.push(request);
      const key = `${request.method} ${request.path}`;
      const next = queued.get(key)?.shift();
      const answer = next ?? usual.get(key);
      const reply: Promise<FakeReply> = !answer
        ? Promise.resolve({ status: 404, json: { error: `no route ${key}` } })
        : typeof answer === 'function'
          ? Promise.resolve(answer(request))
          : Promise.resolve(answer);
      reply
        .then((chosen) => send(response, chosen))
        .catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (key) => requests.filter((r) => `${r.method} ${r.path}` === key),
    route: (key, answer) => void usual.set(key, answer),
    once: (key, ...replies) => void queued.set(key, [...(queued.get(key) ?? []), ...replies]),
    reset() {
      requests.length = 0;
      queued.clear();
    },
    async close() {
      // Hanging replies keep their sockets open: cut them so close() ends.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
