import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The account's lists (the order history, the saved contacts): a plain `ul` whose rows are
 * divided by a line, each a line of text over a secondary one. MUI's List, ListItem,
 * ListItemButton and ListItemText drew the same and were 5 KB gzip of the history's first view.
 */
export function PlainList({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {children}
    </Box>
  );
}

/** A row's text: the primary line (bold when `strong`) over the secondary one. */
export function RowText({
  primary,
  secondary,
  strong = false,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  strong?: boolean;
}): ReactElement {
  return (
    <Box sx={{ flex: '1 1 auto', minWidth: 0, my: 0.75 }}>
      <Typography sx={strong ? { fontWeight: 600 } : undefined}>{primary}</Typography>
      <Typography variant="body2" color="text.secondary">
        {secondary}
      </Typography>
    </Box>
  );
}
