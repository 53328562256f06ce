/** A stand-in for the built apps: a few files of each kind in shell/dist and mf-*\/dist. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// Longer than the compression threshold (1 KiB), like any real page.
const filler = `<!-- ${'padding '.repeat(200)}-->`;

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" /><title>Доставка</title>
    <meta
      name="description"
      content="Грузоперевозки по России"
    />
    ${filler}
    <!--dostavka-head-->
  </head>
  <body>
    <!--dostavka-config-->
    <div id="root"><!--dostavka-app--></div>
    <script defer src="/main.3f2a9c1b.js"></script>
  </body>
</html>
`;

/** The content pages' template (islands.html beside the app's): the islands script instead of the app. */
const ISLANDS_TEMPLATE = TEMPLATE.replace('/main.3f2a9c1b.js', '/static/js/islands.5e6f7a8b.js');

const MAIN = `console.log('shell');\n${'//'.repeat(1000)}`;

const FILES: Record<string, string | Buffer> = {
  'shell/dist/main.3f2a9c1b.js': MAIN,
  // The build's compressed copies (scripts/lib/precompress.mjs).
  'shell/dist/main.3f2a9c1b.js.br': brotliCompressSync(MAIN),
  'shell/dist/main.3f2a9c1b.js.gz': gzipSync(MAIN),
  'shell/dist/main.3f2a9c1b.js.map': '{"version":3,"sources":["secret.ts"]}',
  // Above the compression threshold, without copies: sent as it is.
  'shell/dist/static/js/plain.0a1b2c3d.js': `console.log('plain');\n${'//'.repeat(1000)}`,
  'shell/dist/remoteEntry.js': 'var shell;',
  'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'shell/dist/static/media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // The content remote's page table loads `./features/<area>/<name>-page(s)`.
  'mf-content/dist/mf-manifest.json': JSON.stringify({
    name: 'mf_content',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'pages',
        assets: {
          js: {
            sync: ['static/js/__federation_expose_pages.8a9b0c.js'],
            async: [
              'static/js/src_features_home_home-page_tsx.1c2d3e.js',
              'static/js/src_features_directions_directions-page_tsx.4f5a6b.js',
              'static/js/src_features_info_faq-pages_tsx.7c8d9e.js',
            ],
          },
        },
      },
    ],
  }),
  'mf-content/dist/remoteEntry.js': 'var mf_content;',
  'mf-content/dist/static/js/417.0a1b2c3d.js': 'export {};',
  'mf-content/dist/static/js/417.0a1b2c3d.js.map': '{"version":3,"sources":["secret.ts"]}',
  'mf-calculator/dist/mf-manifest.json': JSON.stringify({
    name: 'mf_calculator',
    metaData: { remoteEntry: { name: 'remoteEntry.1a2b3c.js', path: '' } },
    exposes: [
      {
        name: 'pages',
        assets: {
          js: {
            sync: ['static/js/__federation_expose_pages.4d5e6f.js'],
            async: [
              'static/js/src_pages_calculator-page_tsx.7a8b9c.js',
              'static/js/src_pages_analytics-page_tsx.0d1e2f.js',
            ],
          },
        },
      },
    ],
  }),
  // The first view's fonts are preloaded; other weights are not.
  'shell/dist/static/media/montserrat-cyrillic-400-normal.0a1b2c3d4e.woff2': 'wOF2',
  'shell/dist/static/media/montserrat-latin-400-normal.6e7f8a9b0c.woff2': 'wOF2',
  'shell/dist/static/media/montserrat-cyrillic-300-normal.5f6a7b8c9d.woff2': 'wOF2',
};

/** A group of a chunk graph (infra/build/chunk-graph-plugin.mjs): what the stand-in needs. */
const group = (
  files: string[],
  {
    name = null as string | null,
    entry = false,
    request = null as string | null,
    module = null as string | null,
    children = [] as number[],
    consumes = [] as string[],
  } = {},
) => ({ name, entry, origins: [{ module, request }], files, children, consumes });

/**
 * The builds' chunk graphs (dist-stats, beside dist): the shell's entry, its bootstrap (which
 * consumes react and MUI's Card, both provided by the shell, loads its texts in the page's
 * language and can load the sign-in modal on demand), and the content remote's entry, exposed
 * pages and two pages (the home page consumes the Card; the remote's own react is a fallback, not
 * loaded while the shell provides it).
 */
const CHUNK_GRAPHS: Record<string, string> = {
  'shell/dist-stats/chunk-graph.json': JSON.stringify({
    groups: [
      group(['main.3f2a9c1b.js'], { name: 'main', entry: true, children: [1, 2, 3] }),
      group(['static/js/src_bootstrap_tsx.1a2b3c.js'], {
        module: './src/index.ts',
        request: './bootstrap',
        children: [4, 5, 6],
        consumes: ['react', '@mui/material/Card'],
      }),
      group(['static/js/node_modules_react_index_js.2b3c4d.js']),
      group(['static/js/node_modules_mui_material_Card_index_mjs.3c4d5e.js']),
      group(['static/js/src_features_auth_auth-modal_tsx.4d5e6f.js'], {
        request: './features/auth/auth-modal',
      }),
      group(['static/js/locale-ru-common-json.5e6f7a.js'], { request: './ru/common.json' }),
      group(['static/js/locale-en-common-json.6f7a8b.js'], { request: './en/common.json' }),
    ],
    provides: { react: 2, '@mui/material/Card': 3 },
    fallbacks: {},
  }),
  'mf-content/dist-stats/chunk-graph.json': JSON.stringify({
    groups: [
      group(['remoteEntry.js'], { name: 'mf_content', entry: true, children: [1] }),
      group(['static/js/__federation_expose_pages.8a9b0c.js'], {
        module: 'container entry (default)',
        children: [2, 3, 4],
        consumes: ['react'],
      }),
      group(['static/js/src_features_home_home-page_tsx.1c2d3e.js'], {
        module: './src/page-table.ts',
        request: './features/home/home-page',
        consumes: ['@mui/material/Card', 'react'],
      }),
      group(['static/js/src_features_directions_directions-page_tsx.4f5a6b.js'], {
        module: './src/page-table.ts',
        request: './features/directions/directions-page',
      }),
      group(['static/js/node_modules_react_index_js.9f8e7d.js']),
    ],
    provides: {},
    fallbacks: { react: 4 },
  }),
};

export interface WebFixture {
  /** The folder to pass as `webRoot`. */
  root: string;
  /** The documents' template, outside the dist folders (passed as `indexTemplate`). */
  template: string;
  remove(): Promise<void>;
}

/** The stand-in; `chunkGraphs`: with the shell's and the content remote's chunk graphs. */
export async function createWebFixture({ chunkGraphs = false } = {}): Promise<WebFixture> {
  const root = await mkdtemp(path.join(tmpdir(), 'dostavka-web-'));
  for (const [file, content] of Object.entries({ ...FILES, ...(chunkGraphs ? CHUNK_GRAPHS : {}) })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  const template = path.join(root, 'template.html');
  await writeFile(template, TEMPLATE);
  await writeFile(path.join(root, 'islands.html'), ISLANDS_TEMPLATE);
  return { root, template, remove: () => rm(root, { recursive: true, force: true }) };
}
