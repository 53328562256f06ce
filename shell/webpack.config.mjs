import { federatedApp, serverApp } from '../infra/build/webpack.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  title: 'Доставка — грузоперевозки по России',
  devPort: 3000,
  islands: './src/islands/index.ts',
});

export const server = serverApp({ dir: import.meta.dirname, name: 'shell' });
