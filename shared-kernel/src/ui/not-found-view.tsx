import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_MESSAGE } from '@dostavka/shared-kernel/domain';
import { useOptionalBus } from './contexts';

/**
 * The 404 view. The heading is the spec's English sentence in every language (it is what the
 * server answers and what the end-to-end suite looks for); the line under it is translated.
 */
export function NotFoundView(): ReactElement {
  const { t } = useTranslation();
  const bus = useOptionalBus();
  const goHome = (event: MouseEvent) => {
    if (!bus) return;
    event.preventDefault();
    bus.emit('navigate', { to: '/' });
  };
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 40 }, fontWeight: 700 }}>
        {NOT_FOUND_MESSAGE}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 2 }}>
        {t('notFound.hint')}
      </Typography>
      <Button variant="contained" href="/" onClick={goHome} sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
