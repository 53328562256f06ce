// One webpack configuration for every browser app of the workspace: the shell (Module Federation
// host) and the four remotes. Each app's webpack.config.mjs calls `federatedApp` with its name,
// what it exposes and where it is served; everything else (shared singletons, loaders, caching
// names, manifest, types) is decided here once.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { ChunkGraphPlugin } from './chunk-graph-plugin.mjs';
import { firstViewChunks } from './first-view-chunks.mjs';
import { ReadableChunkNamesPlugin } from './readable-chunk-names-plugin.mjs';
import { APPS } from '../../scripts/lib/workspace.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootPackage = require(path.join(rootDir, 'package.json'));
const kernelPackage = require(path.join(rootDir, 'shared-kernel/package.json'));

/**
 * The kernel versions an app built now accepts. The manifest names it (metaData.dostavka.kernel):
 * the registry refuses to activate, and the shell to load, a remote whose range does not accept
 * the site's kernel.
 */
export const KERNEL_RANGE = `^${kernelPackage.version}`;

/** Versions come from the root package.json, the one place that pins them. */
function pinned(name) {
  const version = rootPackage.dependencies[name];
  if (!version) throw new Error(`${name} is not pinned in the root package.json`);
  return version;
}

// strictVersion: a remote built against another major (React 20, kernel 0.2) is refused when it
// loads (its area falls back) instead of running with a console warning.
const singleton = (pkg, key = pkg) => [
  key,
  { singleton: true, strictVersion: true, requiredVersion: `^${pinned(pkg)}`, version: pinned(pkg) },
];

/** MUI's own packages, at the version the installed @mui/material depends on (not pinned at the root). */
function muiInternals(...keys) {
  return keys.map((key) => {
    const pkg = key.split('/').slice(0, 2).join('/');
    const version = require(path.join(rootDir, 'node_modules', pkg, 'package.json')).version;
    return [key, { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version }];
  });
}

const BROWSER_PACKAGES = ['shared-kernel', ...APPS];

/** The text of every browser source file of `apps` (tests and server entries aside). */
function browserSources(apps = BROWSER_PACKAGES) {
  const texts = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^server\.tsx$/.test(entry.name))
        texts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  for (const app of apps) walk(path.join(rootDir, app, 'src'));
  return texts;
}

/** Every `@mui/material/<Name>` the browser code of the workspace imports. */
function muiComponentsUsed(sources) {
  const found = new Set();
  for (const text of sources)
    for (const [, name] of text.matchAll(/from '(@mui\/material\/[\w/]+)'/g)) found.add(name);
  return [...found].sort();
}

/** The values (not types) the given module texts import or re-export by name from `pkg`. */
function namesImported(sources, pkg) {
  const found = new Set();
  const from = new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from ['"]${pkg}['"]`, 'g');
  for (const text of sources)
    for (const [, list] of text.matchAll(from))
      for (const specifier of list.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) found.add(name);
      }
  return [...found].sort();
}

/**
 * Writes a module this build generates (under node_modules/.cache, per build mode) and returns its
 * path; an unchanged text is not written again, so webpack's cache of it stays valid.
 */
