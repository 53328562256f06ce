import { createDostavkaTheme } from './theme';

describe('createDostavkaTheme', () => {
  const theme = createDostavkaTheme();

  it('is a theme without CSS variables or colour schemes (the browser builds have MUI without them)', () => {
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVarPrefix');
  });

  it('has the breakpoints of spec 9', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 320, sm: 640, md: 769, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('builds media queries for 2xl like any other breakpoint', () => {
    expect(theme.breakpoints.up('2xl')).toBe('@media (min-width:1536px)');
    expect(theme.breakpoints.between('md', 'lg')).toBe('@media (min-width:769px) and (max-width:1023.95px)');
  });

  it('sets Montserrat with a sans-serif fallback and weights 300 to 700', () => {
    expect(theme.typography.fontFamily).toMatch(/^"Montserrat",.*sans-serif$/);
    expect([theme.typography.fontWeightLight, theme.typography.fontWeightBold]).toEqual([300, 700]);
  });

  /** WCAG's contrast ratio of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const c = parseInt(hex.slice(at, at + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  it.each([
    ['text.primary', theme.palette.text.primary],
    ['text.secondary', theme.palette.text.secondary],
    ['primary.main', theme.palette.primary.main],
    ['warning.dark (the passport note)', theme.palette.warning.dark],
    ['error.main', theme.palette.error.main],
    ['success.dark', theme.palette.success.dark],
  ])('%s reads at 4.5:1 at least on the paper and the page', (_name, colour) => {
    expect(contrast(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});
