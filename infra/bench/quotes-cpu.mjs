// Quote CPU by number of cargo rows (1, 10, 100, 1,000 distinct rows): the fingerprint alone,
// in this process from the server's own source, and a whole REST quote, from the server's CPU.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { restThroughput } from './rest.mjs';
import { searches } from './searches.mjs';

export const ROW_COUNTS = [1, 10, 100, 1000];

/** A consolidated search with `rows` distinct cargo rows. */
export function searchWithRows(rows) {
  const [search] = searches(1);
  const cargos = Array.from({ length: rows }, (_, i) => ({
    width: 20 + (i % 50),
    height: 20 + ((i * 7) % 50),
    length: 20 + ((i * 13) % 50),
    rotable: i % 2 === 0,
    stackable: i % 3 === 0,
    volume: 0.01,
    weight: 1000 + i,
    quantity: 1,
  }));
  return {
    ...search,
    delivery: { ...search.delivery, dimensions: { ...search.delivery.dimensions, cargos } },
  };
}

/** A server source bundled in memory (nothing is written) and loaded as a CommonJS module. */
async function loadServerModule(relative) {
  const file = path.join(import.meta.dirname, '..', 'server/src', relative);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    // Installed packages stay external; the workspace's own (TypeScript sources) are bundled.
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@dostavka/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('require', 'module', 'exports', result.outputFiles[0].text)(
    createRequire(file),
    module,
    module.exports,
  );
  return module.exports;
}

/** CPU milliseconds per call of `fn`, from the process's own CPU time, after warming up. */
function cpuMsPerCall(fn, minMs = 300) {
  for (let i = 0; i < 50; i += 1) fn();
  let calls = 0;
  const started = process.cpuUsage();
  let spent = 0;
  while (spent < minMs * 1000) {
    fn();
    calls += 1;
    const used = process.cpuUsage(started);
    spent = used.user + used.system;
  }
  return spent / 1000 / calls;
}

export async function fingerprintRows() {
  const { quoteFingerprint } = await loadServerModule('plugins/app/quotes.ts');
  return ROW_COUNTS.map((rows) => {
    const { directions, delivery } = searchWithRows(rows);
    const ms = cpuMsPerCall(() => quoteFingerprint(directions, delivery));
    return [
      `quoteFingerprint, ${rows} cargo rows`,
      `${ms.toFixed(4)} ms CPU`,
      rows === 1000 ? '<= 1 ms' : 'linear',
    ];
  });
}

/** The server's check of a search's cargo (the kernel's rule functions), 1,000 rows. */
export async function cargoCheckRows() {
  const { readSearch } = await loadServerModule('tariffs/search-input.ts');
  const search = searchWithRows(1000);
  const { from, to } = search.directions;
  const cities = new Map([from, to].map(({ city }) => [city.code, { lat: 59.9, lon: 30.3 }]));
  const ms = cpuMsPerCall(() => readSearch('consolidated', search, cities, new Date()));
  return [['search read and its cargo checked, 1,000 rows', `${ms.toFixed(3)} ms CPU`, '<= 3 ms']];
}

/** Whole quotes through REST; `cpu()` the server's CPU seconds (null: only quotes/s). */
export async function restQuoteRows(base, { cpu = () => null, seconds = 3 } = {}) {
  const rows = [];
  for (const count of ROW_COUNTS) {
    const body = searchWithRows(count);
    await restThroughput(base, '/api/calculator/consolidated', [body], { seconds: 1, connections: 8 });
    const before = cpu();
    const result = await restThroughput(base, '/api/calculator/consolidated', [body], {
      seconds,
      connections: 8,
    });
    const after = cpu();
    const cpuMs = before === null || after === null ? null : ((after - before) * 1000) / result.requests;
    rows.push([
      `REST quote, ${count} cargo rows`,
      `${Math.round(result.requestsPerSecond)} quotes/s${cpuMs === null ? '' : `; server CPU ${cpuMs.toFixed(2)} ms/quote`}${result.failures ? `; ${result.failures} failed` : ''}`,
      'linear in rows',
    ]);
  }
  return rows;
}
