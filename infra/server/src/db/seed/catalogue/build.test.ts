import { COMBINED_CARGO_LIMITS } from '@dostavka/shared-kernel/domain';
import { CATALOGUE_GROUPS } from '../../../content/catalogue/groups';
import { buildCatalogue, type CatalogueCity } from './build';
import { SEED_FLEET } from '../tariffs/fleet';
import { TOPIC_LOTS } from '../../../content/catalogue/topic-lots';

const city = (slug: string, name: string, lat: number, lon: number): CatalogueCity => ({
  slug,
  name,
  lat,
  lon,
  regionName: `Регион ${name}`,
  regionSlug: `region-${slug}`,
  timezone: 'UTC+3',
  population: 100_000,
});
// The home city first, then more cities than any group takes.
const CITIES = [
  city('sankt-peterburg', 'Санкт-Петербург', 59.94, 30.32),
  ...Array.from({ length: 100 }, (_, i) => city(`gorod-${i}`, `Город ${i}`, 50 + i / 10, 40 + i / 10)),
];

describe('the SEO catalogue', () => {
  const pages = buildCatalogue(CATALOGUE_GROUPS, CITIES);

  test('about 350 pages over the groups of spec section 2', () => {
    expect(pages.length).toBeGreaterThan(320);
    expect(pages.length).toBeLessThan(380);
    const roots = CATALOGUE_GROUPS.map((group) => group.root);
    expect(roots).toEqual(
      expect.arrayContaining([
        '/avtomobilnye-perevozki/',
        '/gruzoperevozki/',
        '/dostavka-sbornyh-gruzov/',
        '/pereezd/',
        '/perevozka-produktov/',
        '/perevozka-oborudovaniya/',
        '/perevozka-tekhniki/',
        '/perevozka-transporta/',
        '/perevozka-metalla/',
        '/perevozka-strojmaterialov/',
        '/perevozka-tnp/',
        '/perevozka-zdanij-i-sooruzhenij/',
      ]),
    );
  });

  test('no two pages alike: url, title, description, h1 and text differ, in both languages', () => {
    for (const field of ['url', 'title', 'description', 'h1', 'body'] as const) {
      expect(new Set(pages.map((page) => page[field])).size).toBe(pages.length);
    }
    for (const field of ['title', 'description', 'h1', 'body'] as const) {
      expect(new Set(pages.map((page) => page.en[field])).size).toBe(pages.length);
    }
  });

  test('every page sits under its group and fits a catch-all route (one or two segments)', () => {
    for (const page of pages) {
      const group = CATALOGUE_GROUPS.find((candidate) => candidate.key === page.catalogue)!;
      expect(page.url.startsWith(group.root)).toBe(true);
      expect(page.url).toMatch(/^\/[a-z0-9-]+\/([a-z0-9-]+\/)?$/);
    }
  });

  test('every group page has at least 250 words of its own advice in Russian and in English', () => {
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((word) => /[\p{L}\d]/u.test(word));
    for (const group of CATALOGUE_GROUPS) {
      const page = pages.find((candidate) => candidate.url === group.root)!;
      expect([group.key, words(page.body).length >= 250]).toEqual([group.key, true]);
      expect([group.key, words(page.en.body).length >= 250]).toEqual([group.key, true]);
      expect(page.body).toContain('<h2>Документы</h2>');
      expect(page.en.body).toContain('<h2>Vehicles that fit</h2>');
    }
  });

  test('a group without a guide refuses to build', () => {
    expect(() => buildCatalogue([{ ...CATALOGUE_GROUPS[0]!, key: 'nameless' }], CITIES)).toThrow(/no guide/);
  });

  test('descriptions are short enough for a search result', () => {
    expect(pages.filter((page) => page.description.length > 200).map((page) => page.url)).toEqual([]);
  });

  test('two groups of the same name refuse to build', () => {
    expect(() => buildCatalogue([CATALOGUE_GROUPS[0]!, CATALOGUE_GROUPS[0]!], CITIES)).toThrow(
      /two pages share/,
    );
  });

  test('every topic lot belongs to a topic of its group, and the calculator takes it', () => {
    const topics = new Set(
      CATALOGUE_GROUPS.flatMap((group) => group.topics.map((topic) => `${group.key}/${topic.slug}`)),
    );
    const largest = Math.max(...SEED_FLEET.map((vehicle) => vehicle.capacityKg));
    const problems = Object.entries(TOPIC_LOTS).flatMap(([key, lot]) => {
      const found: string[] = topics.has(key) ? [] : [`${key}: no such topic`];
      if (lot.way === 'groupage') {
        const [length, width, height] = lot.cm;
        const { quantity, weight } = COMBINED_CARGO_LIMITS;
        if (length > COMBINED_CARGO_LIMITS.length.max || width > COMBINED_CARGO_LIMITS.width.max)
          found.push(`${key}: piece too long or wide`);
        if (height > COMBINED_CARGO_LIMITS.height.max) found.push(`${key}: piece too high`);
        if (lot.pieces < quantity.min || lot.pieces > quantity.max) found.push(`${key}: pieces`);
        if (lot.pieceKg * 1000 > weight.max) found.push(`${key}: piece too heavy`);
      } else if (lot.capacityKg > largest || lot.weightKg > lot.capacityKg) {
        found.push(`${key}: no vehicle of the fleet carries ${lot.weightKg} kg`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});
