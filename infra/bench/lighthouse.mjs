// Lighthouse (performance category) of the first views the issue budgets, in Debian's Chromium,
// mobile (Lighthouse's default preset: Moto G class CPU, slow 4G, simulated) and desktop, the
// median of several runs. Each run is a fresh browser profile, so every run is a first visit.
import { spawn } from 'node:child_process';
import path from 'node:path';

const LIGHTHOUSE = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run';

function runOnce(url, preset) {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse ${url} (${preset}) exited ${code}: ${err.slice(-500)}`));
      const report = JSON.parse(out);
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        fcp: audit('first-contentful-paint'),
      });
    });
  });
}

// Lighthouse sometimes loses the trace's navigation start on a busy machine (NO_NAVSTART): that run
// measured nothing, so it is run again.
async function runMeasured(url, preset, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset);
    } catch (error) {
      if (attempt >= attempts || !/NO_NAVSTART/.test(String(error))) throw error;
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median Lighthouse figures per page and preset.
 * @returns {Promise<Array<{ path: string, preset: string, score: number, lcp: number, cls: number, tbt: number, fcp: number, scores: number[] }>>}
 */
export async function lighthouse(base, paths, { runs = 3, presets = ['mobile', 'desktop'] } = {}) {
  const results = [];
  for (const preset of presets) {
    for (const pagePath of paths) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await runMeasured(new URL(pagePath, base).href, preset));
      const pick = (key) => median(samples.map((sample) => sample[key]));
      results.push({
        path: pagePath,
        preset,
        score: pick('score'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        fcp: pick('fcp'),
        scores: samples.map((sample) => sample.score),
      });
    }
  }
  return results;
}
