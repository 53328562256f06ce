/**
 * A vote sent by the page's own form (a content page before its `faq-votes` island is alive, or
 * without script): the same like and dislike routes take an HTML form's body and answer with the
 * page again (303 See Other, to the votes of the question) instead of the counts as JSON.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';
/** A path of this site: one leading slash (never `//host` or `/\host`), printable, not too long. */
const SITE_PATH = /^\/(?![/\\])[\x21-\x7e]{0,300}$/;

/** Lets the routes of `app` (the FAQ's, encapsulated) read a form's fields as an object. */
export function acceptVoteForms(app: FastifyInstance): void {
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const isVoteForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM);

/**
 * Where a form's vote goes back to: the form's `back` when it is a path of this site, otherwise
 * the question's own page; at the question's votes.
 */
export function voteFormReturn(body: unknown, slug: string): string {
  const back = typeof body === 'object' && body !== null ? (body as { back?: unknown }).back : undefined;
  const page =
    typeof back === 'string' && SITE_PATH.test(back)
      ? back.replace(/#.*$/, '')
      : `/common/faq/${encodeURIComponent(slug)}/`;
  return `${page}#votes-${encodeURIComponent(slug)}`;
}
