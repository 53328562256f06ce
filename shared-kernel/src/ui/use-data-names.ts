import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataNames, type DataNames } from '@dostavka/shared-kernel/domain';

/** Names that come as Russian data (cities, vehicles, bodies, points) in the active language. */
export function useDataNames(): DataNames {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(() => dataNames(t, language), [t, language]);
}
