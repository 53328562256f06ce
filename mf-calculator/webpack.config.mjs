import { federatedApp } from '../infra/build/webpack.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'mf_calculator',
  exposes: { './pages': './src/pages.ts' },
  publicPath: 'auto',
  devPort: 3002,
});
