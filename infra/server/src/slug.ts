import { LATIN_LETTERS } from '@dostavka/shared-kernel/domain';

/**
 * Russian -> Latin for URLs, the common web transliteration the site's own page URLs use
 * ('перевозка-техники' -> 'perevozka-tekhniki', 'стройматериалов' -> 'strojmaterialov'):
 * the kernel's letters (`LATIN_LETTERS`, as English pages write names), but й as j: URLs keep the
 * spelling they were published with.
 */
const LETTERS: Readonly<Record<string, string>> = { ...LATIN_LETTERS, й: 'j' };

/** A URL slug: transliterated, lower case, words joined by single hyphens. */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => LETTERS[char] ?? char).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
