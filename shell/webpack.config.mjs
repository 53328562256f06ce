import { federatedApp } from '../infra/build/webpack.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  title: 'Доставка — грузоперевозки по России',
  devPort: 3000,
});
