// Prints the figures of the "Montserrat Fallback" faces (FONT_FALLBACK_METRICS in
// shared-kernel/src/ui/theme.ts), derived from the font files; infra/build/font-fallback.test.ts
// fails when the committed figures and these differ.
//   node scripts/font-fallback.mjs
import { ROOT } from './lib/workspace.mjs';
import { deriveFallbackMetrics } from './lib/font-metrics.mjs';

for (const [weight, metrics] of Object.entries(deriveFallbackMetrics(ROOT))) {
  const figures = Object.entries(metrics).map(([name, value]) => `${name}: ${value}`);
  console.log(`  ${weight}: { ${figures.join(', ')} },`);
}
