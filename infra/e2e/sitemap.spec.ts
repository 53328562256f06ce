import { test, expect } from './fixtures';

// Several thousand pages, rendered by a server that shares two cores with the browser.
test.setTimeout(15 * 60_000);

const CONCURRENCY = 4;

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('every URL of the sitemap answers complete HTML without JavaScript', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = first(robots, /^Sitemap: (.+)$/m);
  expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((found) => found[1]!.replace(/&amp;/g, '&'));
  // An index of one sitemap per kind of page.
  const index = await (await request.get(sitemapUrl!)).text();
  const urls: string[] = [];
  for (const file of locs(index)) urls.push(...locs(await (await request.get(file)).text()));
  expect(urls.length).toBeGreaterThan(1000);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  let next = 0;
  async function worker() {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await request.get(url, { headers: { accept: 'text/html' } });
      const html = await response.text();
      const title = first(html, /<title>(.*?)<\/title>/s);
      const description = first(html, /<meta name="description" content="([^"]*)"/);
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      const canonical = first(html, /<link rel="canonical" href="([^"]+)"/);
      if (response.status() !== 200) problems.push(`${url}: status ${response.status()}`);
      if (h1s.length !== 1) problems.push(`${url}: ${h1s.length} h1`);
      if (!title) problems.push(`${url}: no title`);
      if (!description) problems.push(`${url}: no description`);
      if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
      if (title && titles.has(title)) problems.push(`${url}: title also on ${titles.get(title)}`);
      if (description && descriptions.has(description))
        problems.push(`${url}: description also on ${descriptions.get(description)}`);
      if (title) titles.set(title, url);
      if (description) descriptions.set(description, url);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(problems.slice(0, 50)).toEqual([]);
});
