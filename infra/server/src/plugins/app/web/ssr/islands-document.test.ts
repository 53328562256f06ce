/**
 * Content pages are islands (docs/architecture.md): their document is islands.html, whose one
 * script is the islands entry; every island is marked with its name and props. Application pages
 * keep the single-page app's document.
 */
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';

// The first render of each kind warms the server builds up (seconds on a loaded machine).
jest.setTimeout(60_000);

const server = useSsrApp();
const page = (url: string) => pageOf(server.app, url);
const scripts = (html: string) => [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((found) => found[1]);
const islands = (html: string) =>
  [...html.matchAll(/data-island="([\w-]+)" data-props="([^"]*)"/g)].map(([, name, props]) => ({
    name,
    props: JSON.parse(props!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as unknown,
  }));

describe('a content page is complete HTML with islands', () => {
  test.each([
    ['/', ['header', 'quote', 'faq-votes']],
    ['/route/sankt-peterburg/moskva/', ['header', 'quote']],
    ['/common/faqs/', ['header', 'faq-votes']],
    ['/no-such-page/', ['header']],
  ])('%s: the islands script alone, its islands marked', async (url, names) => {
    const response = await page(url);
    const html = response.body;
    expect(scripts(html)).toEqual(['/static/js/islands.5e6f7a8b.js']);
    // Nothing of the app is preloaded.
    expect(html).not.toContain('rel="preload" href="/mf/');
    expect([...new Set(islands(html).map((island) => island.name))].sort()).toEqual([...names].sort());
  });

  it('writes what each island renders with, never the page’s data', async () => {
    const html = (await page('/route/sankt-peterburg/moskva/')).body;
    const [header, quote] = islands(html);
    expect(header).toEqual({ name: 'header', props: { slim: false } });
    expect(quote).toMatchObject({
      name: 'quote',
      props: { from: { slug: 'sankt-peterburg' }, to: { slug: 'moskva' } },
    });
    const faqs = islands((await page('/common/faqs/')).body).filter((island) => island.name === 'faq-votes');
    expect(faqs[0]?.props).toEqual({
      faq: { slug: expect.any(String), likes: expect.any(Number), dislikes: expect.any(Number), vote: null },
      back: '/common/faqs/',
    });
  });

  it('the quote is a GET form to the calculator, the votes a POST form to the votes API', async () => {
    const html = (await page('/route/sankt-peterburg/moskva/')).body;
    expect(html).toMatch(/<form[^>]*action="\/calculator\/"[^>]*method="get"/);
    expect(html).toContain('name="from" value="sankt-peterburg"');
    expect(html).toContain('name="to" value="moskva"');
    expect(html).toMatch(/<input[^>]*name="weight"/);
    const faqs = (await page('/common/faqs/')).body;
    expect(faqs).toMatch(/<form[^>]*action="\/api\/content\/content\/faq\/like\/[\w-]+" method="post"/);
    expect(faqs).toMatch(
      /<button[^>]*type="submit"[^>]*formAction="\/api\/content\/content\/faq\/dislike\/[\w-]+"/,
    );
  });

  it('an application page keeps the single-page app', async () => {
    const html = (await page('/calculator/')).body;
    expect(scripts(html)).toContain('/main.3f2a9c1b.js');
    expect(scripts(html)).not.toContain('/static/js/islands.5e6f7a8b.js');
  });
});
