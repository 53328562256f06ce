import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The frame of a remote page: its h1 and lead text, translated by the remote that owns the page. */
export function PageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      )}
      <Box>{children}</Box>
    </Container>
  );
}
