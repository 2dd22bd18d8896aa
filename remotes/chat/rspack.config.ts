import { createRspackConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createRspackConfig(
    {
      name: 'chat',
      dir: import.meta.dirname,
      kind: 'remote',
      exposes: { './routes': './src/routes.ts' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      devPort: 3007,
    },
    argv,
  );
