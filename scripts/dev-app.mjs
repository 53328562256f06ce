// `npm run dev -w <app>`: one app on its own dev server with live reload. A remote opened this
// way mounts its pages standalone with its own store; API calls go to the server on :8080
// (`npm run dev` or `npm start` in another terminal), or to DOSTAVKA_API_ORIGIN when set
// (DOSTAVKA_API_ORIGIN=https://staging.example.ru npm run dev -w mf-calculator). Deep links work:
// every page path answers the app's index.html.
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const dir = process.cwd();
const { default: factory } = await import(path.join(dir, 'webpack.config.mjs'));
const config = factory({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer, webpack(config));
await server.start();
console.log(`dev: ${path.basename(dir)} on http://localhost:${config.devServer.port}/`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
