// Bundles the server into one CommonJS file, infra/dist/server.cjs. Installed packages stay
// external (node_modules is there at run time) except the workspace's own @dostavka/* packages,
// which ship TypeScript sources Node cannot load. The migrations are not copied: the server
// reads them from <root>/infra/server/drizzle.
import path from 'node:path';
import { build, context } from 'esbuild';

const infra = path.join(import.meta.dirname, '..');

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dostavka/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: [path.join(infra, 'server/src/main.ts')],
  outfile: path.join(infra, 'dist/server.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  // Before any package loads: React, MUI and emotion pick their production builds from it (the
  // server renders pages), as the configuration's own default says. `npm run dev` sets it.
  banner: { js: "process.env.NODE_ENV ??= 'production';" },
  logLevel: 'info',
};

// --watch (npm run dev): rebuild on every change; node --watch restarts the server on the new file.
if (process.argv.includes('--watch')) await (await context(options)).watch();
else await build(options);
