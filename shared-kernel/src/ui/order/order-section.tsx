import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of an order's view (its timeline, parties, cargo, prices), named by its title. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
