import { federatedApp, serverApp } from '../infra/build/webpack.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  title: 'Доставка — грузоперевозки по России',
  devPort: 3000,
});

export const server = serverApp({ dir: import.meta.dirname, name: 'shell' });
