/**
 * Generated pages read right (issue 38, item 5): a sample of the sitemap, spread over every kind,
 * server-rendered in Russian and English as a crawler reads them. Russian: no place name left in
 * the nominative after a preposition that declines it, every count agreeing with its noun; English:
 * counts agreeing, and English (Cyrillic only in names).
 */
import { SITEMAP_KINDS, sitemapEntries } from '../sitemap';
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';
import { visibleBlocks } from '../visible-text';
import {
  countsOutOfAgreementEn,
  countsOutOfAgreementRu,
  nominativesAfterPrepositions,
} from '../../../../../test/reads-right';
// The checks themselves are tested in infra/server/test/reads-right.test.ts.

const server = useSsrApp();
/** Pages of each kind, spread evenly over its list. */
const PER_KIND = 10;

test('a sample of the sitemap reads right in Russian and English', async () => {
  const sections = await sitemapEntries(server.app);
  const spread = (list: string[]) =>
    Array.from(
      { length: Math.min(PER_KIND, list.length) },
      (_, i) => list[Math.floor((i * list.length) / PER_KIND)]!,
    );
  const urls = SITEMAP_KINDS.flatMap((kind) => spread(sections[kind].map((entry) => entry.url)));
  const names = (await server.app.cityRepository.everyCity()).map(({ city }) => city.name);
  const problems: string[] = [];
  for (const url of urls) {
    const [ru, en] = await Promise.all([pageOf(server.app, url), pageOf(server.app, `${url}?lang=en`)]);
    const textRu = visibleBlocks(ru.body).join('\n');
    const textEn = visibleBlocks(en.body).join('\n');
    for (const found of [...nominativesAfterPrepositions(textRu, names), ...countsOutOfAgreementRu(textRu)])
      problems.push(`${url}: ${found}`);
    for (const found of countsOutOfAgreementEn(textEn)) problems.push(`${url}?lang=en: ${found}`);
    const words = textEn.match(/[\p{L}\p{N}]+/gu) ?? [];
    const cyrillic = words.filter((word) => /[а-яё]/i.test(word)).length / Math.max(1, words.length);
    if (cyrillic >= 0.15) problems.push(`${url}?lang=en: ${Math.round(cyrillic * 100)} % Cyrillic words`);
  }
  expect(urls.length).toBeGreaterThanOrEqual(40);
  expect(problems).toEqual([]);
}, 900_000);

test('the English home page names its popular directions in English, distances with a thousands separator', async () => {
  const page = await pageOf(server.app, '/?lang=en');
  const routes = [...page.body.matchAll(/<a [^>]*href="\/route\/[^"]+"[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ' '),
  );
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.filter((label) => /[а-яё]/i.test(label))).toEqual([]);
  expect(visibleBlocks(page.body).filter((block) => /\d{4,} km/.test(block))).toEqual([]);
}, 300_000);
