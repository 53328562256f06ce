/**
 * The scripts a first view loads, replayed from the production build's own chunk graphs
 * (`<app>/dist-stats/chunk-graph.json`, written by chunk-graph-plugin.mjs) the way the browser
 * loads them: the shell's entry and everything it imports without a visitor's action, the
 * shared modules those import (the shell's copy when it provides one, loaded-first), the route's
 * remote entry, its exposed `./pages` and the page's own chunk (first-view.ts, the list the
 * server writes into the document). Bytes are gzip (level 9) of the
 * built files. `npm test` builds before jest; run `npm run build` before running this alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  firstView,
  type BuiltApp,
  type BuiltFile,
  type ChunkGraph,
} from '../server/src/plugins/app/web/first-view';
import { islandsView, type IslandName } from '../server/src/plugins/app/web/islands-view';

const ROOT = path.resolve(__dirname, '../..');
const KB = 1024;

// Application pages (issue 36: at most 300 KB and 30 script requests on a first view). Each
// budget holds what the builds have reached, so that no change makes a first view heavier
// unnoticed; docs/performance.md records every change of these figures and what is left between
// them and the issue's.
const APP_BUDGET: Record<string, { kb: number; scripts: number }> = {
  '/calculator/': { kb: 298, scripts: 9 },
  '/order/': { kb: 294, scripts: 9 },
  '/profile/orders/': { kb: 288, scripts: 8 },
  '/tracking/': { kb: 285, scripts: 8 },
};

// Content pages are islands (issue 36): before a visitor does anything, at most 100 KB and 30
// script requests. With every island of the page started the issue asks for 300 KB; these hold
// what is reached, below it since the shell's shared modules come in a few chunks
// (first-view-chunks.mjs).
const CONTENT_BEFORE_KB = 100;
const FIRST_VIEW_SCRIPTS = 30;

function readGraph(folder: string): ChunkGraph {
  const file = path.join(ROOT, folder, 'dist-stats', 'chunk-graph.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkGraph;
}

/** The script files (`<folder>/dist/<file>`) a first view of one remote's page loads. */
function firstViewFiles(
  shell: BuiltApp,
  remote: BuiltApp,
  remoteName: string,
  pageFile: string,
): Set<string> {
  const { chunks, container } = firstView(shell, { remote, name: remoteName, pageFile });
  return new Set([...chunks, ...container].map(({ folder, file }) => `${folder}/dist/${file}`));
}

