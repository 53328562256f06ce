/**
 * The anonymous visitor of the FAQ votes: a random id in a long-lived, HTTP-only cookie. Set on
 * the first vote, so reading the FAQ leaves no cookie behind.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'dostavka_visitor';
const YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function visitorOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === VISITOR_COOKIE && value && UUID.test(value)) return value;
  }
  return null;
}

/** The request's visitor, or a new one announced in the reply's cookie. */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const known = visitorOf(request);
  if (known) return known;
  const visitor = randomUUID();
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${visitor}; Max-Age=${YEAR_S}; Path=/; HttpOnly; SameSite=Lax`,
  );
  return visitor;
}
