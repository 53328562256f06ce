/**
 * The scripts a first view loads, replayed from the production build's chunk graphs
 * (`<app>/dist-stats/chunk-graph.json`, written by infra/build/chunk-graph-plugin.mjs) the way the
 * browser loads them: the shell's entry and everything it imports without a visitor's action, the
 * shared modules those consume (the shell's copy when it provides one: loaded-first), the route's
 * remote entry, its exposed `./pages` and the page's own chunk. The budget test
 * (infra/build/first-view-budget.test.ts) weighs this list; the server writes it into the document
 * (preload-hints.ts) so that webpack finds the chunks installed instead of loading them one by one.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dostavka/shared-kernel/i18n';

export interface ChunkGroup {
  name: string | null;
  entry: boolean;
  origins: Array<{ module: string | null; request: string | null }>;
  files: string[];
  children: number[];
  consumes: string[];
}

export interface ChunkGraph {
  groups: ChunkGroup[];
  provides: Record<string, number>;
  fallbacks: Record<string, number>;
}

export interface BuiltApp {
  /** The app's folder (shell, mf-content, ...). */
  folder: string;
  graph: ChunkGraph;
}

// Dynamic imports that wait for a visitor's action: the shell's modals, menus and toasts, the city
// picker's dialog, the order pages' texts, the forms' rules (yup and the kernel's `rules`,
// imported on the form's first focus: `lazyValidation`), the calculator's courier address fields
// (when a courier is chosen), the order page's map of pick-up points (Leaflet, when "show on the
// map" is pressed), its fields' suggestions (MUI's Autocomplete, when such a field is first shown)
// and its "start again?" dialog, the order history's dialog (when an order is opened), the
// tracking page's answer (with the first search), the calculator's calendar (when its button is
// pointed at).
// socket.io-client waits for the first search (below).
const ON_DEMAND =
  /mobile-menu|header-menu|auth-modal|feedback-modal|callback-modal|toast-stack|city-picker-dialog|address-fields|points-map|suggest-autocomplete|reset-order-dialog|order-detail-dialog|tracking-result|calendar-popover|\/order\.json$|^(yup|@dostavka\/shared-kernel\/rules)$/;

/**
 * The texts of a language (`./ru/common.json`, a remote's `./en.json`). i18next starts with those of the page's language
 * and of its fallback (Russian), so a first view loads these and no other.
 */
const TEXTS = /^\.\/(\w+)(?:\/\w+)?\.json$/;
const unusedTexts = (request: string, language: Language) => {
  const texts = TEXTS.exec(request)?.[1];
  return texts !== undefined && texts !== language && texts !== DEFAULT_LANGUAGE;
};
/** A group every origin of which imports texts the first view does not start with. */
const onlyUnusedTexts = (requests: readonly string[], language: Language) =>
  requests.length > 0 && requests.every((request) => unusedTexts(request, language));

/** A built script: the app's folder and the file's path in its dist folder. */
export interface BuiltFile {
  folder: string;
  file: string;
}

/** The files of a first view, in the order they are found. */
export interface FirstView {
  /** The shell's, the shared modules' and the remote page's chunks. */
  chunks: BuiltFile[];
  /**
   * The remote's container entry (remoteEntry) and its exposed module's own files, which the
   * federation runtime loads itself (from the remote's manifest, beside the entry).
   */
  container: BuiltFile[];
}

/** The route's remote: its build, its federation name and the page's module name. */
export interface RoutePage {
  remote: BuiltApp;
  /** The remote's federation name (mf_content). */
  name: string;
  /** The page's module (`home-page`, `calculator-page`): of the pages the exposed module can load, only this one. */
  pageFile: string;
}

