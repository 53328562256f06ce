import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { setLanguage, type Language } from '@dostavka/shared-kernel/i18n';

export function LanguageSwitch(): ReactElement {
  const { i18n, t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.language}
      aria-label={t('language.label')}
      // MUI's grey for the unselected button is below the 4.5:1 contrast text needs.
      sx={{ flexShrink: 0, '& .MuiToggleButton-root': { color: 'text.primary', fontWeight: 600 } }}
      onChange={(_event, lng: Language | null) => {
        if (lng) void setLanguage(lng);
      }}
    >
      <ToggleButton value="ru" aria-label={`RU, ${t('language.ru')}`} lang="ru">
        RU
      </ToggleButton>
      <ToggleButton value="en" aria-label={`EN, ${t('language.en')}`} lang="en">
        EN
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
