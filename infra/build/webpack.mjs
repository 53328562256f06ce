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

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootPackage = require(path.join(rootDir, 'package.json'));
const kernelPackage = require(path.join(rootDir, 'shared-kernel/package.json'));

/** Versions come from the root package.json, the one place that pins them. */
function pinned(name) {
  const version = rootPackage.dependencies[name];
  if (!version) throw new Error(`${name} is not pinned in the root package.json`);
  return version;
}

const singleton = (pkg, key = pkg) => [
  key,
  { singleton: true, requiredVersion: `^${pinned(pkg)}`, version: pinned(pkg) },
];

/** The shared singletons of ARCHITECTURE.md, identical in every app. */
export const SHARED = Object.fromEntries([
  singleton('react'),
  singleton('react', 'react/'),
  singleton('react-dom'),
  singleton('react-dom', 'react-dom/'),
  singleton('react-router'),
  singleton('react-router-dom'),
  singleton('single-spa'),
  singleton('single-spa-react'),
  singleton('mobx'),
  singleton('mobx-react-lite'),
  singleton('@mui/material'),
  singleton('@mui/material', '@mui/material/'),
  singleton('@emotion/react'),
  singleton('@emotion/styled'),
  singleton('i18next'),
  singleton('react-i18next'),
  singleton('socket.io-client'),
  // Dates, rules and forms: loaded with the pages that use them, one copy across the remotes.
  singleton('dayjs'),
  singleton('dayjs', 'dayjs/'),
  singleton('yup'),
  singleton('final-form'),
  singleton('react-final-form'),
  ...['@dostavka/shared-kernel', '@dostavka/shared-kernel/'].map((key) => [
    key,
    { singleton: true, requiredVersion: `^${kernelPackage.version}`, version: kernelPackage.version },
  ]),
]);

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
 */
export function federatedApp({ dir, name, exposes, publicPath, devPort, title = 'Dostavka' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(exposes);
    const hashed = production ? '.[contenthash:10]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // No eval-based maps: the site's Content-Security-Policy forbids eval in development too.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: `static/js/[name]${hashed}.js`,
        chunkFilename: `static/js/[name]${hashed}.js`,
        assetModuleFilename: `static/media/[name]${hashed}[ext]`,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Named chunks keep the network log readable (which library came from where).
        chunkIds: 'named',
        moduleIds: production ? 'deterministic' : 'named',
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
          shared: SHARED,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: isRemote
            ? {
                generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.json'), abortOnError: true },
                consumeTypes: false,
              }
            : false,
          dev: false,
        }),
        new PublicFolderPlugin(path.join(dir, 'public')),
        new MiniCssExtractPlugin({
          filename: `static/css/[name]${hashed}.css`,
          chunkFilename: `static/css/[name]${hashed}.css`,
        }),
        new HtmlWebpackPlugin({
          template: path.join(rootDir, 'infra/build/index.html'),
          filename: 'index.html',
          title,
          inject: 'body',
          scriptLoading: 'defer',
          // The server fills the template's placeholder comments: minifying would remove them.
          minify: false,
        }),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/socket.io', '/remotes.json'], target: 'http://localhost:8080', ws: true },
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
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      // Readable stack traces in the server's log matter more than bytes on disk.
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
