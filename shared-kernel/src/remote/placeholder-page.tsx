import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * The frame of a remote page: its h1 and lead text from the `pages.<page>` keys. Pages that later
 * issues build out keep using it for their heading.
 */
export function PageFrame({ page, children }: { page: string; children?: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 700, mb: 2 }}>
        {t(`pages.${page}.title`)}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {t(`pages.${page}.lead`)}
      </Typography>
      <Box>{children}</Box>
    </Container>
  );
}