function writeGenerated(production, name, text) {
  const dir = path.join(
    rootDir,
    'node_modules/.cache/dostavka-shared',
    production ? 'production' : 'development',
  );
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/**
 * A shared module is built whole: its exports are asked for at run time, so none can be dropped.
 * For a library the site uses a small part of, the shared module is instead one this build writes
 * (under node_modules/.cache, per build mode) that re-exports the names the browser code imports
 * from it (scanned, like MUI's components, when a build starts), from the library's own files:
 * everything else is tree-shaken away. It is still one shared singleton, at the library's
 * version, and the shell's copy is the one a page runs: a remote built later must import only
 * names some app imported when the shell was built.
 */
function asUsedWriter(sources, production) {
  return {
    /** The names `pkg` is imported by; only named imports can be counted. */
    names(pkg) {
      const whole = sources.find((text) =>
        new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from '${pkg}'|export\\s+\\*\\s+from '${pkg}'`).test(text),
      );
      if (whole) throw new Error(`import ${pkg}'s names one by one (the shared copy has only those)`);
      return namesImported(sources, pkg);
    },
    /** Writes the module `name` re-exporting each group of names from its file; returns its path. */
    write(name, groups) {
      const lines = groups
        .filter(([names]) => names.length > 0)
        .map(([names, from]) => `export { ${names.join(', ')} } from '${from}';`);
      return writeGenerated(production, `${name}.mjs`, `${lines.join('\n')}\n`);
    },
  };
}

/**
 * react-router and react-router-dom as the site uses them: all of react-router 7 is 60 KB gzip
 * (the data routers' server half, framework mode's scripts and streams, fetchers and forms the
 * site never uses). The site's remotes take routing from the kernel and the shell (props, links,
 * the bus), not from react-router. react-router's package exports point at its development build
 * under every condition webpack resolves, so the build mode picks the folder.
 */
function reactRouterAsUsed(asUsed, production) {
  const dist = path.join(
    rootDir,
    'node_modules/react-router/dist',
    production ? 'production' : 'development',
  );
  const index = path.join(dist, 'index.mjs');
  // react-router-dom is react-router plus the DOM's RouterProvider and HydratedRouter.
  const domOnly = new Set(['RouterProvider', 'HydratedRouter']);
  const dom = asUsed.names('react-router-dom');
  return {
    'react-router': asUsed.write('react-router', [[asUsed.names('react-router'), index]]),
    'react-router-dom': asUsed.write('react-router-dom', [
      [dom.filter((name) => domOnly.has(name)), path.join(dist, 'dom-export.mjs')],
      [dom.filter((name) => !domOnly.has(name)), index],
    ]),
  };
}

/**
 * react-i18next as the site uses it: a hook, a provider and the i18next plugin (2.5 KB gzip of
 * its 10.3 KB; Trans, IcuTrans, the HOCs and the SSR helpers are left out).
 */
function reactI18nextAsUsed(asUsed) {
  const index = path.join(rootDir, 'node_modules/react-i18next/dist/es/index.js');
  return asUsed.write('react-i18next', [[asUsed.names('react-i18next'), index]]);
}

/** The text of every file under `dir` (its subfolders too) whose name `keep` accepts. */
function textsUnder(dir, keep) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * MUI's theming as the site and MUI's components use it. `@mui/material/styles` and `@mui/system`
 * are shared by their package entries, which re-export everything (CSS-variables providers, Grid,
 * the v4 theme adapter, colour helpers...): 7 KB gzip of the first view the site never runs.
 * `@mui/material/styles` is imported by the site's code only (MUI's components import their
 * styles relatively); `@mui/system` by MUI's components too, so every name any of MUI's modules
 * imports from it is kept, whichever components a remote adds later.
 */
function muiThemingAsUsed(asUsed) {
  const styles = path.join(rootDir, 'node_modules/@mui/material/styles/index.mjs');
  const system = path.join(rootDir, 'node_modules/@mui/system/index.mjs');
  // What only the CSS-variables theming imports is not kept: no page runs it (below).
  const muiModules = textsUnder(
    path.join(rootDir, 'node_modules/@mui/material'),
    (name) => name.endsWith('.mjs') && !CSS_VARIABLES_THEMING.has(name),
  );
  const systemNames = new Set([...asUsed.names('@mui/system'), ...namesImported(muiModules, '@mui/system')]);
  return {
    '@mui/material/styles': asUsed.write('mui-material-styles', [
      [asUsed.names('@mui/material/styles'), styles],
    ]),
    '@mui/system': asUsed.write('mui-system', [[[...systemNames].sort(), system]]),
  };
}

/** MUI's files that build and provide a theme of CSS variables, with their colour schemes. */
const CSS_VARIABLES_THEMING = new Set(['createThemeWithVars.mjs', 'ThemeProviderWithVars.mjs']);

/**
 * MUI's theming without CSS variables. Its `createTheme` and `ThemeProvider` import the
 * CSS-variables theme and provider (the variables' writer, the colour-scheme manager with its
 * storage and its script) and choose one at run time: a theme given neither `cssVariables` nor
 * `colorSchemes`, as the site's is, takes the other path, as MUI 4 and 5 did. Every MUI component
 * reaches `createTheme` (its default theme), so each page carried 8 KB gzip of code it never ran.
 * In the browser builds these two files are replaced by ones that take that path only, and refuse
 * a theme that asks for the other, so a theme that needs them fails loudly rather than differently
 * from the server's rendering (which runs MUI's own files).
 */
function muiWithoutCssVariables(production) {
  const styles = path.join(rootDir, 'node_modules/@mui/material/styles');
  const refuse = `throw new Error('This build of MUI has no CSS-variables themes (infra/build/webpack.mjs, muiWithoutCssVariables)')`;
  const modules = {
    'createTheme.mjs': `import createThemeNoVars from '${path.join(styles, 'createThemeNoVars.mjs')}';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) ${refuse};
  return createThemeNoVars(options, ...args);
}
`,
    'ThemeProvider.mjs': `import { createElement, useMemo } from 'react';
import ThemeProviderNoVars from '${path.join(styles, 'ThemeProviderNoVars.mjs')}';
import THEME_ID from '${path.join(styles, 'identifier.mjs')}';
export default function ThemeProvider({ theme, ...props }) {
  const own = typeof theme === 'function' ? theme : THEME_ID in theme ? theme[THEME_ID] : theme;
  if (typeof own === 'object' && 'colorSchemes' in own) ${refuse};
  // A theme without CSS variables says so (vars null), so that it inherits none from an outer one.
  const plain = useMemo(() => (typeof theme === 'function' || 'vars' in own ? theme : { ...theme, vars: null }), [theme, own]);
  return createElement(ThemeProviderNoVars, { ...props, theme: plain });
}
`,
  };
  const replacements = new Map(
    Object.entries(modules).map(([name, text]) => [
      path.join(styles, name),
      writeGenerated(production, `mui-${name}`, text),
    ]),
  );
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]@mui[\\/]material[\\/]styles[\\/]\w+\.mjs$/,
    (data) => {
      const file = data.createData && replacements.get(data.createData.resource);
      if (file) data.createData.resource = file;
    },
  );
}

