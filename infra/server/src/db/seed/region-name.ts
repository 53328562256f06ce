/**
 * Region names as people write them, from the reference file's abbreviated type and short name:
 * ('обл', 'Амурская') -> 'Амурская область', ('Респ', 'Адыгея') -> 'Республика Адыгея',
 * ('Респ', 'Удмуртская') -> 'Удмуртская Республика', ('г', 'Москва') -> 'Москва'.
 */
const TYPE_WORDS: Record<string, string> = {
  Респ: 'Республика',
  обл: 'область',
  край: 'край',
  АО: 'автономный округ',
  Аобл: 'автономная область',
  // federal cities (Москва, Санкт-Петербург, Севастополь): the region is the city itself
  г: '',
};

export function regionName(type: string, shortName: string): string {
  const name = shortName
    .replace(/\s*\/([^/]+)\/\s*/g, ' ($1) ')
    .replace(/\s+-\s+/g, ' — ')
    .replace(/\s+/g, ' ')
    .trim();
  const word = TYPE_WORDS[type];
  // An unknown type is already part of the name, e.g. ('Чувашия', 'Чувашская Республика').
  if (!word) return name;
  const inName = new RegExp(word, 'i');
  if (inName.test(name)) return name.replace(inName, word);
  // A republic named by an adjective puts the word after it: 'Чеченская Республика'.
  if (type === 'Респ' && !/^\S+ая$/.test(name)) return `${word} ${name}`;
  return `${name} ${word}`;
}
