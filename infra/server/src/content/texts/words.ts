/** Small language helpers of the generated texts. */
import type { TransitDays } from '@dostavka/shared-kernel/domain';

/** Russian plural form: 1 день, 2 дня, 5 дней, 21 день. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

export const ruDays = ({ min, max }: TransitDays) => `${min}–${max} ${ruPlural(max, 'день', 'дня', 'дней')}`;
export const enDays = ({ min, max }: TransitDays) => `${min}–${max} days`;

/** 12 345 ₽ with a no-break space as the thousands separator (spec: cost display). */
export const rub = (value: number) => `${Math.round(value).toLocaleString('ru-RU')} ₽`;

export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;

export const SITE = { ru: 'Доставка', en: 'Dostavka' } as const;
