import { createRspackConfig } from '../../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createRspackConfig(
    {
      // Not `console`: a remote's entry is found under its name on `window`, where `console` is the
      // browser's own. The shell still knows it by its folder, `remotes/console` (ADR 0023).
      name: 'h5_console',
      dir: import.meta.dirname,
      kind: 'remote',
      exposes: { './routes': './src/routes.ts' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      devPort: 3004,
    },
    argv,
  );
