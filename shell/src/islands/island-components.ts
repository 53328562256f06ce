import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remotesReady } from '../federation/remotes';
import type { ContentIslandsModule } from '../federation/remote-modules';

/**
 * An island's component, rendered with the island's props: the JSON the server wrote from the
 * same component's props, so the props are the component's own by construction.
 */
export type IslandComponent = ComponentType<Record<string, unknown>>;

let content: Promise<ContentIslandsModule> | null = null;

/** The content remote's `./islands`, once; a failed load is tried again by the next island. */
function contentIslands(): Promise<ContentIslandsModule> {
  content ??= (async () => {
    await remotesReady();
    const module = await loadRemote<ContentIslandsModule>('mf_content/islands');
    if (!module) throw new Error('mf_content did not provide its islands');
    module.prepareIslands();
    return module;
  })().catch((error: unknown) => {
    content = null;
    throw error;
  });
  return content;
}

/** The component of the island `name`: the shell's header, or a part the content remote exposes. */
export async function islandComponent(name: string): Promise<IslandComponent> {
  if (name === 'header') return (await import('./header-island')).HeaderIsland as unknown as IslandComponent;
  const { islands } = await contentIslands();
  const load = islands[name];
  if (!load) throw new Error(`mf_content has no island ${name}`);
  return (await load()) as unknown as IslandComponent;
}
