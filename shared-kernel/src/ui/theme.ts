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

/**
 * What the theme draws with: until the Montserrat files arrive, "Montserrat Fallback", a local
 * Arial resized to Montserrat's widths and lines (FALLBACK_FACES below), so the web font's arrival
 * changes no text's size. (FONT_FAMILY keeps its released value: the kernel's API.)
 */
const THEME_FONT_FAMILY = FONT_FAMILY.replace('"Montserrat", ', '"Montserrat", "Montserrat Fallback", ');

/** `@font-face` descriptors of a fallback face, in percent. */
interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Montserrat (the served @fontsource files) on Arial's metrics (Liberation Sans, Arimo and
 * Helvetica have the same advances), weight by weight: Arial Regular for 300–500, Arial Bold for
 * 600–700. size-adjust is the ratio of the widths of the kernel's Russian and English texts in the
 * two fonts; the overrides are Montserrat's ascent, descent and line gap divided by size-adjust
 * (which scales them too). Derived from the font files by `node scripts/font-fallback.mjs` and
 * checked against them, in the theme's CSS, by infra/build/font-fallback.test.ts.
 */
const FALLBACK_METRICS: Readonly<Record<300 | 400 | 500 | 600 | 700, FallbackMetrics>> = {
  300: { sizeAdjust: 110.54, ascentOverride: 87.57, descentOverride: 22.71, lineGapOverride: 0 },
  400: { sizeAdjust: 112.03, ascentOverride: 86.41, descentOverride: 22.41, lineGapOverride: 0 },
  500: { sizeAdjust: 113.83, ascentOverride: 85.04, descentOverride: 22.05, lineGapOverride: 0 },
  600: { sizeAdjust: 107.73, ascentOverride: 89.86, descentOverride: 23.3, lineGapOverride: 0 },
  700: { sizeAdjust: 109.72, ascentOverride: 88.23, descentOverride: 22.88, lineGapOverride: 0 },
};

// Full and PostScript names, as local() matches them: Windows and macOS have Arial (and
// Helvetica), Linux usually Liberation Sans or Arimo.
const LOCAL_REGULAR = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'];
const LOCAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
  'Arimo-Bold',
  'Helvetica Bold',
  'Helvetica-Bold',
];

function fallbackFace(weight: keyof typeof FALLBACK_METRICS): string {
  const metrics = FALLBACK_METRICS[weight];
  const src = (weight >= 600 ? LOCAL_BOLD : LOCAL_REGULAR).map((name) => `local("${name}")`).join(',');
  return (
    `@font-face{font-family:"Montserrat Fallback";font-style:normal;font-weight:${weight};src:${src};` +
    `size-adjust:${metrics.sizeAdjust}%;ascent-override:${metrics.ascentOverride}%;` +
    `descent-override:${metrics.descentOverride}%;line-gap-override:${metrics.lineGapOverride}%}`
  );
}

/** The fallback faces, one per weight; global CSS (the theme's CssBaseline), on the server and in the browser. */
const FALLBACK_FACES = ([300, 400, 500, 600, 700] as const).map(fallbackFace).join('');

export function createDostavkaTheme(): Theme {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: 'light',
      primary: { main: '#1d4f91', dark: '#143a6b', light: '#4a77b4', contrastText: '#ffffff' },
      secondary: { main: '#f28c28', dark: '#c96d12', light: '#f6ab62', contrastText: '#1a1a1a' },
      background: { default: '#f6f7f9', paper: '#ffffff' },
      text: { primary: '#1c2430', secondary: '#5a6472' },
      // MUI's default warning.dark (#e65100) is 3.8:1 on white: too faint for a warning's text.
      warning: { main: '#ed6c02', dark: '#b84400', light: '#ff9800', contrastText: '#ffffff' },
    },
    typography: {
      fontFamily: THEME_FONT_FAMILY,
      fontWeightLight: 300,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: { MuiCssBaseline: { styleOverrides: FALLBACK_FACES } },
  });
}
