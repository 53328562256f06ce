import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute } from '@dostavka/shared-kernel/routing';

/**
 * `<link rel=preload>` hints that let the browser fetch, with the document, what it would
 * otherwise discover one round trip after another: the route's remote (its manifest, entry,
 * exposed module and page chunk) and the web fonts of the first view.
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

// The Montserrat files a Russian or English first view draws with: body text (400) and headings
// (700), Cyrillic and Latin. The other weights come with the stylesheet once the app runs.
const FIRST_VIEW_FONTS = /^montserrat-(cyrillic|latin)-(400|700)-normal\.[0-9a-f]+\.woff2$/;

const link = (href: string, as: 'fetch' | 'script' | 'font') =>
  `<link rel="preload" href="${href}" as="${as}"${as === 'script' ? '' : ' crossorigin'}>`;

async function readJson(file: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
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

/** The hints of a page, for the remotes the visitor gets (remote name -> URL of its mf-manifest.json). */
export function preloadHints(
  options: PreloadHintsOptions,
): (pathname: string, remotes: Record<string, string>) => Promise<string> {
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
      return files.filter((file) => FIRST_VIEW_FONTS.test(file)).map((file) => `/static/media/${file}`);
    });

  const remote = (manifestUrl: string, page: string) =>
    once(`${manifestUrl} ${page}`, async () => {
      const served = options.folders.find(([prefix]) => manifestUrl.startsWith(prefix));
      // A remote on another origin: its manifest at least.
      if (!served) return [link(manifestUrl, 'fetch')];
      const [prefix, folder] = served;
      const manifest = await readJson(
        path.join(options.webRoot, folder, 'dist', manifestUrl.slice(prefix.length)),
      );
      if (!manifest) return [];
      const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      return [
        link(manifestUrl, 'fetch'),
        ...remoteFiles(manifest, page).map((file) => link(base + file, 'script')),
      ];
    });

  return async (pathname, remotes) => {
    const match = matchRoute(pathname);
    const manifestUrl = match ? remotes[match.route.remote] : undefined;
    const [remoteLinks, fontFiles] = await Promise.all([
      match && manifestUrl ? remote(manifestUrl, match.route.page) : [],
      fonts(),
    ]);
    return [...remoteLinks, ...fontFiles.map((file) => link(file, 'font'))].join('');
  };
}
