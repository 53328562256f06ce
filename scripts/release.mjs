// `npm run release -w <remote> -- --version 1.4.2 --out DIR [--base-url https://cdn.example.ru/mf-calculator]`
// A remote's release, ready to upload: DIR/<version>/ holds the browser build (mf-manifest.json,
// the entry and the chunks, with brotli and gzip copies), the server build where the remote has
// one (DIR/<version>/server/), and integrity.json (SHA-256 of every file). Prints the registry
// calls that register and activate it (docs/deploying.md).
// It builds that remote alone (not the shell, not the other remotes, no type declarations) and
// writes nothing into the checkout: a production remote builds no copies of the shared modules, so
// it writes none of the as-used modules the shell's build writes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { precompress } from './lib/precompress.mjs';
import { REMOTES } from './lib/workspace.mjs';

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const dir = process.cwd();
const app = path.basename(dir);
const version = option('version');
const out = option('out');
const baseUrl = (option('base-url') ?? `https://cdn.example.ru/${app}`).replace(/\/+$/, '');
if (!REMOTES.includes(app))
  fail(`run it in a remote's folder: npm run release -w <${REMOTES.join('|')}> -- ...`);
if (!version || !/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/.test(version)) fail('--version 1.4.2 is required');
if (!out) fail('--out DIR is required');

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const target = path.resolve(out, version);
if (fs.existsSync(target)) fail(`${target} exists: a released version is never overwritten`);

const { default: factory, server } = await import(path.join(dir, 'webpack.config.mjs'));
const argv = { mode: 'production' };
const browser = factory({ release: true }, argv);
browser.output = { ...browser.output, path: target };
// The release's own version goes into its manifest (metaData.dostavka.version).
process.env.DOSTAVKA_RELEASE_VERSION = version;
const configs = [browser];
if (server) {
  // Beside the browser build, which does not clean its folder in a release (it is new).
  const serverConfig = server({}, argv);
  serverConfig.output = { ...serverConfig.output, path: path.join(target, 'server'), clean: false };
  configs.push(serverConfig);
}

const started = Date.now();
await new Promise((resolve, reject) => {
  const compiler = webpack(configs);
  compiler.run((error, stats) => {
    compiler.close(() => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: true }));
        return reject(new Error('webpack reported errors'));
      }
      resolve();
    });
  });
});
await precompress(target);
if (server && !fs.existsSync(path.join(target, 'server/server.cjs')))
  fail(`the server build is missing from ${target}/server/`);

const files = {};
const walk = (folder) => {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else {
      const name = path.relative(target, file).split(path.sep).join('/');
      files[name] = `sha256-${createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;
    }
  }
};
walk(target);
const manifest = JSON.parse(fs.readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'));
fs.writeFileSync(
  path.join(target, 'integrity.json'),
  `${JSON.stringify({ remote: manifest.name, version, kernel: manifest.metaData?.dostavka?.kernel, files }, null, 2)}\n`,
);

const manifestUrl = `${baseUrl}/${version}/mf-manifest.json`;
console.log(`release: ${manifest.name} ${version} in ${target} (${Object.keys(files).length} files, ${Math.round((Date.now() - started) / 1000)} s)
Upload the folder so that ${manifestUrl} serves its manifest (CORS: docs/deploying.md), then:

  curl -X POST "$SITE/api/admin/remotes/${manifest.name}/versions" \\
    -H "authorization: Bearer $ADMIN_TOKEN" -H 'content-type: application/json' \\
    -d '${JSON.stringify({ version, manifestUrl })}'
  curl -X POST "$SITE/api/admin/remotes/${manifest.name}/activate" \\
    -H "authorization: Bearer $ADMIN_TOKEN" -H 'content-type: application/json' \\
    -d '${JSON.stringify({ version, canaryPercent: 10 })}'
`);
