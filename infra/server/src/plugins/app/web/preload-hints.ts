import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@dostavka/shared-kernel/i18n';
import { matchRoute } from '@dostavka/shared-kernel/routing';
import type { DocumentHints } from './document';
import { firstView, type BuiltApp, type BuiltFile, type ChunkGraph } from './first-view';

/**
 * What the document gets so that the browser fetches, with it, what it would otherwise discover
 * one round trip after another: `<link rel=preload>` hints for the route's remote (its manifest,
 * entry, exposed module and page chunks) and the web fonts of the first view; and the shell's
 * chunks of the first view (its own, and the shared modules the bootstrap and the remote's page
 * consume: first-view.ts) as `<script defer>`. The fonts' hints open the body rather than sit in
 * the head: Chromium holds the first paint for a font preloaded in the head (until it arrives or a
 * timeout), and the page does not need its fonts to be drawn (the fallback face has Montserrat's
 * metrics, so the swap moves nothing). The browser's preload scanner still finds them with the
 * document's first bytes. Deferred scripts run in order before the
 * shell's `main.js` at the end of the body; each pushes its chunk into webpack's chunk array, which
 * the runtime reads when it starts, so the federation runtime finds the shell's chunks installed
 * and appends no script element for them. Without the build's chunk graphs (dist-stats), or for a
 * remote on another origin or of another version than the one on disk, the remote's entry,
 * exposed module and page chunk are preloaded from its manifest.
 */
export interface PreloadHintsOptions {
  /** Folder holding `shell/dist` and `mf-<name>/dist`. */
  webRoot: string;
  /** URL prefix -> app folder of the remotes this server serves itself. */
  folders: ReadonlyArray<readonly [string, string]>;
  /** Keep what was read from disk (off while developing, when builds change under the server). */
  cache: boolean;
}

/** The part of a remote's mf-manifest.json the hints need. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

// The Montserrat files a first view draws with: body text (400) and headings (700), Cyrillic and
// Latin (an English page still shows the cities' Russian names). The other weights come with the
// stylesheet once the app runs.
const FIRST_VIEW_FONTS = /^montserrat-(cyrillic|latin)-(400|700)-normal\.[0-9a-f]+\.woff2$/;

const link = (href: string, as: 'fetch' | 'script' | 'font') =>
  `<link rel="preload" href="${href}" as="${as}"${as === 'script' ? '' : ' crossorigin'}>`;
const script = (src: string) => `<script defer src="${src}"></script>`;

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Files of the remote's page, from the manifest: entry, the exposed `./pages` and the page's own chunk. */
function remoteFiles(manifest: Manifest, page: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const pages = manifest.exposes?.find((expose) => expose.name === 'pages')?.assets?.js;
  // Page chunks are named after their module, `src/<folders>/<page>-page.tsx` (webpack's named
  // chunk ids): src/pages/calculator-page.tsx, src/features/home/home-page.tsx.
  const pageChunk = new RegExp(`(^|/)src_(?:[\\w-]+_)*${page}-page_tsx\\.`);
  return [
    ...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []),
    ...(pages?.sync ?? []),
    ...(pages?.async ?? []).filter((file) => pageChunk.test(file)),
  ];
}

/**
 * The hints of a page in a language, for the remotes the visitor gets (remote name -> URL of its
 * mf-manifest.json).
 */