/**
 * mobx as the site and mobx-react-lite use it (2 KB gzip less: observable collections' and
 * interception's API, spy, flows). mobx-react-lite's names are read from its own build, so a
 * later version asking for another stays served.
 */
function mobxAsUsed(asUsed) {
  const lite = textsUnder(path.join(rootDir, 'node_modules/mobx-react-lite/dist'), (name) =>
    name.endsWith('.js'),
  );
  const names = [...new Set([...asUsed.names('mobx'), ...namesImported(lite, 'mobx')])].sort();
  return asUsed.write('mobx', [[names, path.join(rootDir, 'node_modules/mobx/dist/mobx.mjs')]]);
}

/** A shared entry whose provided module is `file` (the key stays the package's name). */
const providedFrom = ([key, options], file) => [key, { ...options, import: file }];

/**
 * The shared singletons of ARCHITECTURE.md, the same in every app (of one build mode) but for
 * MUI's components: the shell provides each one any app imports, a remote declares those its own
 * code and the kernel's import (about 1.5 KB gzip of every page's remote entry was the other
 * remotes' components).
 * `app`: the app's folder, null for the shell.
 *
 * A production remote runs only in the shell (it uses the shell's federation runtime too), and
 * the shell provides every shared module any app imports: the remote builds no copies of its
 * own (`import: false`) and writes none of the as-used modules the shell provides. Its entry then
 * lists no fallback, with its chunks, for each (8 KB gzip of every application page's first view)
 * and its build takes less than half the time. The registry refuses
 * a release that needs a module the running shell does not provide (manifest-check.ts).
 */
