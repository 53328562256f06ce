/**
 * What city search compares: lower case with 'ё' folded to 'е' (people type either). Computed in
 * JavaScript, at import and for the query alike, because PGlite's C collation does not lower-case
 * Cyrillic in SQL.
 */
export function searchForm(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').trim();
}
