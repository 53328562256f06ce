/**
 * The "Montserrat Fallback" faces (shared-kernel/src/ui/theme.ts) carry figures derived from the
 * font files (scripts/lib/font-metrics.mjs): Montserrat as the shell serves it (@fontsource) and
 * Liberation Sans, which has Arial's metrics (Debian's fonts-liberation, a dependency of the
 * Chromium the e2e tests use). A new Montserrat release or new texts that move a figure fail here;
 * `node scripts/font-fallback.mjs` prints the new ones.
 */
import path from 'node:path';
import { deriveFallbackMetrics } from '../../scripts/lib/font-metrics.mjs';
import { createDostavkaTheme } from '../../shared-kernel/src/ui/theme';

const ROOT = path.resolve(__dirname, '../..');

/** The global CSS the theme gives CssBaseline (the server's head and the browser's styles). */
const globalCss = (): string => {
  const css = createDostavkaTheme().components?.MuiCssBaseline?.styleOverrides;
  if (typeof css !== 'string') throw new Error('the theme gives CssBaseline no CSS string');
  return css;
};
const faces = (): string[] => globalCss().match(/@font-face\{[^}]*\}/g) ?? [];
const descriptor = (face: string, name: string): string | undefined =>
  new RegExp(`(?:^|[{;])${name}:([^;}]+)`).exec(face)?.[1];
const percent = (face: string, name: string): number => {
  const value = descriptor(face, name);
  if (!value?.endsWith('%')) throw new Error(`${name} is not a percentage in ${face}`);
  return Number(value.slice(0, -1));
};

describe('the Montserrat fallback faces', () => {
  it('have the figures the font files give, weight by weight', () => {
    const committed = Object.fromEntries(
      faces().map((face) => [
        descriptor(face, 'font-weight'),
        {
          sizeAdjust: percent(face, 'size-adjust'),
          ascentOverride: percent(face, 'ascent-override'),
          descentOverride: percent(face, 'descent-override'),
          lineGapOverride: percent(face, 'line-gap-override'),
        },
      ]),
    );
    expect(committed).toEqual(deriveFallbackMetrics(ROOT));
  });

  it('need a face per weight: the weights are more than 1 % apart in width', () => {
    const sizes = faces().map((face) => percent(face, 'size-adjust'));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeGreaterThan(1);
  });

  it('are named right after Montserrat, on Arial Regular up to 500 and Arial Bold from 600', () => {
    const family = createDostavkaTheme().typography.fontFamily ?? '';
    expect(family.split(', ').slice(0, 2)).toEqual(['"Montserrat"', '"Montserrat Fallback"']);
    for (const face of faces()) {
      expect(descriptor(face, 'font-family')).toBe('"Montserrat Fallback"');
      const bold = Number(descriptor(face, 'font-weight')) >= 600;
      expect(descriptor(face, 'src')).toMatch(bold ? /^local\("Arial Bold"\),/ : /^local\("Arial"\),/);
      expect(descriptor(face, 'src')).toContain(
        bold ? 'local("Liberation Sans Bold")' : 'local("Liberation Sans")',
      );
    }
  });
});
