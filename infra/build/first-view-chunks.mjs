// The shell's shared modules in a few chunks instead of one each. Module Federation gives every
// module the shell provides (React, each MUI component, each kernel entry) a chunk group of its
// own, and webpack cannot tell which of them every page loads together: an application page's
// first view was about a hundred requests. These cache groups put the modules that always load
// together in one chunk per tier (issue 36: at most 30 scripts on a first view):
//
// - `first-view-core`: what every page that starts React runs, an application page or a content
//   page's islands: React, MUI's styling engine and the components of the kernel's `ui-core` and
//   of the header, mobx, i18next, dayjs, the kernel's entries the stores and the header need, the
//   islands' start, the header island, the Russian texts;
// - `first-view-forms`: the form fields of the kernel (`ui-input`, `ui-city-picker`) with
//   final-form and MUI's inputs, which the application and the content pages' quote island load;
// - `first-view-mui`: MUI's TextField with its select mode (Select, Menu, Popover and the modal
//   layer), and the kernel's `ui`: what the staff's forms and a content page's dialogs use (the
//   application pages' forms draw their fields with the kernel's `ui-input`);
// - `mui-dialogs`: MUI's dialogs and drawers, loaded when one opens;
// - `first-view-app`: the single-page application's own (react-router, single-spa, the kernel's
//   `remote` and `ssr` entries, the bootstrap).
//
// A share key (or a dynamic import's request, for the shell's own chunks) names its tier; a module
// goes with the first tier whose shares or imports reach it, so each module stays in one chunk
// (one copy of each library). A chunk group that reaches a module is given the module's tier
// chunk: the core is loaded by every page, so any group may take it; the forms' chunk comes with
// a page's own checkbox or table too; a module that a group of no tier also reaches (a page's own
// MUI component, a dialog opened on demand) stays out of the strict tiers' chunks (MUI's list
// field, the application's), so a page with a checkbox does not load the list field's chunk for
// the utilities they share, and a content page never loads the application's. What is left (a page's own components, yup, the English texts)
// keeps webpack's splitting. Only the shell's build has these groups: a remote's copies of the
// shared modules are fallbacks, loaded one by one when the shell does not provide one.
//
// The budget test (infra/build/first-view-budget.test.ts) holds the bytes and the requests of
// every first view: a share put in a tier a page does not load shows there.

const TIERS = {
  'first-view-core': {
    keys: [
      /^(react|react-dom)(\/.*)?$/,
      /^@emotion\/(react|styled)$/,
      /^@mui\/(system|styled-engine|private-theming)(\/.*)?$/,
      /^@mui\/utils\/ClassNameGenerator$/,
      /^(mobx|mobx-react-lite|i18next|react-i18next)$/,
      /^dayjs(\/.*)?$/,
      /^@dostavka\/shared-kernel\/(domain|stores|i18n|api|config|client|bus|contract\/names|ui-core|routing)$/,
      /^@mui\/material\/(styles|Typography|Box|Stack|Button|Link|IconButton|Alert|CircularProgress|SvgIcon|AppBar|Toolbar|Container|GlobalStyles)$/,
      /^@mui\/material\/(ButtonBase|AlertTitle|useMediaQuery)$/,
    ],
    // The islands' start and the header (its island on a content page), the feature flags it
    // reads, the web fonts, the Russian texts (every page's, the fallback of the English ones).
    imports: /^(\.\/start-island|\.\/header-island|\.\.?\/app\/fonts|\.\/ru\/common\.json)$/,
  },
  'first-view-forms': {
    keys: [
      /^(final-form|react-final-form)$/,
      /^@dostavka\/shared-kernel\/(ui-input|ui-city-picker|ui-filters)$/,
      /^@mui\/material\/(OutlinedInput|FormControl|FormHelperText|InputLabel|InputAdornment|Paper)$/,
    ],
  },
  // MUI's TextField with what it imports for its `select` mode (Select, Menu, Popover, the modal
  // layer and its transitions), the kernel's `ui` (its filters are such fields): what the
  // application's forms and filters show, and a content page's dialogs load on demand.
  'first-view-mui': {
    keys: [/^@mui\/material\/(Popover|Menu|MenuItem|Select|TextField)$/, /^@dostavka\/shared-kernel\/ui$/],
    // What a page's own component shares with these (a checkbox's `useControlled`) stays out, so
    // that a page with a checkbox and no list field does not load the whole chunk for it.
    strict: true,
  },
  // Dialogs and drawers, which no first view shows: the sign-in, the city picker, the menus, an
  // order's dialog load them when asked for (on top of MUI's chunk, for the modal layer).
  'mui-dialogs': {
    keys: [
      /^@mui\/material\/(Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions|Drawer|Slide)$/,
    ],
  },
  'first-view-app': {
    keys: [
      /^(react-router|react-router-dom|single-spa|single-spa-react)$/,
      /^@dostavka\/shared-kernel\/(remote|ssr)$/,
      // The line under the header while a page loads.
      /^@mui\/material\/(CssBaseline|LinearProgress)$/,
    ],
    imports: /^\.\/bootstrap$/,
    // Only what nothing else reaches: a group of no tier (a page's component, a dialog a content
    // page opens) never brings the application's chunk with it.
    strict: true,
  },
};
const ORDER = Object.keys(TIERS);

