/**
 * The scripts a content page loads (docs/architecture.md, islands), replayed from the builds'
 * chunk graphs as first-view.ts replays the application's: before any island starts, the
 * shell's islands entry alone; with each island that starts, what it loads: the kernel and
 * React (start-island), the header's own chunk, or the content remote's entry, its exposed
 * `./islands` and the island's component. The budget test weighs these lists.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dostavka/shared-kernel/i18n';
import { chunkWalker, exposedGroup, type BuiltApp, type BuiltFile, type ChunkGroup } from './first-view';

export type IslandName = 'header' | 'quote' | 'faq-votes';

/** The module of each of the content remote's islands (mf-content/src/islands.ts). */
const CONTENT_ISLANDS: Record<Exclude<IslandName, 'header'>, RegExp> = {
  quote: /\/calculator-entry$/,
  'faq-votes': /\/faq-item$/,
};

const requests = (group: ChunkGroup) => group.origins.map((origin) => origin.request ?? '');

function groupOf(app: BuiltApp, found: (group: ChunkGroup) => boolean, what: string): number {
  const index = app.graph.groups.findIndex(found);
  if (index === -1) throw new Error(`${app.folder} has no ${what}`);
  return index;
}

/** The script files of a content page once `started` islands have started (none: as it loads). */
export function islandsView(
  shell: BuiltApp,
  content: BuiltApp,
  started: readonly IslandName[],
  language: Language = DEFAULT_LANGUAGE,
): BuiltFile[] {
  const { files, load } = chunkWalker(shell, [shell, content], language);
  const entry = groupOf(shell, (group) => group.entry && group.name === 'islands', 'islands entry');
  // The entry itself: every chunk it imports waits for an island.
  load(shell, entry, () => false);
  if (started.length === 0) return [...files.values()];
  const start = groupOf(shell, (group) => requests(group).includes('./start-island'), 'start-island chunk');
  load(shell, start, (group) => started.includes('header') || !requests(group).includes('./header-island'));
  const own = started.filter((name): name is keyof typeof CONTENT_ISLANDS => name !== 'header');
  if (own.length > 0) {
    const container = groupOf(content, (group) => group.entry && group.name === 'mf_content', 'entry');
    for (const file of content.graph.groups[container]!.files)
      files.set(`${content.folder}/${file}`, { folder: content.folder, file });
    const islands = exposedGroup(content, 'mf_content', './src/islands.ts');
    load(content, islands, (group) =>
      own.some((name) => requests(group).some((request) => CONTENT_ISLANDS[name].test(request))),
    );
  }
  return [...files.values()];
}