/** Files as the browser loads them: a chunk group, the shared modules it consumes, its children. */
interface ChunkWalker {
  /** What was loaded so far, by `<folder>/<file>`. */
  files: Map<string, BuiltFile>;
  /**
   * Loads group `index` of `app` with the shared modules it consumes (the shell's copy when it
   * provides one: loaded-first) and its children that load without a visitor's action; `wanted`
   * may leave out more of its direct children.
   */
  load(app: BuiltApp, index: number, wanted?: (group: ChunkGroup) => boolean): void;
}

export function chunkWalker(shell: BuiltApp, apps: readonly BuiltApp[], language: Language): ChunkWalker {
  const files = new Map<string, BuiltFile>();
  const seen = new Set<string>();
  const sharedGroups = (app: BuiltApp) =>
    new Set([...Object.values(app.graph.provides), ...Object.values(app.graph.fallbacks)]);
  const shared = new Map(apps.map((app) => [app, sharedGroups(app)]));

  const consume = (key: string, from: BuiltApp) => {
    if (key === 'socket.io-client') return; // loaded by the first search, not by the page
    const provider = key in shell.graph.provides ? shell : from;
    const index = provider.graph.provides[key] ?? provider.graph.fallbacks[key];
    if (index !== undefined) load(provider, index);
  };
  const load = (app: BuiltApp, index: number, wanted = (_group: ChunkGroup) => true) => {
    const id = `${app.folder}#${index}`;
    if (seen.has(id)) return;
    seen.add(id);
    const group = app.graph.groups[index];
    if (!group) return;
    for (const file of group.files) files.set(`${app.folder}/${file}`, { folder: app.folder, file });
    group.consumes.forEach((key) => consume(key, app));
    for (const child of group.children) {
      const next = app.graph.groups[child];
      if (!next) continue;
      const requests = next.origins.map((origin) => origin.request ?? '');
      const onDemand = ON_DEMAND.test(requests.join(' ')) || onlyUnusedTexts(requests, language);
      if (shared.get(app)?.has(child) || onDemand || !wanted(next)) continue;
      load(app, child);
    }
  };
  return { files, load };
}

/**
 * What a first view in `language` loads: the shell's, and the route's remote page's when it is
 * known.
 */
export function firstView(
  shell: BuiltApp,
  route?: RoutePage,
  language: Language = DEFAULT_LANGUAGE,
): FirstView {
  const { files, load } = chunkWalker(shell, route ? [shell, route.remote] : [shell], language);
  const main = shell.graph.groups.findIndex((group) => group.entry && group.name === 'main');
  if (main === -1) throw new Error('the shell has no main entry');
  load(shell, main);
  if (!route) return { chunks: [...files.values()], container: [] };
  const { remote, name, pageFile } = route;
  const container = remote.graph.groups.find((group) => group.entry && group.name === name);
  if (!container) throw new Error(`${remote.folder} has no entry ${name}`);
  const exposed = exposedGroup(remote, name, './src/pages.ts');
  // A page module is `<...>/<name>-page(s)` (./pages/calculator-page, ./features/home/home-page).
  const otherPage = new RegExp(`/(?!${pageFile}$)[\\w-]+-pages?$`);
  load(remote, exposed, (group) => !group.origins.some((origin) => otherPage.test(origin.request ?? '')));
  const own = new Set([...container.files, ...(remote.graph.groups[exposed]?.files ?? [])]);
  return {
    chunks: [...files.values()].filter((file) => !(file.folder === remote.folder && own.has(file.file))),
    container: [...own].map((file) => ({ folder: remote.folder, file })),
  };
}

/** The chunk group of the module a remote exposes from `request` (`./src/pages.ts`). */
export function exposedGroup(remote: BuiltApp, name: string, request: string): number {
  const container = remote.graph.groups.find((group) => group.entry && group.name === name);
  if (!container) throw new Error(`${remote.folder} has no entry ${name}`);
  const exposed = container.children.find((child) =>
    remote.graph.groups[child]?.origins.some(
      (origin) => origin.module?.includes('container entry') && origin.request === request,
    ),
  );
  if (exposed === undefined) throw new Error(`${name} does not expose ${request}`);
  return exposed;
}
