/**
 * The "Montserrat Fallback" faces (shared-kernel/src/ui/theme.ts) carry figures derived from the
 * font files (scripts/lib/font-metrics.mjs): Montserrat as the shell serves it (@fontsource) and
 * Liberation Sans, which has Arial's metrics (Debian's fonts-liberation, a dependency of the
 * Chromium the e2e tests use). A new Montserrat release or new texts that move a figure fail here;
 * `node scripts/font-fallback.mjs` prints the new ones.
 */
import path from 'node:path';
import { deriveFallbackMetrics } from '../../scripts/lib/font-metrics.mjs';
import {
  createDostavkaTheme,
  FONT_FALLBACK_FACES,
  FONT_FALLBACK_METRICS,
  FONT_FAMILY,
} from '../../shared-kernel/src/ui/theme';

const ROOT = path.resolve(__dirname, '../..');

describe('the Montserrat fallback face', () => {
  it('has the figures the font files give, weight by weight', () => {
    expect(FONT_FALLBACK_METRICS).toEqual(deriveFallbackMetrics(ROOT));
  });

  it('differs enough between weights to need a face per weight', () => {
    // If the widths of the weights were within 1 % of each other, one face would do.
    const sizes = Object.values(FONT_FALLBACK_METRICS).map((metrics) => metrics.sizeAdjust);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeGreaterThan(1);
  });

  it('comes right after Montserrat in the font stack, and its faces are the CssBaseline global CSS', () => {
    expect(FONT_FAMILY.split(', ').slice(0, 2)).toEqual(['"Montserrat"', '"Montserrat Fallback"']);
    expect(createDostavkaTheme().components?.MuiCssBaseline?.styleOverrides).toBe(FONT_FALLBACK_FACES);
    const faces = FONT_FALLBACK_FACES.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual([
      '300',
      '400',
      '500',
      '600',
      '700',
    ]);
    expect(faces[1]).toContain('src:local("Arial"),');
    expect(faces[1]).toContain(`size-adjust:${FONT_FALLBACK_METRICS[400].sizeAdjust}%;`);
    expect(faces[4]).toContain('local("Liberation Sans Bold")');
    expect(faces[4]).toContain(`ascent-override:${FONT_FALLBACK_METRICS[700].ascentOverride}%;`);
  });
});
