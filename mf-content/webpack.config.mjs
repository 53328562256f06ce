import { federatedApp, serverApp } from '../infra/build/webpack.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'mf_content',
  exposes: { './pages': './src/pages.ts', './islands': './src/islands.ts' },
  publicPath: 'auto',
  devPort: 3001,
});

export const server = serverApp({ dir: import.meta.dirname, name: 'mf_content' });
