import { federatedApp } from '../infra/build/webpack.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  devPort: 3000,
});
