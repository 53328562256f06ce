// Writes `<app>/dist-stats/chunk-graph.json`: the app's chunk groups (which script files each
// loads, which dynamic imports start others, which shared modules its code consumes) and the
// shared modules it provides. infra/build/first-view-budget.test.ts replays from it what the
// browser loads for a first view. It stays outside dist/, which the server publishes.
import fs from 'node:fs';
import path from 'node:path';

const isScript = (file) => file.endsWith('.js');

export class ChunkGraphPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(chunkGraph(compilation), null, 1)}\n`);
    });
  }
}

function chunkGraph(compilation) {
  const graph = compilation.chunkGraph;
  const groups = [...compilation.chunkGroups];
  const index = new Map(groups.map((group, i) => [group, i]));
  const shortName = (module) => module?.readableIdentifier(compilation.requestShortener) ?? null;

  const consumedIn = (group) =>
    group.chunks.flatMap((chunk) =>
      graph
        .getChunkModules(chunk)
        .filter((module) => module.type === 'consume-shared-module')
        .map((module) => module.options.shareKey),
    );

  const provides = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const block = module.blocks[0];
    const group = block && graph.getBlockChunkGroup(block);
    if (group) provides[module._name] = index.get(group);
  }
  // A consumed module's own copy (the fallback), loaded when no other app provides the key.
  const fallbacks = {};
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const block = module.blocks[0];
    const group = block && graph.getBlockChunkGroup(block);
    if (group) fallbacks[module.options.shareKey] = index.get(group);
  }

  return {
    groups: groups.map((group) => ({
      name: group.name ?? null,
      entry: group.isInitial(),
      origins: group.origins.map((origin) => ({ module: shortName(origin.module), request: origin.request })),
      files: [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter(isScript)))],
      children: [...group.childrenIterable].map((child) => index.get(child)),
      consumes: [...new Set(consumedIn(group))],
    })),
    provides,
    fallbacks,
  };
}
