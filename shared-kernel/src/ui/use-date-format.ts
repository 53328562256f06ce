import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigType, Dayjs } from 'dayjs';
import { formatLocalDate, localDate, type DateStyle } from '@dostavka/shared-kernel/domain';

export interface DateFormat {
  /** The active language (i18n), for the dates below. */
  language: string;
  /** A date as the visitor's language writes it ('07.03.2025', '7 Mar 2025'). */
  format(input: ConfigType, style?: DateStyle): string;
  /** A dayjs in the visitor's locale (month and weekday names, the week's first day). */
  local(input?: ConfigType): Dayjs;
}

/** Dates by the kernel's clock in the active language; a language switch renders them anew. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const format = useCallback(
    (input: ConfigType, style?: DateStyle) => formatLocalDate(input, language, style),
    [language],
  );
  const local = useCallback((input?: ConfigType) => localDate(input, language), [language]);
  return { language, format, local };
}
