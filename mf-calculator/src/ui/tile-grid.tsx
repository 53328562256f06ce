import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Tiles to choose from (packaging, vehicles): two a row on a phone, three from a tablet on. */
export function TileGrid({
  role,
  label,
  children,
}: {
  role: 'group' | 'radiogroup';
  label: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Box
      role={role}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
