import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCost,
  formatDeliveryTime,
  formatNumber,
  formatSize,
  formatTerm,
  formatVolume,
  formatWeight,
  unitName,
  type UnitName,
} from '@dostavka/shared-kernel/domain';
import type { ConfigType } from 'dayjs';

/** Numbers, costs and units in the visitor's language (`Intl` for English). */
export interface NumberFormat {
  language: string;
  cost(value: number): string;
  number(value: number, digits?: number): string;
  weight(grams: number): string;
  volume(m3: number): string;
  size(size: { length: number; width: number; height: number }, unit?: string): string;
  unit(unit: UnitName): string;
  term(minDays: number, maxDays: number): string;
  deliveryTime(from: ConfigType, to: ConfigType): string;
}

/** The kernel's formatters bound to the active language; a language switch renders them anew. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      cost: (value) => formatCost(value, language),
      number: (value, digits) => formatNumber(value, digits, language),
      weight: (grams) => formatWeight(grams, language),
      volume: (m3) => formatVolume(m3, language),
      size: (size, unit) => formatSize(size, unit, language),
      unit: (unit) => unitName(unit, language),
      term: (min, max) => formatTerm(min, max, language),
      deliveryTime: (from, to) => formatDeliveryTime(from, to, language),
    }),
    [language],
  );
}
