import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'children'
> {
  label: ReactNode;
  /** 'small' in dense rows (a cargo place's options). */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A labelled checkbox: the browser's own, in the theme's primary colour, its label beside it in
 * the body text, the whole row a click target as tall as MUI's (38 or 42 px). MUI's Checkbox with
 * FormControlLabel is an icon drawn over a hidden input (4–5 KB gzip of a form's first view).
 */
export function CheckboxField({
  label,
  size = 'medium',
  disabled,
  sx,
  ...input
}: CheckboxFieldProps): ReactElement {
  const box = size === 'small' ? 16 : 18;
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: size === 'small' ? 38 : 42,
          mr: 2,
          typography: 'body1',
          color: disabled ? 'text.disabled' : 'text.primary',
          cursor: disabled ? 'default' : 'pointer',
          verticalAlign: 'middle',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="input"
        type="checkbox"
        disabled={disabled}
        {...input}
        sx={{
          m: 0,
          flexShrink: 0,
          width: box,
          height: box,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: 'inherit',
        }}
      />
      {label}
    </Box>
  );
}