export function preloadHints(
  options: PreloadHintsOptions,
): (
  pathname: string,
  remotes: Record<string, string>,
  language: Language,
  document?: 'app' | 'islands',
) => Promise<DocumentHints> {
  const remembered = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!options.cache) return read();
    if (!remembered.has(key)) remembered.set(key, read());
    return remembered.get(key) as Promise<T>;
  };

  const fonts = () =>
    once('fonts', async () => {
      const media = path.join(options.webRoot, 'shell', 'dist', 'static', 'media');
      const files = await readdir(media).catch(() => [] as string[]);
      return files.filter((file) => FIRST_VIEW_FONTS.test(file));
    });

  /** An app's chunk graph (`<folder>/dist-stats/chunk-graph.json`), null when the build has none. */
  const graph = (folder: string) =>
    once(`graph ${folder}`, async () => {
      const read = await readJson<ChunkGraph>(
        path.join(options.webRoot, folder, 'dist-stats', 'chunk-graph.json'),
      );
      return read ? ({ folder, graph: read } satisfies BuiltApp) : null;
    });

  /** The first view's scripts: the shell's alone, or with the route's remote page (its entry apart). */
  const scripts = async (
    language: Language,
    route?: { remote: BuiltApp; name: string; page: string; base: string },
  ) => {
    // While developing, the apps' dist folders hold development builds (`npm run dev`) and
    // dist-stats a production build's graphs, which name other files.
    if (!options.cache) return null;
    const shell = await graph('shell');
    if (!shell) return null;
    let view: ReturnType<typeof firstView>;
    try {
      view = firstView(
        shell,
        route && { remote: route.remote, name: route.name, pageFile: `${route.page}-page` },
        language,
      );
    } catch {
      return null; // a graph that is not the build's (no entry, no exposed module): no scripts
    }
    // The shell's entry is the template's own script.
    const entry = new Set(shell.graph.groups.find((group) => group.entry && group.name === 'main')?.files);
    // Relative on purpose: the federation runtime appends no script whose `src` equals one already in
    // the document and waits for a load event that never comes (up to 20 s); its URLs are absolute,
    // so a written script never matches one it would append. Keep these relative.
    const url = ({ folder, file }: BuiltFile) => (folder === 'shell' ? `/${file}` : `${route?.base}${file}`);
    // Only the shell's own chunks (the shared modules the remote page consumes among them) become
    // scripts: a deferred script holds back every later one and DOMContentLoaded, and the shell
    // must not wait on a remote's files (a slow or failing remote stays contained in its area).
    // The remote's chunks are preloaded; its runtime loads them from the cache.
    const own = (file: BuiltFile) => file.folder === 'shell';
    return {
      chunks: view.chunks.filter((file) => own(file) && !entry.has(file.file)).map(url),
      remote: [...view.container, ...view.chunks.filter((file) => !own(file))].map(url),
    };
  };

  const remote = (manifestUrl: string, name: string, page: string, language: Language) =>
    once(`${manifestUrl} ${page} ${language}`, async () => {
      const served = options.folders.find(([prefix]) => manifestUrl.startsWith(prefix));
      // A remote on another origin: its manifest at least, and the shell's own chunks.
      if (!served)
        return { links: [link(manifestUrl, 'fetch')], scripts: (await scripts(language))?.chunks ?? [] };
      const [prefix, folder] = served;
      const manifest = await readJson<Manifest>(
        path.join(options.webRoot, folder, 'dist', manifestUrl.slice(prefix.length)),
      );
      if (!manifest) return { links: [], scripts: (await scripts(language))?.chunks ?? [] };
      const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      // The chunk graph on disk is the build at the folder's root, not a registered version's.
      const remoteGraph = base === prefix ? await graph(folder) : null;
      const view = remoteGraph ? await scripts(language, { remote: remoteGraph, name, page, base }) : null;
      if (!view)
        return {
          links: [
            link(manifestUrl, 'fetch'),
            ...remoteFiles(manifest, page).map((file) => link(base + file, 'script')),
          ],
          scripts: (await scripts(language))?.chunks ?? [],
        };
      return {
        links: [link(manifestUrl, 'fetch'), ...view.remote.map((file) => link(file, 'script'))],
        scripts: view.chunks,
      };
    });

  const shellOnly = (language: Language) =>
    once(`shell ${language}`, async () => ({ links: [], scripts: (await scripts(language))?.chunks ?? [] }));

  return async (pathname, remotes, language, document = 'app') => {
    // A content page runs none of the app's scripts before a part of it is wanted: its fonts only
    // (their stylesheet comes with the first island, as with the app once it runs).
    if (document === 'islands')
      return {
        head: '',
        body: (await fonts()).map((file) => link(`/static/media/${file}`, 'font')).join(''),
      };
    const match = matchRoute(pathname);
    const manifestUrl = match ? remotes[match.route.remote] : undefined;
    const [first, fontFiles] = await Promise.all([
      match && manifestUrl
        ? remote(manifestUrl, match.route.remote, match.route.page, language)
        : shellOnly(language),
      fonts(),
    ]);
    return {
      head: [...first.links, ...first.scripts.map(script)].join(''),
      body: fontFiles.map((file) => link(`/static/media/${file}`, 'font')).join(''),
    };
  };
}
