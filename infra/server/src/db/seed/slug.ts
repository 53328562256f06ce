/**
 * Russian -> Latin for URLs, the common web transliteration the site's own page URLs use
 * ('перевозка-техники' -> 'perevozka-tekhniki', 'стройматериалов' -> 'strojmaterialov'):
 * ж zh, й j, х kh, ц ts, ч ch, ш sh, щ shch, ы y, ю yu, я ya, ъ and ь dropped, ё as е.
 */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A URL slug: transliterated, lower case, words joined by single hyphens. */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => LETTERS[char] ?? char).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
