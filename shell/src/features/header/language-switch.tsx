import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { setLanguage, type Language } from '@dostavka/shared-kernel/i18n';

export function LanguageSwitch(): ReactElement {
  const { i18n, t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.language}
      aria-label={t('language.label')}
      onChange={(_event, lng: Language | null) => {
        if (lng) void setLanguage(lng);
      }}
    >
      <ToggleButton value="ru" aria-label={t('language.ru')}>
        RU
      </ToggleButton>
      <ToggleButton value="en" aria-label={t('language.en')}>
        EN
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
