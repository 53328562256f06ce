import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { useTranslation } from 'react-i18next';

/**
 * The letter and region panels need the whole city list. While it loads they show a spinner;
 * when the content service cannot list cities they say so and point to the search.
 */
export const CatalogueNotice = observer(function CatalogueNotice({
  onUseSearch,
}: {
  /** Takes the visitor to the search by name (from the region panel). */
  onUseSearch?: () => void;
}): ReactElement | null {
  const { t } = useTranslation();
  const { cities } = useStore();
  if (cities.catalogueStatus === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={t('cityPicker.catalogueLoading')} />
      </Box>
    );
  }
  if (cities.catalogueStatus !== 'unavailable') return null;
  return (
    <Alert
      severity="info"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void cities.loadCatalogue()}>
          {t('cityPicker.retry')}
        </Button>
      }
    >
      {t('cityPicker.catalogueUnavailable')}
      {onUseSearch && (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" size="small" onClick={onUseSearch}>
            {t('cityPicker.useSearch')}
          </Button>
        </Box>
      )}
    </Alert>
  );
});