/** The modules a built script holds (`webpack://<app>/../node_modules/...`), from its source map. */
function sourcesOf(file: string): string[] {
  const map = path.join(ROOT, `${file}.map`);
  // The texts' chunks (JSON) and a shared module's one-line re-export have none.
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

const gzipped = (file: string) => gzipSync(readFileSync(path.join(ROOT, file)), { level: 9 }).length;

/** The files' gzip bytes in KB, and a listing (largest first) for the message of a failure. */
function weigh(files: readonly string[]): { kb: number; listing: string } {
  const rows = files.map((file) => [gzipped(file), file] as const).sort((a, b) => b[0] - a[0]);
  return {
    kb: rows.reduce((sum, [bytes]) => sum + bytes, 0) / KB,
    listing: rows.map(([bytes, file]) => `${(bytes / KB).toFixed(1).padStart(6)} KB  ${file}`).join('\n'),
  };
}

function withinBudget(files: readonly string[], kb: number, scripts: number): void {
  const weighed = weigh(files);
  const over = weighed.kb > kb || files.length > scripts;
  if (over)
    throw new Error(
      `${weighed.kb.toFixed(1)} KB in ${files.length} scripts, over ${kb} KB or ${scripts} scripts:\n${weighed.listing}`,
    );
  expect(weighed.kb).toBeLessThanOrEqual(kb);
  expect(files.length).toBeLessThanOrEqual(scripts);
}

const paths = (files: readonly BuiltFile[]) => files.map(({ folder, file }) => `${folder}/dist/${file}`);

describe('JavaScript of a first view (gzip)', () => {
  const shell: BuiltApp = { folder: 'shell', graph: readGraph('shell') };
  const remote = (folder: string): BuiltApp => ({ folder, graph: readGraph(folder) });

  test.each([
    ['/calculator/', 'mf-calculator', 'mf_calculator', 'calculator-page'],
    ['/order/', 'mf-order', 'mf_order', 'order-page'],
    ['/profile/orders/', 'mf-account', 'mf_account', 'orders-page'],
    ['/tracking/', 'mf-order', 'mf_order', 'tracking-page'],
  ])('the application page %s stays within its budget', (route, folder, name, page) => {
    const files = [...firstViewFiles(shell, remote(folder), name, page)];
    const budget = APP_BUDGET[route]!;
    withinBudget(files, budget.kb, budget.scripts);
  });

  // Content pages and the islands on them (the home page shows its last questions with votes).
  const CONTENT_PAGES: Array<[string, IslandName[], number]> = [
    ['/', ['header', 'quote', 'faq-votes'], 264],
    ['/route/sankt-peterburg/moskva/', ['header', 'quote'], 262],
    ['/common/faqs/', ['header', 'faq-votes'], 243],
    ['an information page or the 404 page (the header alone)', ['header'], 229],
  ];

  test.each(CONTENT_PAGES)(
    'the content page %s loads at most 100 KB in at most 30 scripts before a visitor does anything',
    () => {
      const files = paths(islandsView(shell, remote('mf-content'), []));
      withinBudget(files, CONTENT_BEFORE_KB, FIRST_VIEW_SCRIPTS);
      // Not React, not the kernel: the entry alone.
      expect(files).toEqual([expect.stringMatching(/^shell\/dist\/static\/js\/islands\./)]);
    },
  );

  test.each(CONTENT_PAGES)(
    'the content page %s stays within its budget once every island on it has started',
    (_page, islands, kb) => {
      const files = paths(islandsView(shell, remote('mf-content'), islands));
      withinBudget(files, kb, Infinity);
    },
  );

  test("an island loads what it needs and no other island's component", () => {
    const content = remote('mf-content');
    const header = paths(islandsView(shell, content, ['header']));
    const quote = paths(islandsView(shell, content, ['quote']));
    expect(header.some((file) => file.startsWith('mf-content/'))).toBe(false);
    expect(quote.some((file) => /calculator-entry/.test(file))).toBe(true);
    expect(quote.some((file) => /faq-item/.test(file))).toBe(false);
    expect(quote.some((file) => /header-island/.test(file))).toBe(false);
  });

  test('the sign-in modal is one lazy chunk: its steps come with it, not as a chunk of their own', () => {
    const requested = (pattern: RegExp) =>
      shell.graph.groups.filter((group) =>
        group.origins.some((origin) => pattern.test(origin.request ?? '')),
      );
    expect(requested(/\/auth-modal$/)).toHaveLength(1);
    expect(requested(/\/auth-steps$/)).toEqual([]);
  });

  test('no library module is built into two of the scripts a first view loads', () => {
    const files = [...firstViewFiles(shell, remote('mf-content'), 'mf_content', 'home-page')];
    // The modules of each script, from its source map; a container entry carries the federation
    // runtime's glue of its own build, the rest of a library is in one script or it is a second copy.
    const libraries = files.flatMap((file) =>
      [...new Set(sourcesOf(file))]
        .map((source) => /\/node_modules\/(.*)$/.exec(source)?.[1])
        .filter((module) => module !== undefined && !module.startsWith('@module-federation/')),
    );
    expect(libraries).toEqual(
      expect.arrayContaining(['react-dom/cjs/react-dom-client.production.js', 'mobx/dist/mobx.mjs']),
    );
    const twice = libraries.filter((module, i) => libraries.indexOf(module) !== i);
    expect(twice).toEqual([]);
  });

  test("no first view carries MUI's theming by CSS variables (muiWithoutCssVariables)", () => {
    const files = [
      ...firstViewFiles(shell, remote('mf-content'), 'mf_content', 'home-page'),
      ...firstViewFiles(shell, remote('mf-calculator'), 'mf_calculator', 'calculator-page'),
    ];
    const sources = files.flatMap(sourcesOf);
    expect(sources).toEqual(
      expect.arrayContaining([expect.stringMatching(/@mui\/material\/styles\/createThemeNoVars\.mjs$/)]),
    );
    expect(
      sources.filter((source) => /@mui\/(material\/styles\/\w+WithVars|system\/cssVars\/)/.test(source)),
    ).toEqual([]);
  });

  test("a first view loads the texts i18next starts with: its language's and the fallback's (Russian)", () => {
    // The texts' lazy chunk groups (`./ru/common.json`) whose files the first view loads.
    const texts = (language: 'ru' | 'en') => {
      const view = firstView(
        shell,
        { remote: remote('mf-content'), name: 'mf_content', pageFile: 'home-page' },
        language,
      );
      const loaded = new Set(view.chunks.filter(({ folder }) => folder === 'shell').map(({ file }) => file));
      return shell.graph.groups
        .flatMap((group) => group.origins.map((origin) => [origin.request ?? '', group.files] as const))
        .filter(
          ([request, files]) =>
            /^\.\/\w+\/\w+\.json$/.test(request) && files.every((file) => loaded.has(file)),
        )
        .map(([request]) => request)
        .sort();
    };
    expect(texts('ru')).toEqual(['./ru/common.json']);
    expect(texts('en')).toEqual(['./en/common.json', './ru/common.json']);
  });

  test("the calculator's first view has its own texts in the page's language only, and none of its staff pages'", () => {
    const calculator = remote('mf-calculator');
    const route = { remote: calculator, name: 'mf_calculator', pageFile: 'calculator-page' };
    const loaded = (language: 'ru' | 'en') => {
      const { chunks, container } = firstView(shell, route, language);
      return new Set(
        [...chunks, ...container].filter(({ folder }) => folder === 'mf-calculator').map(({ file }) => file),
      );
    };
    // The lazy texts' groups (`./en.json`, `./staff/en.json`) whose files a first view loads.
    const texts = (language: 'ru' | 'en') => {
      const files = loaded(language);
      return calculator.graph.groups
        .flatMap((group) => group.origins.map((origin) => [origin.request ?? '', group.files] as const))
        .filter(([request, found]) => /\.json$/.test(request) && found.every((file) => files.has(file)))
        .map(([request]) => request);
    };
    expect(texts('ru')).toEqual([]);
    expect(texts('en')).toEqual(['./en.json']);
    // The staff pages' Russian texts are bundled with their module, which no first view loads.
    for (const language of ['ru', 'en'] as const)
      for (const file of loaded(language))
        expect(
          sourcesOf(`mf-calculator/dist/${file}`).filter((source) => /i18n\/staff/.test(source)),
        ).toEqual([]);
  });

  test('a remote carries no copy of a shared module: the shell provides every one it needs', () => {
    const manifest = (folder: string) =>
      JSON.parse(readFileSync(path.join(ROOT, folder, 'dist', 'mf-manifest.json'), 'utf8')) as {
        shared: Array<{ name: string; fallback?: string }>;
      };
    const provided = new Set(manifest('shell').shared.map(({ name }) => name));
    for (const folder of ['mf-content', 'mf-calculator', 'mf-order', 'mf-account']) {
      const shared = manifest(folder).shared;
      expect(shared.map(({ name }) => name)).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime']));
      expect(shared.filter(({ name }) => !provided.has(name))).toEqual([]);
      expect(shared.filter(({ fallback }) => fallback)).toEqual([]);
    }
  });

  test("a remote's entry runs on the shell's federation runtime and bundler runtime (oneBundlerRuntime)", () => {
    const bundler = (file: string) =>
      sourcesOf(file).filter((source) =>
        /@module-federation\/(webpack-bundler-runtime|runtime-core)\//.test(source),
      );
    const shellEntry = [...firstViewFiles(shell, remote('mf-content'), 'mf_content', 'home-page')].find(
      (file) => /^shell\/dist\/static\/js\/main\./.test(file),
    );
    expect(bundler(shellEntry!)).toEqual(
      expect.arrayContaining([expect.stringMatching(/webpack-bundler-runtime\/dist\/consumes\.js$/)]),
    );
    for (const folder of ['mf-content', 'mf-calculator', 'mf-order', 'mf-account']) {
      const [entry] = readdirSync(path.join(ROOT, folder, 'dist')).filter((file) =>
        /^remoteEntry\..*\.js$/.test(file),
      );
      // What the shell, exposing nothing, is built without: the container's start.
      expect(bundler(`${folder}/dist/${entry}`).map((source) => path.basename(source))).toEqual([
        'initContainerEntry.js',
      ]);
    }
  });
});
