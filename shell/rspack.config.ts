import { createRspackConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createRspackConfig(
    {
      name: 'shell',
      dir: import.meta.dirname,
      kind: 'host',
      entry: './src/index.ts',
      publicPath: '/h5/',
      devPort: 3000,
      // `rspack serve` alone (without the API's /h5/remotes.json): the member remote's dev server.
      ...(process.env.H5_REMOTES_DEV === '1'
        ? { remotesDevManifest: { member: 'http://127.0.0.1:3001/mf-manifest.json' } }
        : {}),
    },
    argv,
  );
