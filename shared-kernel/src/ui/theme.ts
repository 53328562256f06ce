import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
}

/** Spec 9, in px. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 769, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** The shell serves and loads the Montserrat files (weights 300–700); the kernel only names the family. */
export const FONT_FAMILY = '"Montserrat", "Helvetica Neue", Arial, sans-serif';

export function createDostavkaTheme(): Theme {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: 'light',
      primary: { main: '#1d4f91', dark: '#143a6b', light: '#4a77b4', contrastText: '#ffffff' },
      secondary: { main: '#f28c28', dark: '#c96d12', light: '#f6ab62', contrastText: '#1a1a1a' },
      background: { default: '#f6f7f9', paper: '#ffffff' },
      text: { primary: '#1c2430', secondary: '#5a6472' },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      fontWeightLight: 300,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
  });
}