function sharedSingletons(production, app) {
  const consumedOnly = production && app !== null;
  const sources = browserSources();
  const ownSources = app === null ? sources : browserSources(['shared-kernel', app]);
  const asUsed = consumedOnly ? null : asUsedWriter(sources, production);
  const router = asUsed && reactRouterAsUsed(asUsed, production);
  const theming = asUsed ? muiThemingAsUsed(asUsed) : {};
  const shares = (entries) =>
    consumedOnly ? entries.map(([key, options]) => [key, { ...options, import: false }]) : entries;
  return Object.fromEntries(
    shares([
      singleton('react'),
      singleton('react', 'react/'),
      singleton('react-dom'),
      singleton('react-dom', 'react-dom/'),
      ...['react-router', 'react-router-dom'].map((pkg) => providedFrom(singleton(pkg), router?.[pkg])),
      singleton('single-spa'),
      singleton('single-spa-react'),
      providedFrom(singleton('mobx'), asUsed && mobxAsUsed(asUsed)),
      singleton('mobx-react-lite'),
      // MUI by component (`@mui/material/Button`), never the barrel. MUI's files import each other
      // relatively, so a remote's own copy of a component would bring a second copy of MUI's styles
      // and internals. Instead every component any app imports is named here: the shell's build
      // provides each (loaded only when asked for) and every app takes the shell's, so one copy of
      // MUI's internals runs on the page. The prefix catches what a remote adds in development (in
      // production the registry refuses a remote needing a component the shell lacks); the
      // packages holding MUI's contexts and class-name generator are shared by name for that case.
      // A file path (not a package request) makes an app provide it, used or not: a remote names
      // only its own.
      ...muiComponentsUsed(ownSources).map((name) =>
        providedFrom(
          singleton('@mui/material', name),
          theming[name] ?? fileURLToPath(import.meta.resolve(name)),
        ),
      ),
      singleton('@mui/material', '@mui/material/'),
      ...muiInternals('@mui/system').map((entry) => providedFrom(entry, theming['@mui/system'])),
      ...muiInternals(
        '@mui/system/DefaultPropsProvider',
        '@mui/system/RtlProvider',
        '@mui/utils/ClassNameGenerator',
        '@mui/styled-engine',
        '@mui/private-theming',
      ),
      singleton('@emotion/react'),
      singleton('@emotion/styled'),
      singleton('i18next'),
      providedFrom(singleton('react-i18next'), asUsed && reactI18nextAsUsed(asUsed)),
      singleton('socket.io-client'),
      // Dates, rules and forms: loaded with the pages that use them, one copy across the remotes.
      singleton('dayjs'),
      singleton('dayjs', 'dayjs/'),
      singleton('yup'),
      singleton('final-form'),
      singleton('react-final-form'),
      // The kernel has no root entry: each entry point (`@dostavka/shared-kernel/<area>`) is shared.
      [
        '@dostavka/shared-kernel/',
        {
          singleton: true,
          strictVersion: true,
          requiredVersion: KERNEL_RANGE,
          version: kernelPackage.version,
        },
      ],
    ]),
  );
}

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];

/** The apps' TypeScript and JSX through SWC, for the browser and the server builds alike. */
function scriptRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The production minifier: SWC's, with the same passes as webpack's default (terser). A remote
 * minifies every shared library it can fall back to (8 MB of script for mf-content); terser takes
 * about 5 s of CPU per 600 KB of it, SWC a fifteenth of that: it was most of a build's time.
 * webpack's own minimizer plugin (its dependency, not one of ours) runs it.
 */
