/** Small language helpers of the generated texts. */
import {
  dataNames,
  formatCost,
  offerCarrier,
  pluralRu,
  type TransitDays,
} from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';

export const ruDays = ({ min, max }: TransitDays) =>
  `${min}–${max} ${pluralRu(max, ['день', 'дня', 'дней'])}`;
export const enDays = ({ min, max }: TransitDays) => `${min}–${max} days`;
/** A term as an offer gives it: '3 дня', '2–3 дня' / '1 day', '2–3 days'. */
export const ruTerm = ({ min, max }: TransitDays) =>
  `${min === max ? max : `${min}–${max}`} ${pluralRu(max, ['день', 'дня', 'дней'])}`;
export const enTerm = ({ min, max }: TransitDays) =>
  `${min === max ? max : `${min}–${max}`} day${max === 1 ? '' : 's'}`;

/** Whole roubles as the spec shows a cost: '12 345 ₽'. */
export const rub = (value: number) => formatCost(Math.round(value));

export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;

export const SITE = { ru: 'Доставка', en: 'Dostavka' } as const;

/** A carrier as the English pages name it ('Северный экспресс' -> 'Severny Express'), as the order pages do. */
export const carrierEn = (company: { name: string; slug: string }) =>
  offerCarrier({ company }, ruleMessages('en'));

/** Opening hours as the English pages write them ('Пн–Пт 8:00–20:00' -> 'Mon–Fri 8:00–20:00'). */
export const hoursEn = (hours: string) => dataNames(ruleMessages('en'), 'en').hours(hours);

/** A pick-up point's name as the English pages write it ('Пункт приёма Доставка № 1' -> 'Dostavka office No. 1'). */
export const pointEn = (point: {
  name: string;
  kind: 'WAREHOUSE' | 'OFFICE' | 'POSTAMAT';
  provider: string;
}) => dataNames(ruleMessages('en'), 'en').point(point);
