import { notFoundHead, renderHead } from './head';

const head = {
  title: 'Грузы "под ключ" <быстро>',
  description: 'Описание & цены',
  breadcrumbs: [{ name: 'Направления', url: '/route/' }],
  jsonLd: [{ '@type': 'FAQPage', name: '</script><script>alert(1)</script>' }],
};
const render = (extra = {}) =>
  renderHead({
    head: { ...head, ...extra },
    origin: 'https://dostavka.example',
    pathname: '/route/',
    lang: 'ru',
  });

describe('renderHead', () => {
  test('title and description are escaped', () => {
    const html = render();
    expect(html).toContain('<title>Грузы &quot;под ключ&quot; &lt;быстро&gt;</title>');
    expect(html).toContain('<meta name="description" content="Описание &amp; цены" />');
  });

  test('canonical, hreflang ru/en/x-default and Open Graph point to the page', () => {
    const html = render();
    expect(html).toContain('<link rel="canonical" href="https://dostavka.example/route/" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://dostavka.example/route/?lang=en" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://dostavka.example/route/" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://dostavka.example/route/" />');
  });

  test('a canonical path of its own replaces the address', () => {
    expect(render({ canonicalPath: '/route/to/any/moskva/' })).toContain(
      '<link rel="canonical" href="https://dostavka.example/route/to/any/moskva/" />',
    );
  });

  test('JSON-LD: Organization, BreadcrumbList from the home page, then the page’s own; none can close its element', () => {
    const html = render();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'BreadcrumbList', 'FAQPage']);
    expect(blocks[1].itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Главная',
      'Направления',
    ]);
    expect(html).not.toContain('</script><script>');
  });

  test('the 404 page is not indexed and names no canonical', () => {
    const html = renderHead({
      head: notFoundHead('en'),
      origin: 'https://dostavka.example',
      pathname: '/nope/',
      lang: 'en',
      noindex: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('This page could not be found');
    expect(html).not.toContain('canonical');
  });
});
