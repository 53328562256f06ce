// Short chunk ids with readable file names. webpack's `named` chunk ids are the chunks' module
// paths ("vendors-node_modules_mui_material_Button_index_mjs"), and the runtime repeats a chunk's
// id wherever it names the chunk: the federation runtime's tables name each of the ~150 shared
// modules' chunks several times, so the names were half of `main.js` and two thirds of a remote
// entry (before gzip). Production builds take `deterministic` (numeric) ids instead, and this
// plugin gives each chunk without a name of its own the name the `named` ids would have given
// it: the file names stay as readable as before (`[name]` in the output's file names), and the
// runtime names each chunk once, in its map from id to file.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The helpers webpack's own NamedChunkIdsPlugin uses, so that the names are the ones it gives.
const { assignNames, getLongChunkName, getShortChunkName } = require('webpack/lib/ids/IdHelpers');
const { compareChunksNatural } = require('webpack/lib/util/comparators');

const PLUGIN = 'ReadableChunkNamesPlugin';

export class ReadableChunkNamesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // Taps before the ids are assigned: the configuration's plugins are applied before
      // webpack's own (the chunk id plugin among them).
      compilation.hooks.chunkIds.tap(PLUGIN, (chunks) => {
        const chunkGraph = compilation.chunkGraph;
        const hashFunction = compilation.outputOptions.hashFunction;
        const context = compiler.context;
        const taken = new Set([...chunks].map((chunk) => chunk.name).filter(Boolean));
        assignNames(
          [...chunks].filter((chunk) => !chunk.name),
          (chunk) => getShortChunkName(chunk, chunkGraph, context, '-', hashFunction, compiler.root),
          (chunk) => getLongChunkName(chunk, chunkGraph, context, '-', hashFunction, compiler.root),
          compareChunksNatural(chunkGraph),
          taken,
          (chunk, name) => {
            chunk.name = name;
          },
        );
      });
    });
  }
}
