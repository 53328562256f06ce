import type { Faq } from '@dostavka/shared-kernel/domain';
import { testServer } from '../../../test/test-app';

const server = testServer();

const SLUG = 'strakhovanie';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let voter: string | undefined;
const send = (kind: 'like' | 'dislike', body: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/content/content/faq/${kind}/${SLUG}`,
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    payload: body,
  });

describe("a FAQ vote sent by the page's form (no script)", () => {
  it("counts the vote and answers with the page again, at the question's votes", async () => {
    const before = (await server.app.inject({ url: `/api/content/content/faq/${SLUG}` })).json<Faq>();
    const response = await send('like', 'back=%2Fcommon%2Ffaqs%2F');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/common/faqs/#votes-${SLUG}`);
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const after = (
      await server.app.inject({ url: `/api/content/content/faq/${SLUG}`, headers: { cookie } })
    ).json<Faq>();
    expect(after).toMatchObject({ likes: before.likes + 1, vote: 'like' });
    // The same visitor changes their mind with the other button.
    expect((await send('dislike', 'back=%2F', cookie)).headers.location).toBe(`/#votes-${SLUG}`);
  }, 60_000); // the server's first answers warm it up

  // One voter changing their vote: new voters on a question are rationed per address.
  it.each([
    ['another site', 'back=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', 'back=%2F%2Fevil.example%2F'],
    ['a backslash host', 'back=%2F%5Cevil.example'],
    ['no page at all', ''],
  ])("never sends the visitor to %s: the question's own page instead", async (_case, body) => {
    const first = await send('dislike', '', voter);
    voter ??= String(first.headers['set-cookie']).split(';')[0]!;
    const response = await send('like', body, voter);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/common/faq/${SLUG}/#votes-${SLUG}`);
  });

  it('a question that does not exist is a 404 with a message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/content/content/faq/like/no-such',
      headers: FORM,
      payload: 'back=%2F',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No question no-such' });
  });
});
