import { createRspackConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createRspackConfig(
    {
      name: 'investments',
      dir: import.meta.dirname,
      kind: 'remote',
      exposes: { './routes': './src/routes.ts' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      serverEntry: './src/ssr.tsx',
      devPort: 3003,
    },
    argv,
  );
