import type { TransportSize } from './types/cargo';

// Made on first use (see cities.ts: the first Intl object of a page is dear).
let russianPlural: Intl.PluralRules | undefined;

/** Picks the Russian form for a count: [one, few, many], e.g. ['день', 'дня', 'дней']. */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const rule = (russianPlural ??= new Intl.PluralRules('ru')).select(count);
  if (rule === 'one') return forms[0];
  if (rule === 'few') return forms[1];
  return forms[2];
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** The site's languages; anything else is written the Russian way. */
export type FormatLanguage = 'ru' | 'en';
const isEnglish = (lang: string | undefined) => lang?.startsWith('en') === true;

const englishNumbers = new Map<number, Intl.NumberFormat>();
/** English numbers through `Intl`: '12,345.5'. */
function englishNumber(value: number, digits: number): string {
  let format = englishNumbers.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en', { maximumFractionDigits: digits });
    englishNumbers.set(digits, format);
  }
  return format.format(value);
}

/**
 * '12 345 ₽'; kopecks, when there are any, after a comma: '1 234,50 ₽'. In English through
 * `Intl`: '₽12,345', '₽1,234.50'.
 */
export function formatCost(value: number, lang?: string): string {
  if (!Number.isFinite(value)) return '';
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  if (isEnglish(lang)) {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fraction === '00' ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(value);
  }
  const sign = value < 0 ? '-' : '';
  const kopecks = fraction === '00' ? '' : `,${fraction}`;
  return `${sign}${groupThousands(whole)}${kopecks} ₽`;
}

/** The units as each language writes them. */
const UNITS = {
  ru: {
    g: 'г',
    kg: 'кг',
    t: 'т',
    m3: 'м³',
    cm: 'см',
    mm: 'мм',
    m: 'м',
    length: 'д',
    width: 'ш',
    height: 'в',
  },
  en: {
    g: 'g',
    kg: 'kg',
    t: 't',
    m3: 'm³',
    cm: 'cm',
    mm: 'mm',
    m: 'm',
    length: 'L',
    width: 'W',
    height: 'H',
  },
} as const;
export type UnitName = keyof (typeof UNITS)['ru'];

/** A unit's short name in a language: unitName('kg', 'en') is 'kg', in Russian 'кг'. */
export function unitName(unit: UnitName, lang?: string): string {
  return UNITS[isEnglish(lang) ? 'en' : 'ru'][unit];
}

/**
 * Length, width, height, in that order: 'д 120 × ш 80 × в 150 см', in English
 * 'L 120 × W 80 × H 150 cm'. `unit` is the unit's name in the language, or a unit of `UNITS`.
 */
export function formatSize(size: TransportSize, unit?: string, lang?: string): string {
  const names = UNITS[isEnglish(lang) ? 'en' : 'ru'];
  const unitText = unit === undefined ? names.cm : unit in names ? names[unit as UnitName] : unit;
  const n = (value: number) => formatNumber(value, 2, lang);
  return `${names.length} ${n(size.length)} × ${names.width} ${n(size.width)} × ${names.height} ${n(size.height)} ${unitText}`;
}

/**
 * A number the Russian way: space between thousands, comma before at most `digits` decimals;
 * in English through `Intl` ('1,234.5').
 */
export function formatNumber(value: number, digits = 2, lang?: string): string {
  if (!Number.isFinite(value)) return '';
  if (isEnglish(lang)) return englishNumber(value, digits);
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded > 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** '500 г', '25 кг', '1,5 т' ('25 kg', '1.5 t'): the largest unit that keeps the figure at 1 or more. */
export function formatWeight(grams: number, lang?: string): string {
  if (grams >= 1_000_000) return `${formatNumber(grams / 1_000_000, 2, lang)} ${unitName('t', lang)}`;
  if (grams >= 1000) return `${formatNumber(grams / 1000, 2, lang)} ${unitName('kg', lang)}`;
  return `${formatNumber(grams, 2, lang)} ${unitName('g', lang)}`;
}

/** Cubic metres: '0,13 м³' ('0.13 m³'); tiny volumes keep three decimals so they never show as 0. */
export function formatVolume(m3: number, lang?: string): string {
  return `${formatNumber(m3, m3 > 0 && m3 < 0.01 ? 3 : 2, lang)} ${unitName('m3', lang)}`;
}

/**
 * A decimal number as people type it: a comma or a dot before the fraction ('2222,5', '2222.5'),
 * spaces between thousands ('1 234,5'). NaN for anything else (two separators, letters);
 * an empty text is NaN too, so a caller decides what empty means.
 */
export function parseDecimal(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}
