import { createDostavkaTheme } from './theme';

describe('createDostavkaTheme', () => {
  const theme = createDostavkaTheme();

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
});
