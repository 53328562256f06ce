/** Latin names of places for the English pages: the slug capitalised, a few as English has them. */
const ENGLISH: Record<string, string> = {
  'sankt-peterburg': 'Saint Petersburg',
  moskva: 'Moscow',
  'nizhnij-novgorod': 'Nizhny Novgorod',
  'rostov-na-donu': 'Rostov-on-Don',
  'velikij-novgorod': 'Veliky Novgorod',
  sevastopol: 'Sevastopol',
};

export function latinName(slug: string): string {
  const known = ENGLISH[slug];
  if (known) return known;
  return slug
    .split('-')
    .map((part) => (part.length > 2 || slug.startsWith(part) ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join(' ')
    .replace(/ (na|pod|nad) /g, '-$1-');
}
