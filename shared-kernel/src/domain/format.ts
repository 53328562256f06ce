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
