import type { MouseEventHandler, ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

/** A tag's palette colour; 'default' is the neutral grey of a chip without a colour. */
export type TagColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface TagProps {
  label: ReactNode;
  color?: TagColor;
  /** Filled with the colour, or its outline and text. */
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** A tag that does something is a button (a saved contact that fills the form). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
  /** Data attributes and the like for tests and styles (`data-status`). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A label drawn as MUI's Chip draws one (24 px high when small, 32 otherwise, 13 px text, fully
 * rounded, the same palette), with a Box, or MUI's ButtonBase (ripple and keyboard focus) when it
 * has an `onClick`: MUI's Chip, made for deletable chips with avatars and icons, is 3 KB gzip of a
 * first view for a word.
 */
export function Tag({
  label,
  color = 'default',
  variant = 'filled',
  size = 'small',
  onClick,
  ...data
}: TagProps): ReactElement {
  const small = size === 'small';
  const outlined = variant === 'outlined';
  const neutral = color === 'default';
  return (
    <Box
      component={onClick ? ButtonBase : 'span'}
      {...(onClick && { onClick, type: 'button' })}
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
        fontFamily: 'inherit',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        // As Chip shows a clickable one: a shade darker under the pointer and with the keyboard's focus.
        ...(onClick && { '&:hover, &.Mui-focusVisible': { filter: 'brightness(0.92)' } }),
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
