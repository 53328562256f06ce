import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface AreaFallbackProps {
  onRetry(): void;
  /** What went wrong; kept on the element for debugging, not shown to visitors. */
  error?: unknown;
}

/** Stands in for a remote that failed to load or crashed, inside that remote's area only. */
export function AreaFallback({ onRetry, error }: AreaFallbackProps): ReactElement {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
  return (
    <Box sx={{ py: 4, px: 2 }} data-error-message={detail}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        {t('remote.failed')}
      </Alert>
    </Box>
  );
}
