import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A tag's palette colour; 'default' is the neutral grey of a chip without a colour. */
export type TagColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface TagProps {
  label: ReactNode;
  color?: TagColor;
  /** Filled with the colour, or its outline and text. */
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** Data attributes and the like for tests and styles (`data-status`). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A label drawn as MUI's Chip draws one (24 px high when small, 32 otherwise, 13 px text, fully
 * rounded, the same palette), with a Box: MUI's Chip, made for deletable and clickable chips with
 * avatars and icons, is 3 KB gzip of a first view for a word.
 */
export function Tag({
  label,
  color = 'default',
  variant = 'filled',
  size = 'small',
  ...data
}: TagProps): ReactElement {
  const small = size === 'small';
  const outlined = variant === 'outlined';
  const neutral = color === 'default';
  return (
    <Box
      component="span"
      {...data}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        boxSizing: 'border-box',
        height: small ? 24 : 32,
        // The outline takes a pixel of the padding, as Chip's does.
        px: `${(small ? 8 : 12) - (outlined ? 1 : 0)}px`,
        borderRadius: 16,
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        ...(outlined
          ? {
              border: 1,
              borderColor: neutral ? 'grey.400' : `${color}.main`,
              color: neutral ? 'text.primary' : `${color}.main`,
            }
          : {
              bgcolor: neutral ? 'action.selected' : `${color}.main`,
              color: neutral ? 'text.primary' : `${color}.contrastText`,
            }),
      }}
    >
      {label}
    </Box>
  );
}