/** The tier of a chunk group (by the share or the import that starts it), or null. */
function groupTier(group) {
  for (const { module, request } of group.origins) {
    const key =
      module?.type === 'provide-module'
        ? module._name
        : module?.type === 'consume-shared-module'
          ? module.options.shareKey
          : null;
    const tier = key !== null ? keyTier(key) : ORDER.find((name) => TIERS[name].imports?.test(request ?? ''));
    if (tier) return tier;
  }
  return null;
}

/** The tier a share key names, or null. */
const keyTier = (key) => ORDER.find((name) => TIERS[name].keys.some((pattern) => pattern.test(key))) ?? null;

/**
 * A file of one of MUI's components (`@mui/material/Divider/dividerClasses.mjs`) that the shell
 * provides as a share of its own: the component's share key. The files of a component shared in
 * no tier stay out of the tiers' chunks, whichever tier's component imports them too (MenuItem
 * imports Divider's classes, MenuList the List): a page that shows a divider does not load the
 * menus' chunk for it. What the core's components import stays in the core, which every page loads.
 */
function componentKey(module, provided) {
  const name = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](\w+)[\\/]/.exec(module.resource ?? '')?.[1];
  return name !== undefined && provided.has(`@mui/material/${name}`) ? `@mui/material/${name}` : null;
}

/**
 * The tier chunk a module goes to, or null (webpack's splitting decides): none for the files of a
 * component shared in no tier (componentKey) that the core does not hold, else the first tier of
 * the groups that reach it, unless that tier is strict and a group of no tier reaches it too.
 */
function moduleTier(module, chunkGraph, provided) {
  const component = componentKey(module, provided);
  const tiers = new Set();
  for (const chunk of chunkGraph.getModuleChunksIterable(module))
    for (const group of chunk.groupsIterable) tiers.add(chunk.canBeInitial() ? 'initial' : groupTier(group));
  if (tiers.has('initial')) return null;
  // The core comes with every page: what it holds is never loaded twice.
  if (component !== null && keyTier(component) === null && !tiers.has(ORDER[0])) return null;
  const tier = ORDER.find((name) => tiers.has(name));
  return tier && !(TIERS[tier].strict && tiers.has(null)) ? tier : null;
}

const PLUGIN = 'FirstViewChunks';

/**
 * The shell production build's splitChunks cache groups, and the plugin they need (it finds the
 * modules the shell provides).
 *
 * A consumer of a shared module (webpack's `consume-shared-module`) is resolved when its chunk
 * loads, and resolving it loads the provided module's chunks: a consumer in the chunk of the module
 * it resolves (React's consumer beside React in the core) would wait for itself. The consumers
 * therefore go to chunks of their own, one per tier and depth: a shared module's depth is one more
 * than the deepest of those its own modules consume (React 1, react-dom 2, ..., MUI's components 6,
 * the kernel's `ui-core` 7), and a consumer goes to its key's depth, so a consumers' chunk only ever
 * waits for chunks of lower depth.
 */
export function firstViewChunks() {
  const provided = new Map();
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
          for (const module of modules)
            if (module.type === 'provide-module') provided.set(module._name, module);
        });
      });
    },
  };
  const depths = new Map();
  const depth = (key, chunkGraph, path = new Set()) => {
    if (depths.has(key)) return depths.get(key);
    const block = provided.get(key)?.blocks[0];
    const group = block && chunkGraph.getBlockChunkGroup(block);
    let found = 1;
    if (group && !path.has(key)) {
      path.add(key);
      for (const chunk of group.chunks)
        for (const module of chunkGraph.getChunkModulesIterable(chunk))
          if (module.type === 'consume-shared-module' && module.options.shareKey !== key)
            found = Math.max(found, 1 + depth(module.options.shareKey, chunkGraph, path));
      path.delete(key);
    }
    depths.set(key, found);
    return found;
  };
  const tierOf = new WeakMap();
  const tier = (module, chunkGraph) => {
    if (!tierOf.has(module)) tierOf.set(module, moduleTier(module, chunkGraph, provided));
    return tierOf.get(module);
  };
  const consumer = (module) => module.type === 'consume-shared-module';
  const consumersChunk = new WeakMap();
  const group = (test, name) => ({
    name,
    chunks: 'async',
    enforce: true,
    priority: 10,
    reuseExistingChunk: false,
    test,
  });
  return {
    plugin,
    cacheGroups: {
      ...Object.fromEntries(
        ORDER.map((name) => [
          name,
          group((module, { chunkGraph }) => !consumer(module) && tier(module, chunkGraph) === name, name),
        ]),
      ),
      'first-view-consumers': group(
        (module, { chunkGraph }) => {
          if (!consumer(module) || tier(module, chunkGraph) === null) return false;
          consumersChunk.set(
            module,
            `${tier(module, chunkGraph)}-shares-${depth(module.options.shareKey, chunkGraph)}`,
          );
          return true;
        },
        (module) => consumersChunk.get(module),
      ),
    },
  };
}
