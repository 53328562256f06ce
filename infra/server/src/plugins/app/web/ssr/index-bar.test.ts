/**
 * The index bar (issue 38, item 12): a page below it answers `noindex, follow` in its head and its
 * X-Robots-Tag, and leaves the sitemap; a page above it answers neither and stays listed.
 */
import { contentPages } from '../../../../db/schema';
import { belowBar } from '../index-bar';
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';

const server = useSsrApp();
const words = (count: number) => Array.from({ length: count }, (_, i) => `слово${i}`).join(' ');
const page = (body: string) => `<html><body><header>${words(400)}</header><main>${body}</main></body></html>`;

test('the bar: 250 words in the main area, and a priced table where the page names a route', () => {
  expect(belowBar(page(`<p>${words(249)}</p>`), false)).toEqual(['249 words']);
  expect(belowBar(page(`<p>${words(250)}</p>`), false)).toEqual([]);
  expect(belowBar(page(`<p>${words(300)}</p>`), true)).toEqual(['no price table']);
  expect(
    belowBar(
      page(
        `<p>${words(300)}</p><table><tr><th>Груз</th></tr><tr><td>100 кг</td><td>2 954 ₽</td></tr></table>`,
      ),
      true,
    ),
  ).toEqual([]);
});

test('a page below the bar answers noindex, follow and leaves the sitemap; one above stays', async () => {
  const { app } = server;
  const thin = '/tonkaya-stranica/';
  await app.db.insert(contentPages).values({
    url: thin,
    title: 'Тонкая страница',
    description: 'Страница с короткой заметкой',
    h1: 'Тонкая страница',
    body: '<p>Короткая заметка без подробностей.</p>',
    catalogue: null,
  });
  const before = (await app.inject({ url: '/sitemaps/information.xml' })).body;
  expect(before).toContain(`${thin}</loc>`);

  const below = await pageOf(app, thin);
  expect(below.statusCode).toBe(200);
  expect(below.headers['x-robots-tag']).toBe('noindex, follow');
  expect(below.body).toContain('<meta name="robots" content="noindex, follow" />');
  // From the cache, the same answer.
  expect((await pageOf(app, thin)).headers['x-robots-tag']).toBe('noindex, follow');
  expect((await app.inject({ url: '/sitemaps/information.xml' })).body).not.toContain(`${thin}</loc>`);

  const route = '/route/sankt-peterburg/moskva/';
  const above = await pageOf(app, route);
  expect(above.statusCode).toBe(200);
  expect(above.headers['x-robots-tag']).toBeUndefined();
  expect(above.body).not.toContain('name="robots"');
  expect((await app.inject({ url: '/sitemaps/directions.xml' })).body).toContain(`${route}</loc>`);
}, 300_000);
