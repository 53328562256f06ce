/**
 * What a Russian reader trips over in generated text (issue 38, item 5): a place name left in the
 * nominative straight after a preposition that declines it ('везут в Москва', 'из Санкт-Петербург';
 * after 'г.' the nominative is the documents' way and is not flagged), a count whose noun does not
 * agree with it ('1 городов', '5 город') and a count before a quoted name ('из 1 «Москва»'); in
 * English, a count whose noun does not agree ('1 towns', '5 town').
 */
import { cityFrom, cityIn, cityTo } from 'lvovich';
import { pluralRu } from '@dostavka/shared-kernel/domain';

/** The forms a preposition allows for a name, by the cases it governs (lvovich has no dative). */
const GOVERNS: Record<string, (name: string) => string[]> = {
  в: (name) => [cityTo(name), cityIn(name)],
  во: (name) => [cityTo(name), cityIn(name)],
  на: (name) => [cityTo(name), cityIn(name)],
  из: (name) => [cityFrom(name)],
  до: (name) => [cityFrom(name)],
  от: (name) => [cityFrom(name)],
  у: (name) => [cityFrom(name)],
  для: (name) => [cityFrom(name)],
  около: (name) => [cityFrom(name)],
  о: (name) => [cityIn(name)],
  об: (name) => [cityIn(name)],
  // Dative: a name that declines at all (its locative differs) is not left as it is.
  к: (name) => [cityIn(name) === name ? name : ''],
  по: (name) => [cityIn(name) === name ? name : ''],
};

/** Spaces within a line (a count and its noun, a preposition and its name); never across blocks. */
const SPACE = '[ \\u00a0\\u202f]+';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each place name of `names` found in the nominative after a preposition that declines it. */
export function nominativesAfterPrepositions(text: string, names: readonly string[]): string[] {
  const found: string[] = [];
  const prepositions = Object.keys(GOVERNS).join('|');
  for (const name of names) {
    if (!text.includes(name)) continue;
    const pattern = new RegExp(`(?<![\\p{L}.-])(${prepositions})${SPACE}${escape(name)}(?![\\p{L}-])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      const preposition = match[1]!.toLowerCase();
      if (!GOVERNS[preposition]!(name).includes(name)) found.push(match[0]);
    }
  }
  return found;
}

/** A noun's forms for one, a few and many in each case ('город': 'города', 'городов', ...). */
function paradigms(stem: string, soft: boolean, nominative: string): string[][] {
  const [sg, gen, dat, ins, loc] = soft ? ['я', 'ей', 'ям', 'ями', 'ях'] : ['а', 'ов', 'ам', 'ами', 'ах'];
  const [singularGen, singularDat, singularIns, singularLoc] = soft
    ? ['я', 'ю', 'ем', 'е']
    : ['а', 'у', 'ом', 'е'];
  return [
    [nominative, stem + sg, stem + gen],
    [stem + singularGen, stem + gen, stem + gen],
    [stem + singularDat, stem + dat, stem + dat],
    [stem + singularIns, stem + ins, stem + ins],
    [stem + singularLoc, stem + loc, stem + loc],
  ];
}

const NOUNS_RU: string[][][] = [
  paradigms('город', false, 'город'),
  paradigms('терминал', false, 'терминал'),
  paradigms('перевозчик', false, 'перевозчик'),
  paradigms('регион', false, 'регион'),
  paradigms('пункт', false, 'пункт'),
  paradigms('постамат', false, 'постамат'),
  paradigms('жител', true, 'житель'),
  paradigms('дн', true, 'день'),
];

/** Counts whose Russian noun does not agree ('1 городов', '5 город'), and counts before a quoted name. */
export function countsOutOfAgreementRu(text: string): string[] {
  const found: string[] = [];
  const forms = [...new Set(NOUNS_RU.flat(2))].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\d,.])(\\d+)${SPACE}(${forms.join('|')})(?![\\p{L}])`, 'giu');
  for (const match of text.matchAll(pattern)) {
    const n = Number(match[1]);
    const form = match[2]!.toLowerCase();
    const agrees = NOUNS_RU.some((noun) =>
      noun.some((row) => pluralRu(n, row as [string, string, string]) === form),
    );
    if (!agrees) found.push(match[0]);
  }
  for (const match of text.matchAll(/(?<![\d,.])\d+[ \u00a0\u202f]+«[^»]*»/g)) found.push(match[0]);
  return found;
}

const NOUNS_EN = ['town', 'terminal', 'carrier', 'day', 'office', 'region', 'parcel locker'];

/** Counts whose English noun does not agree ('1 towns', '5 town'). */
export function countsOutOfAgreementEn(text: string): string[] {
  const found: string[] = [];
  // 'at 9 carrier offices': a noun before another is a modifier, not the counted noun.
  const pattern = new RegExp(
    `(?<![\\d,.–-])(\\d+) (${NOUNS_EN.join('|')})(s?)(?![\\p{L}'’-]| (office|terminal|locker))`,
    'gu',
  );
  for (const match of text.matchAll(pattern)) {
    const one = match[1] === '1';
    if (one === (match[3] === 's')) found.push(match[0]);
  }
  return found;
}
