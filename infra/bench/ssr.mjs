// Server-rendered pages against a static file of the same size from the same process: pages/s
// and server CPU per page, for a page the server has rendered before (cached) and for pages it
// renders for the first time (uncached: pages of the sitemap once each; the first of them, which
// also warm a newly started process up, apart from the rest).
import { getLoad } from './load.mjs';

// What a browser sends: the answers are compressed as a visitor gets them.
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** Addresses of the sitemap, as paths of `base`; an index's files are read in their turn. */
async function sitemapPaths(base, file = '/sitemap.xml') {
  const xml = await (await fetch(new URL(file, base))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
  if (!/<sitemapindex[\s>]/.test(xml)) return paths;
  return (await Promise.all(paths.map((path) => sitemapPaths(base, path)))).flat();
}

/** Of the page's own scripts and styles, the one whose size is closest to the page's. */
async function staticFileLike(base, page) {
  const html = await (await fetch(new URL(page, base), { headers: { accept: 'text/html' } })).text();
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file);
  let best = null;
  for (const file of new Set(files)) {
    const size = (await (await fetch(new URL(file, base))).arrayBuffer()).byteLength;
    if (!best || Math.abs(size - html.length) < Math.abs(best.size - html.length)) best = { file, size };
  }
  return { ...best, pageSize: Buffer.byteLength(html) };
}

/**
 * `cpu()`: the server's CPU seconds so far, or null when they are not known (another machine).
 * Returns table rows [measure, result, target].
 */
export async function ssrBench(base, { cpu = () => null, seconds = 5, connections = 16 } = {}) {
  const rows = [];
  const measure = async (label, paths, options, target) => {
    const before = cpu();
    const result = await getLoad(base, paths, { connections, seconds, headers: HEADERS, ...options });
    const after = cpu();
    const cpuMs = before === null || after === null ? null : ((after - before) * 1000) / result.requests;
    rows.push([
      label,
      `${Math.round(result.perSecond)} answers/s, ${(result.bytesPerAnswer / 1024).toFixed(1)} KB each${
        cpuMs === null ? '' : `; server CPU ${cpuMs.toFixed(2)} ms/answer`
      }${result.failures ? `; ${result.failures} failed` : ''}`,
      target,
    ]);
  };

  const all = await sitemapPaths(base);
  const home = '/';
  const file = await staticFileLike(base, home);
  // A few pages, asked again and again: after the first round every answer is a cached render.
  const hot = [home, '/common/faqs/', ...all.filter((path) => path.startsWith('/route/')).slice(0, 6)];
  await getLoad(base, hot, { connections: 4, seconds: 2, headers: HEADERS });
  await getLoad(base, [file.file], { connections: 4, seconds: 1, headers: HEADERS });

  await measure(
    `static ${file.file} (${(file.size / 1024).toFixed(0)} KB raw; the home page is ${(file.pageSize / 1024).toFixed(0)} KB)`,
    [file.file],
    {},
    'for reference',
  );
  await measure(`SSR, ${hot.length} pages asked again (cached)`, hot, {}, '>= 500 pages/s, <= 1 ms CPU');
  // Pages not asked before (the hot ones left out), spread evenly over every kind of the sitemap
  // (directions, regions, cities, catalogue, information); each once. The first of them after a
  // start also pay for what a process does once (code compiled to machine code, the response
  // schemas, the memos of the hub cities): they are measured on their own, for reference, and the
  // target is checked on the pages after them.
  const pool = all.filter((path) => !hot.includes(path));
  /** `count` (at most all) of `from`, evenly apart; `shift` moves each pick by a part of a step. */
  const spread = (count, shift, from) =>
    Array.from({ length: count }, (_, i) => from[Math.floor(((i + shift) * from.length) / count)]);
  const first = spread(Math.min(200, Math.floor(pool.length / 3)), 0.5, pool);
  const rest = pool.filter((path) => !first.includes(path));
  const cold = spread(Math.min(rest.length, Math.max(200, seconds * 100)), 0, rest);
  await measure(
    `SSR, ${first.length} pages asked once first (uncached, warming up)`,
    first,
    { once: true, seconds: 600 },
    'for reference',
  );
  await measure(
    `SSR, ${cold.length} other pages asked once (uncached)`,
    cold,
    { once: true, seconds: 600 },
    '<= 15 ms CPU',
  );
  return rows;
}