function swcMinimizer() {
  const Minimizer = createRequire(require.resolve('webpack'))('minimizer-webpack-plugin');
  return new Minimizer({
    minify: Minimizer.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

// The federation plugin adds its runtime-providing plugin by its CommonJS path, which would bundle
// a CommonJS copy of the runtime beside the ES module one the rest of the runtime uses.
const injectRuntime = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const RUNTIME_INJECTION_AS_ESM = { [`${injectRuntime}$`]: injectRuntime.replace(/\.cjs$/, '.js') };

/**
 * One federation bundler runtime per page. `externalRuntime` gives a production remote the shell's
 * federation runtime, but each remote entry still carried its own copy of the bundler runtime
 * (`@module-federation/webpack-bundler-runtime`: loading remotes and shared modules for webpack,
 * 4.5 KB gzip of every application page's first view). Its functions keep no state of their own:
 * each takes the build's `__webpack_require__` and reads that build's federation object. So the
 * shell's runtime plugin (`shell`) puts its copy's functions on the page, and a production remote's
 * entry takes them (`remoteAlias`) instead of its own, keeping what is its build's: its own
 * `@module-federation/runtime` (whose `init` remembers the build's instance), a fresh options
 * object, and `initContainerEntry`, which the shell, exposing nothing, is built without. A remote
 * run standalone in development keeps its own bundler runtime, as it keeps its own federation
 * runtime.
 */
function oneBundlerRuntime() {
  const bundler = path.join(rootDir, 'node_modules/@module-federation/webpack-bundler-runtime/dist');
  const runtime = path.join(rootDir, 'node_modules/@module-federation/runtime/dist/index.js');
  const version = createRequire(import.meta.url)(path.join(bundler, '../package.json')).version;
  const KEY = '__DOSTAVKA_FEDERATION_BUNDLER_RUNTIME__';
  const modules = {
    'provide-bundler-runtime.mjs': `import { attachShareScopeMap, bundlerRuntime } from '${path.join(bundler, 'index.js')}';
export default function provideBundlerRuntime() {
  globalThis.${KEY} = { version: '${version}', attachShareScopeMap, bundlerRuntime };
  return { name: 'dostavka-provide-bundler-runtime' };
}
`,
    'shell-bundler-runtime.mjs': `import * as runtime from '${runtime}';
import { initContainerEntry } from '${path.join(bundler, 'initContainerEntry.js')}';
const shell = globalThis.${KEY};
if (!shell) throw new Error('A production remote runs in the shell, whose federation bundler runtime it uses: none is on this page');
if (shell.version !== '${version}') console.warn(\`The shell's federation bundler runtime is \${shell.version}, this remote was built with ${version}\`);
export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
`,
  };
  // Production builds only: a remote run standalone in development keeps its own.
  const file = (name) => writeGenerated(true, name, modules[name]);
  return {
    /** The shell's runtime plugin that puts its bundler runtime on the page. */
    shell: () => file('provide-bundler-runtime.mjs'),
    /** A production remote's alias of its federation entry's bundler runtime to the shell's. */
    remoteAlias: () => ({ [`${path.join(bundler, 'bundler.js')}$`]: file('shell-bundler-runtime.mjs') }),
  };
}

/** Copies an app's `public/` folder (icons, web-app manifest) to the root of its output. */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (import.meta.dirname of its config)
 * @param {string} options.name       federation name (mf_calculator, shell, ...)
 * @param {Record<string,string>} [options.exposes]  remote modules
 * @param {string} options.publicPath '/' for the shell, 'auto' for remotes
 * @param {number} options.devPort    port of the standalone dev server
 * @param {string} [options.title]    document title of the standalone page
 * @param {string} [options.islands]  the islands script of the content pages (the shell's): an
 *   entry of its own, with its document template `islands.html` beside `index.html`
 *
 * The returned function takes webpack's `env`; `env.release` (scripts/release.mjs) is true for a
 * remote's release for a CDN. A release builds only what it ships: no type declarations (only the repository's
 * type check reads them), no chunk graph (the repository's first-view budget), minified by SWC,
 * and it writes nothing into the checkout (the federation runtime's entry stays in memory).
 */
export function federatedApp({ dir, name, exposes, publicPath, devPort, title = 'Dostavka', islands }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(exposes);
    const release = env?.release;
    const hashed = production ? '.[contenthash:10]' : '';
    // The shell's shared modules in a few chunks per first view (first-view-chunks.mjs).
    const firstView = production && !isRemote ? firstViewChunks() : null;
    // One bundler runtime per page: production builds only (oneBundlerRuntime).
    const bundlerRuntime = production ? oneBundlerRuntime() : null;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts', ...(islands ? { islands } : {}) },
      // No eval-based maps: the site's Content-Security-Policy forbids eval in development too.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: `static/js/[name]${hashed}.js`,
        chunkFilename: `static/js/[name]${hashed}.js`,
        assetModuleFilename: `static/media/[name]${hashed}[ext]`,
        // A release's folder is new (never written over) and holds its server build too.
        clean: !release,
      },
      resolve: {
        extensions: EXTENSIONS,
        alias: production
          ? { ...RUNTIME_INJECTION_AS_ESM, ...(isRemote ? bundlerRuntime?.remoteAlias() : {}) }
          : {},
      },
      module: {
        rules: [
          scriptRule(!production),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Production: short ids in the runtime, the chunks' file names as readable as the named
        // ids make them (which library came from where): ReadableChunkNamesPlugin.
        chunkIds: production ? 'deterministic' : 'named',
        moduleIds: production ? 'deterministic' : 'named',
        ...(production ? { minimizer: [swcMinimizer()] } : {}),
        ...(firstView ? { splitChunks: { cacheGroups: firstView.cacheGroups } } : {}),
      },
      performance: { hints: false },
      // webpack's own HTML modules would process html-webpack-plugin's template and drop its
      // placeholder comments, which the server fills with the configuration and the page.
      experiments: { html: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? `remoteEntry${hashed}.js` : undefined,
          exposes,
          shared: sharedSingletons(production, isRemote ? path.basename(dir) : null),
          shareStrategy: 'loaded-first',
          // The shell's start loads its shared modules one task each (shell/src/federation/yielding-shares.ts),
          // and its bundler runtime serves the remotes' entries too (oneBundlerRuntime).
          ...(isRemote
            ? {}
            : {
                runtimePlugins: [
                  path.join(dir, 'src/federation/yielding-shares.ts'),
                  ...(bundlerRuntime ? [bundlerRuntime.shell()] : []),
                ],
              }),
          // One federation runtime per page: the shell provides it, production remotes use the
          // shell's instead of carrying their own (a remote run standalone in development keeps it).
          // The runtime's Node.js loaders are left out of the browser's build.
          experiments: production
            ? {
                ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
                optimization: { target: 'web' },
              }
            : undefined,
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: ({ stats }) => {
              stats.metaData.dostavka = {
                kernel: KERNEL_RANGE,
                // scripts/release.mjs names the release.
                ...(process.env.DOSTAVKA_RELEASE_VERSION && {
                  version: process.env.DOSTAVKA_RELEASE_VERSION,
                }),
              };
              return stats;
            },
          },
          // The runtime's entry module as a data: URL instead of a file under node_modules/.federation.
          ...(release ? { virtualRuntimeEntry: true } : {}),
          dts:
            isRemote && !release
              ? {
                  generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.json'), abortOnError: true },
                  consumeTypes: false,
                }
              : false,
          dev: false,
        }),
        muiWithoutCssVariables(production),
        new PublicFolderPlugin(path.join(dir, 'public')),
        ...(firstView ? [firstView.plugin] : []),
        ...(production ? [new ReadableChunkNamesPlugin()] : []),
        ...(production && !release
          ? [new ChunkGraphPlugin(path.join(dir, 'dist-stats', 'chunk-graph.json'))]
          : []),
        new MiniCssExtractPlugin({
          filename: `static/css/[name]${hashed}.css`,
          chunkFilename: `static/css/[name]${hashed}.css`,
        }),
        // index.html: the single-page app's document; islands.html: the content pages', whose
        // one script is the islands entry (docs/architecture.md).
        ...[['index.html', 'main'], ...(islands ? [['islands.html', 'islands']] : [])].map(
          ([filename, chunk]) =>
            new HtmlWebpackPlugin({
              template: path.join(rootDir, 'infra/build/index.html'),
              filename,
              chunks: [chunk],
              title,
              inject: 'body',
              scriptLoading: 'defer',
              // Scripts from the root, so that a deep link on a standalone dev server
              // (historyApiFallback) does not ask for them under the page's own path.
              publicPath: '/',
              // The server fills the template's placeholder comments: minifying would remove them.
              minify: false,
            }),
        ),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          // DOSTAVKA_API_ORIGIN: the server a standalone remote talks to (default the local one).
          {
            context: ['/api', '/socket.io', '/remotes.json'],
            target: process.env.DOSTAVKA_API_ORIGIN ?? 'http://localhost:8080',
            ws: true,
            changeOrigin: true,
          },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The server build of an app (docs/architecture.md, server rendering): its `src/server.tsx` as
 * one CommonJS file in `<app>/dist-server/`, outside the folder the browser is served from.
 * Every package stays external: React, MUI and the rest come from node_modules, and the kernel
 * (`@dostavka/shared-kernel/*`) from the server that loads the build, so that the shell's and the
 * remotes' server builds share one copy of it, as they share one in the browser.
 *
 * @param {object} options
 * @param {string} options.dir   the app folder
 * @param {string} options.name  federation name, for the output's unique name
 */
export function serverApp({ dir, name }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: dir,
      entry: { server: './src/server.tsx' },
      devtool: 'source-map',
      output: {
        path: path.join(dir, 'dist-server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        uniqueName: `${name}_server`,
        clean: true,
      },
      externalsType: 'commonjs',
      externals: [({ request }, callback) => (/^[^./]/.test(request) ? callback(null, request) : callback())],
      resolve: { extensions: EXTENSIONS },
      module: {
        rules: [scriptRule(false)],
      },
      // The pages' lazy imports stay in the one file: the server evaluates it alone (server-builds.ts).
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      // Readable stack traces in the server's log matter more than bytes on disk.
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
