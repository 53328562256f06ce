import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';

/** A column's share of the row (its `fr`), or 'auto': as wide as its content. */
type Share = number | 'auto';

const track = (share: Share) => (share === 'auto' ? 'auto' : `minmax(0, ${share}fr)`);

/**
 * The calculator's columns: one below another on a phone, side by side from a breakpoint on. A
 * column may shrink below its content (`minmax(0, …fr)`), so a long word or a wide field never
 * makes the page wider than the screen.
 */
export function Columns({
  from,
  shares,
  gap,
  alignItems,
  children,
  ...landmark
}: {
  from: Breakpoint;
  /** The columns side by side, left to right. */
  shares: readonly Share[];
  gap: number | Partial<Record<Breakpoint, number>>;
  /** 'start': each cell as tall as its content (a field's message does not stretch its neighbour). */
  alignItems?: 'start';
  children: ReactNode;
  role?: 'list';
  'aria-label'?: string;
}): ReactElement {
  return (
    <Box
      {...landmark}
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: track(1), [from]: shares.map(track).join(' ') },
        alignItems,
      }}
    >
      {children}
    </Box>
  );
}
