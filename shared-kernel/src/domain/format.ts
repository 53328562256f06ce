import type { TransportSize } from './types/cargo';

const RUSSIAN_PLURAL = new Intl.PluralRules('ru');

/** Picks the Russian form for a count: [one, few, many], e.g. ['день', 'дня', 'дней']. */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const rule = RUSSIAN_PLURAL.select(count);
  if (rule === 'one') return forms[0];
  if (rule === 'few') return forms[1];
  return forms[2];
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** '12 345 ₽'; kopecks, when there are any, after a comma: '1 234,50 ₽'. */
export function formatCost(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  const kopecks = fraction === '00' ? '' : `,${fraction}`;
  return `${sign}${groupThousands(whole)}${kopecks} ₽`;
}

/** Length 'д', width 'ш', height 'в', in that order: 'д 120 × ш 80 × в 150 см'. */
export function formatSize(size: TransportSize, unit = 'см'): string {
  return `д ${size.length} × ш ${size.width} × в ${size.height} ${unit}`;
}

/** A number the Russian way: space between thousands, comma before at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '';
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded > 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** '500 г', '25 кг', '1,5 т': the largest unit that keeps the figure at 1 or more. */
export function formatWeight(grams: number): string {
  if (grams >= 1_000_000) return `${formatNumber(grams / 1_000_000)} т`;
  if (grams >= 1000) return `${formatNumber(grams / 1000)} кг`;
  return `${formatNumber(grams)} г`;
}

/** Cubic metres: '0,13 м³'; tiny volumes keep three decimals so they never show as 0. */
export function formatVolume(m3: number): string {
  return `${formatNumber(m3, m3 > 0 && m3 < 0.01 ? 3 : 2)} м³`;
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
