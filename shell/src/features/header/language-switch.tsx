import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LANGUAGES, setLanguage } from '@dostavka/shared-kernel/i18n';

/**
 * RU | EN: two pressed-or-not buttons side by side. MUI's ToggleButtonGroup would draw the same
 * and cost about 8 KB gzip on every first view (with its roving focus); the header's Button is
 * loaded anyway.
 */
export function LanguageSwitch(): ReactElement {
  const { i18n, t } = useTranslation();
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', flexShrink: 0 }}>
      {LANGUAGES.map((lng, index) => {
        const pressed = i18n.language === lng;
        return (
          <Button
            key={lng}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            color={pressed ? 'primary' : 'inherit'}
            disableElevation
            aria-pressed={pressed}
            aria-label={`${lng.toUpperCase()}, ${t(`language.${lng}`)}`}
            lang={lng}
            onClick={() => {
              if (!pressed) void setLanguage(lng);
            }}
            sx={{
              minWidth: 40,
              px: 1,
              fontWeight: 600,
              // MUI's grey for an inactive control is below the 4.5:1 contrast text needs.
              color: pressed ? undefined : 'text.primary',
              borderColor: 'divider',
              ...(index === 0
                ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }),
            }}
          >
            {lng.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
