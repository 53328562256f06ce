import type { City, Region } from './types/geo';

/** A region as the city picker lists it: its name, code and how many cities it has. */
export interface RegionSummary {
  code: string;
  name: string;
  slug: string;
  cityCount: number;
}

// Made on first use, not when the module loads: the first Intl object of a page loads ICU's data,
// the dearest step of the kernel's start on a slow phone, and a page start has better places for it.
let russianCollator: Intl.Collator | undefined;
const compareRu = (a: string, b: string) => (russianCollator ??= new Intl.Collator('ru')).compare(a, b);
const byName = (a: { name: string }, b: { name: string }) => compareRu(a.name, b.name);

/** The letter a city is filed under: its first letter in upper case, Ё filed under Е. */
export function firstLetter(name: string): string {
  const letter = name.trim().charAt(0).toLocaleUpperCase('ru');
  return letter === 'Ё' ? 'Е' : letter;
}

/** The letters that start at least one city name, in alphabetical order. */
export function cityLetters(cities: readonly City[]): string[] {
  return [...new Set(cities.map((city) => firstLetter(city.name)))].sort(compareRu);
}

/** Cities filed under a letter, alphabetically. */
export function citiesByLetter(cities: readonly City[], letter: string): City[] {
  const wanted = firstLetter(letter);
  return cities.filter((city) => firstLetter(city.name) === wanted).sort(byName);
}

/** Every region the cities belong to, alphabetically, with its city count. */
export function regionsOf(cities: readonly City[]): RegionSummary[] {
  const regions = new Map<string, RegionSummary>();
  for (const { region } of cities) {
    const known = regions.get(region.code);
    if (known) known.cityCount += 1;
    else regions.set(region.code, { code: region.code, name: region.name, slug: region.slug, cityCount: 1 });
  }
  return [...regions.values()].sort(byName);
}

/** The cities of one region: the most popular first, then alphabetically. */
export function citiesOfRegion(cities: readonly City[], code: Region['code']): City[] {
  return cities
    .filter((city) => city.region.code === code)
    .sort((a, b) => b.popularity - a.popularity || byName(a, b));
}

/** Whether any of the names contains the text (case and ё/е aside): filters a long list as one types. */
export function matchesPlace(text: string, ...names: string[]): boolean {
  const needle = text.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е');
  if (!needle) return true;
  return names.some((name) => name.toLocaleLowerCase('ru').replace(/ё/g, 'е').includes(needle));
}
