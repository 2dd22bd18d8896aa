// One Rspack configuration for the shell (the Module Federation host) and every remote.
// Each package's `rspack.config.ts` calls `createRspackConfig` with its name and kind.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import {
  rspack,
  type Chunk,
  type Compiler,
  type Configuration,
  type HtmlRspackPluginOptions,
  type Module,
  type RuleSetRule,
  type StatsChunk,
  type StatsModule,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export type RspackConfigOptions = {
  /** Module Federation name (`shell`, `member`, …); also the output's unique name. */
  name: string;
  /** The package folder (where its package.json lives). */
  dir: string;
  kind: 'host' | 'remote';
  /** Modules a remote exposes (`{ './routes': './src/routes.ts' }`). */
  exposes?: Record<string, string>;
  entry: string;
  /** `/h5/` for the shell; `auto` for remotes, which resolve chunks from their manifest's folder. */
  publicPath: string;
  devPort?: number;
  /** Host dev server only: remote name → manifest URL, answered at `/h5/remotes.json`. */
  remotesDevManifest?: Record<string, string>;
  /** The HTML documents to write (the shell's page and offline page); a plain page by default. */
  documents?: HtmlRspackPluginOptions[];
  /**
   * The server entry (`./src/ssr.tsx`): a production build also writes it for Node to `dist/ssr/`,
   * from which the API renders this package's first-screen pages into the document (ADR 0025).
   */
  serverEntry?: string;
};

/** Where `npm start` serves the API, the chat API and the socket. */
const API_ORIGIN = 'http://127.0.0.1:8080';

/** Browsers the app supports: phones of the last few years. */
const TARGETS = ['chrome >= 87', 'safari >= 14', 'firefox >= 78', 'edge >= 88'];

/**
 * Exports of the big shared libraries that every build keeps, whether or not it uses them itself.
 * These libraries are tree-shaken per build (`runtime-infer`), which halves the first load; a remote
 * that needs an export missing here would load the library's full build beside the shared one (a
 * second copy, with its own React contexts), so add an export here, and rebuild the shell, before
 * a page uses it. The router's list is what pages of a hash router may reasonably use; react-i18next
 * keeps only the hook and the set-up (`Trans`, `withTranslation` and `Translation` are left out).
 */
const KEPT_EXPORTS: Record<string, string[]> = {
  'react-router': [
    'HashRouter',
    'Routes',
    'Route',
    'useRoutes',
    'Outlet',
    'Navigate',
    'Link',
    'NavLink',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
    'useMatch',
    'useHref',
    'useInRouterContext',
    'useNavigationType',
    'useOutletContext',
    'useBeforeUnload',
    'generatePath',
    'matchPath',
    'createSearchParams',
  ],
  'react-i18next': ['useTranslation', 'I18nextProvider', 'initReactI18next'],
};

/**
 * The design system's component sub-paths (`@h5/design-system/Field`, … from its package.json
 * `exports`): each is a shared module of its own, so a page loads only the components it uses and the
 * first load only the package root (ADR 0016). Its tokens are plain CSS that the shell imports once.
 */
function designSystemSubPaths(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, 'design-system/package.json'), 'utf8'),
  ) as {
    exports: Record<string, string>;
  };
  return Object.keys(manifest.exports)
    .filter((path) => path !== '.' && !path.endsWith('.css'))
    .map((path) => `@h5/design-system/${path.slice('./'.length)}`);
}

/**
 * One copy of each at run time. Sub-paths (`react/`, `react-dom/`, `jotai/`) are shared too, or
 * `react/jsx-runtime` and `react-dom/client` would be bundled twice and React would break.
 */
const SHARED_SINGLETONS: { key: string; packageName: string }[] = [
  { key: 'react', packageName: 'react' },
  { key: 'react/', packageName: 'react' },
  { key: 'react-dom', packageName: 'react-dom' },
  { key: 'react-dom/', packageName: 'react-dom' },
  { key: 'react-router', packageName: 'react-router' },
  { key: 'jotai', packageName: 'jotai' },
  { key: 'jotai/', packageName: 'jotai' },
  { key: 'i18next', packageName: 'i18next' },
  { key: 'react-i18next', packageName: 'react-i18next' },
  { key: '@h5/design-system', packageName: '@h5/design-system' },
  ...designSystemSubPaths().map((key) => ({ key, packageName: '@h5/design-system' })),
  { key: '@h5/platform', packageName: '@h5/platform' },
];

/** Shared modules that the shell's own code imports, so that it always provides them. */
const PROVIDED_BY_SHELL = new Set([
  'react',
  'react-dom',
  'jotai',
  'i18next',
  '@h5/design-system',
  '@h5/platform',
]);

/**
 * The libraries the shell provides that go into its entry script instead of chunks of their own
 * (`eager`): the first screen needs every one of them before anything runs, and on a slow network each
 * separate file costs a round trip and a place in the browser's six connections (ADR 0022). They stay
 * shared singletons: remotes use the shell's copy as before. react-router and react-i18next keep their
 * own chunks, trimmed to the kept exports (eager shared modules cannot be trimmed).
 */
const EAGER_IN_SHELL = new Set(['react', 'react/', 'react-dom', 'react-dom/', 'jotai', 'jotai/', 'i18next']);

/**
 * Fails the shell's build when it no longer provides one of `PROVIDED_BY_SHELL` (its code stopped
 * importing it): deployed remotes bring no copy of their own and would not start.
 */
function checkProvidedByShell(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('h5-provided-by-shell', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'h5-provided-by-shell', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!manifest) return;
        const { shared } = JSON.parse(manifest.source.source().toString()) as { shared: { name: string }[] };
        const provided = new Set(shared.map(({ name }) => name));
        const missing = [...PROVIDED_BY_SHELL].filter((name) => !provided.has(name));
        if (missing.length)
          compilation.errors.push(
            new rspack.WebpackError(
              `The shell no longer provides ${missing.join(', ')}, which deployed remotes expect from it (PROVIDED_BY_SHELL in rspack.config.base.ts)`,
            ),
          );
      },
    );
  });
}

type PackageJson = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function readPackageJson(dir: string): PackageJson {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : {};
}

/** The version range the package declares for a dependency, so a remote states what it needs. */
function requiredVersionOf(pkg: PackageJson, packageName: string): string | false {
  return (
    pkg.dependencies?.[packageName] ??
    pkg.peerDependencies?.[packageName] ??
    pkg.devDependencies?.[packageName] ??
    false
  );
}

/**
 * Shared singletons. Trimming shared modules to the kept exports is a production-only size
 * measure: in development builds it makes Rspack mark federation runtime exports unused that are
 * not, and the app fails at start. A deployed remote runs only inside the shell (it already uses the
 * shell's federation runtime), so its production build brings no copy of what the shell always
 * provides (`import: false`). It keeps its own of the tree-shaken libraries, or the runtime cannot
 * tell which of their exports it needs and fetches the full library, and of the design system's
 * sub-paths, which the shell provides only when it imports them. Its standalone development build
 * brings everything.
 */
function sharedConfig(dir: string, production: boolean, kind: RspackConfigOptions['kind']) {
  const pkg = readPackageJson(dir);
  return Object.fromEntries(
    SHARED_SINGLETONS.map(({ key, packageName }) => [
      key,
      {
        singleton: true,
        ...(production && kind === 'remote' && PROVIDED_BY_SHELL.has(key) ? { import: false as const } : {}),
        ...(production && kind === 'host' && EAGER_IN_SHELL.has(key) ? { eager: true } : {}),
        requiredVersion: requiredVersionOf(pkg, packageName),
        ...(production && KEPT_EXPORTS[key]
          ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: KEPT_EXPORTS[key] } }
          : {}),
      },
    ]),
  );
}

/**
 * The federation runtime as ES modules instead of the CommonJS files Rspack imports by default:
 * only the ES build can be tree-shaken, which drops the parts the options below switch off and the
 * helpers nothing calls (about 5 KB gzipped in the host's entry and again in every remote entry).
 */
function federationRuntimeAliases(dir: string): Record<string, string> {
  const require = createRequire(join(dir, 'package.json'));
  let runtimeTools: string;
  try {
    runtimeTools = require.resolve('@module-federation/runtime-tools');
  } catch {
    return {};
  }
  const aliases: Record<string, string> = {};
  for (const packageName of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ]) {
    try {
      const commonJs = require.resolve(packageName, { paths: [runtimeTools] });
      const esModule = commonJs.replace(/\.cjs$/, '.js');
      if (esModule !== commonJs && existsSync(esModule)) aliases[commonJs] = esModule;
    } catch {
      // Not installed here: Rspack keeps its default.
    }
  }
  return aliases;
}

/** The languages whose texts load on demand (`import('./<lang>.json')`), one set per first screen. */
type TextLang = 'hi-in' | 'en-us' | 'zh-cn';
const TEXT_REQUEST = /(?:^|\/)(hi-in|en-us|zh-cn)\.json$/;

/**
 * An API call a page makes as soon as it shows: `GET /api<path>?<query>` (`src/api/firstScreenCalls.ts`).
 * `session: true`: the call needs a signed-in member, and is started early only when one is stored.
 */
export type FirstScreenCall = { path: string; query?: Record<string, string | number>; session?: boolean };

/**
 * `first-screen.json`, written by every build beside its other files: the chunk groups of the build
 * with their files, which shared modules each consumes, and which texts each starts loading. The API
 * reads it (with the shell's and every remote's) when it serves `/h5/`, to name everything a first
 * screen needs in the document itself, so that it loads in parallel (ADR 0022).
 */
export type FirstScreenGraph = {
  version: 1;
  kind: 'host' | 'remote';
  /** The entry's files: `main.*.js` for the shell, `remoteEntry.js` for a remote. */
  entry: string[];
  /** Groups that load as soon as the entry runs: the shell's async boundary, a remote's exposed modules. */
  start: number[];
  groups: {
    files: string[];
    /** Shared modules (keys) the group's code consumes. */
    consumes: string[];
    /** Per language, the groups of texts the group's code loads when it starts. */
    texts: Partial<Record<TextLang, number[]>>;
  }[];
  /** Shared key → the group that provides it from this build. */
  provides: Record<string, number>;
  /** Shared key → the group of this build's own copy, loaded when nobody provides the key. */
  fallbacks: Record<string, number>;
  /** A remote's pages: page path (`pages/index/index`) → the group its route table imports. */
  routes: Record<string, number>;
  /** Page path → the API calls the page makes at once, which the document may start early. */
  calls: Record<string, FirstScreenCall[]>;
};

/** `react-dom/client` from `consume shared module (default) react-dom/client@^19.3.1 (strict) …`. */
function sharedKeyOf(name: string, kind: 'consume' | 'provide'): string | undefined {
  const prefix = new RegExp(`^${kind} shared module \\([^)]*\\) `);
  if (!prefix.test(name)) return undefined;
  const request = name.replace(prefix, '').split(' ')[0] ?? '';
  const at = request.lastIndexOf('@');
  return at > 0 ? request.slice(0, at) : undefined;
}

/**
 * The route key (`'pages/…'`) written before `import('<request>')` in a remote's route table: the
 * table is the remote's own source, `'pages/index/index': page(() => import('./pages/…'), …)`.
 */
function routeKeyFor(source: string, request: string): string | undefined {
  const at = source.search(
    new RegExp(`import\\(\\s*['"]${request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`),
  );
  if (at < 0) return undefined;
  const keys = [...source.slice(0, at).matchAll(/['"](pages\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)['"]\s*:/g)];
  return keys.at(-1)?.[1];
}

/** The calls a remote declares in `src/api/firstScreenCalls.ts` (`export const firstScreenCalls`). */
async function readFirstScreenCalls(dir: string): Promise<Record<string, FirstScreenCall[]>> {
  const file = join(dir, 'src', 'api', 'firstScreenCalls.ts');
  if (!existsSync(file)) return {};
  // Node runs the TypeScript file itself; the query makes a watch build read a changed file again.
  const url = `${pathToFileURL(file).href}?mtime=${statSync(file).mtimeMs}`;
  const module = (await import(url)) as { firstScreenCalls?: Record<string, FirstScreenCall[]> };
  return module.firstScreenCalls ?? {};
}

function buildFirstScreenGraph(
  chunks: StatsChunk[],
  options: Pick<RspackConfigOptions, 'name' | 'dir' | 'kind' | 'exposes'>,
  calls: Record<string, FirstScreenCall[]>,
): FirstScreenGraph {
  const idOf = (module: StatsModule) => module.identifier ?? module.name ?? '';
  // Every module (the parts of concatenated ones too) → the chunks that hold it.
  const chunksOfModule = new Map<string, Set<StatsChunk>>();
  for (const chunk of chunks)
    for (const module of chunk.modules ?? [])
      for (const part of [module, ...(module.modules ?? [])]) {
        const id = idOf(part);
        if (!chunksOfModule.has(id)) chunksOfModule.set(id, new Set());
        chunksOfModule.get(id)!.add(chunk);
      }

  // A chunk group is the chunks that share an origin (one `import()`, or a shared module's loader).
  type Group = {
    key: string;
    module: string;
    moduleName: string;
    request: string;
    loc: string;
    chunks: Set<StatsChunk>;
  };
  const byKey = new Map<string, Group>();
  for (const chunk of chunks) {
    if (chunk.initial) continue;
    for (const origin of chunk.origins ?? []) {
      const module = origin.moduleIdentifier ?? origin.moduleName ?? '';
      const key = `${module}|${origin.request ?? ''}|${origin.loc ?? ''}`;
      let group = byKey.get(key);
      if (!group) {
        group = {
          key,
          module,
          moduleName: origin.moduleName ?? '',
          request: origin.request ?? '',
          loc: origin.loc ?? '',
          chunks: new Set(),
        };
        byKey.set(key, group);
      }
      group.chunks.add(chunk);
    }
  }
  const groups = [...byKey.values()];
  const indexOf = new Map(groups.map((group, index) => [group, index]));
  const files = (set: Iterable<StatsChunk>) =>
    [...new Set([...set].flatMap((chunk) => chunk.files ?? []))].sort();
  const inChunks = (module: string, set: Set<StatsChunk>) =>
    [...(chunksOfModule.get(module) ?? [])].some((chunk) => set.has(chunk));

  const entryChunks = new Set(
    chunks.filter((chunk) =>
      options.kind === 'host'
        ? chunk.entry && chunk.names?.includes('main')
        : chunk.names?.includes(options.name),
    ),
  );
  const textGroups = groups.filter((group) => TEXT_REQUEST.test(group.request));

  const exposedRoutes = options.exposes?.['./routes'];
  const routesFile = exposedRoutes ? resolve(options.dir, exposedRoutes) : undefined;
  const routesSource = routesFile && existsSync(routesFile) ? readFileSync(routesFile, 'utf8') : '';

  const graph: FirstScreenGraph = {
    version: 1,
    kind: options.kind,
    entry: files(entryChunks),
    start: [],
    groups: [],
    provides: {},
    fallbacks: {},
    routes: {},
    calls,
  };
  for (const group of groups) {
    const consumes = new Set<string>();
    for (const chunk of group.chunks)
      for (const module of chunk.modules ?? []) {
        const key =
          module.moduleType === 'consume-shared-module' && sharedKeyOf(module.name ?? '', 'consume');
        if (key) consumes.add(key);
      }
    const texts: FirstScreenGraph['groups'][number]['texts'] = {};
    for (const textGroup of textGroups) {
      if (textGroup === group || !inChunks(textGroup.module, group.chunks)) continue;
      const lang = TEXT_REQUEST.exec(textGroup.request)![1] as TextLang;
      (texts[lang] ??= []).push(indexOf.get(textGroup)!);
    }
    graph.groups.push({ files: files(group.chunks), consumes: [...consumes].sort(), texts });

    const index = indexOf.get(group)!;
    const provided = sharedKeyOf(group.moduleName, 'provide');
    const fallback = sharedKeyOf(group.moduleName, 'consume');
    if (provided) graph.provides[provided] ??= index;
    else if (fallback) graph.fallbacks[fallback] ??= index;
    else if (options.kind === 'remote' && group.moduleName === 'container entry') graph.start.push(index);
    else if (
      options.kind === 'host' &&
      !group.module.includes('node_modules') &&
      inChunks(group.module, entryChunks)
    )
      graph.start.push(index);
    else if (routesFile && group.module.endsWith(routesFile) && group.request) {
      const page = routeKeyFor(routesSource, group.request);
      if (page) graph.routes[page] ??= index;
    }
  }
  return graph;
}

/** Writes `first-screen.json` (see FirstScreenGraph) with every build. */
function firstScreenGraphPlugin(options: RspackConfigOptions) {
  return (compiler: Compiler) => {
    let calls: Record<string, FirstScreenCall[]> = {};
    compiler.hooks.beforeCompile.tapPromise('h5-first-screen', async () => {
      if (options.kind === 'remote') calls = await readFirstScreenCalls(options.dir);
    });
    compiler.hooks.thisCompilation.tap('h5-first-screen', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'h5-first-screen', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // The federation plugin builds some shared libraries in compilations of their own: not a first screen.
          if (compilation.outputOptions.path !== join(options.dir, 'dist')) return;
          const { chunks = [] } = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkOrigins: true,
            chunkModules: true,
            dependentModules: true,
            nestedModules: true,
            orphanModules: true,
            chunkModulesSpace: Infinity,
            nestedModulesSpace: Infinity,
            ids: true,
          });
          const graph = buildFirstScreenGraph(chunks, options, calls);
          compilation.emitAsset('first-screen.json', new rspack.sources.RawSource(JSON.stringify(graph)));
        },
      );
    });
  };
}

/** Text files the server sends compressed; they are compressed once, here, at brotli's best. */
const PRECOMPRESSED = /\.(?:js|css|svg|webmanifest)$/;

/**
 * Writes `<file>.br` beside each script, stylesheet and icon of a production build (brotli at quality
 * 11: about 15 % smaller than what a server can afford per request). The API sends it to browsers that
 * accept brotli (api/src/web/static.ts, ADR 0022): on a slow network every kilobyte is 20 ms.
 */
function precompressPlugin(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('h5-precompress', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'h5-precompress', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
      (assets) => {
        for (const name of Object.keys(assets)) {
          if (!PRECOMPRESSED.test(name)) continue;
          const source = compilation.getAsset(name)?.source.buffer();
          if (!source || source.length < 1024) continue;
          const compressed = brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          if (compressed.length < source.length)
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(compressed));
        }
      },
    );
  });
}

function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.(?:ts|tsx|js|jsx|mjs)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
      env: { targets: TARGETS },
    },
    type: 'javascript/auto',
  };
}

function devServer(options: RspackConfigOptions): Configuration['devServer'] {
  const proxy = [
    { context: ['/api', '/chat'], target: API_ORIGIN, changeOrigin: true },
    { context: ['/wss'], target: API_ORIGIN, ws: true, changeOrigin: true },
  ];
  const manifest = options.remotesDevManifest;
  return {
    port: options.devPort ?? 'auto',
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    // A standalone remote's manifest and chunks are fetched by a page of another origin.
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    historyApiFallback: options.kind === 'host' ? { index: '/h5/index.html' } : false,
    devMiddleware: { publicPath: options.kind === 'host' ? '/h5/' : '/' },
    proxy: manifest
      ? proxy
      : [...proxy, { context: ['/h5/remotes.json', '/h5/remotes'], target: API_ORIGIN, changeOrigin: true }],
    setupMiddlewares: (middlewares) => {
      if (!manifest) return middlewares;
      return [
        {
          name: 'remotes-dev-manifest',
          path: '/h5/remotes.json',
          middleware: (_req: IncomingMessage, res: ServerResponse) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(manifest));
          },
        },
        ...middlewares,
      ];
    },
  };
}

/** The host's pages, or a remote's standalone page (a remote without its own template gets a plain one). */
function htmlPlugins(options: RspackConfigOptions, production: boolean) {
  if (options.documents)
    return options.documents.map(
      (document) => new rspack.HtmlRspackPlugin({ minify: production, ...document }),
    );
  const template = join(options.dir, 'index.html');
  return [
    new rspack.HtmlRspackPlugin({
      ...(existsSync(template)
        ? { template }
        : { meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover' } }),
      filename: 'index.html',
      chunks: ['main'],
      minify: production,
    }),
  ];
}

/**
 * The shared modules the shell's async boundary consumes before its first render, whatever the page:
 * the platform (with ky), the design system's root, react-i18next and react-router.
 */
const SHELL_FIRST_SCREEN_SHARED = ['@h5/platform', '@h5/design-system', 'react-i18next', 'react-router'];

/**
 * A chunk of the shell's first screen: the async boundary (`import('./bootstrap.tsx')` in
 * `src/index.ts`) or one of the shared modules it consumes (provided or as a fallback). The shell
 * builds them into one `first-screen` script instead of seven (its code, the platform, ky, the
 * design system's root and its class names, react-i18next, react-router): every page loads them all
 * before the app's first render, and one file compresses better than seven (2.9 KB less gzipped on
 * the first load, ADR 0009) and takes one of the browser's connections instead of seven (ADR 0022).
 */
function isShellFirstScreenChunk(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable)
    for (const origin of group.origins) {
      const identifier = origin.module?.identifier() ?? '';
      if (/[\\/]shell[\\/]src[\\/]index\.ts$/.test(identifier) && origin.request === './bootstrap.tsx')
        return true;
      const shared = /^(?:provide|consume) shared module \(default\) (.+?)@/.exec(identifier)?.[1];
      if (shared && SHELL_FIRST_SCREEN_SHARED.includes(shared)) return true;
    }
  return false;
}

/**
 * The packages every build compiles (the design system, `@h5/platform`) name their CSS classes by
 * their file's content, not by the build: a component renders the same class names whichever build
 * (the shell, a remote, a remote's server-side entry) compiled it, so HTML rendered by one build
 * matches the styles another one loaded (ADR 0025).
 */
const sharedPackagesCssRule = (exportsOnly = false): RuleSetRule => ({
  test: /\.module\.css$/,
  type: 'css/auto',
  include: [join(import.meta.dirname, 'design-system/src'), join(import.meta.dirname, 'shell/platform/src')],
  generator: { localIdentName: 'ds-[contenthash:6]-[local]', exportsConvention: 'as-is', exportsOnly },
});

/** The server entry's file, named in `dist/ssr/server.json` (its name changes with its content). */
function serverManifestPlugin(compiler: Compiler) {
  compiler.hooks.afterEmit.tap('ServerManifest', (compilation) => {
    const entry = compilation.entrypoints
      .get('ssr')
      ?.getFiles()
      .find((file) => file.endsWith('.mjs'));
    if (!entry) return;
    writeFileSync(join(compiler.outputPath, 'server.json'), JSON.stringify({ entry }));
  });
}

/**
 * The package's server entry built for Node (ADR 0025): the same sources with the same class names
 * as the browser's build, CSS reduced to its class names, everything bundled into `dist/ssr/`.
 */
function serverConfig(options: RspackConfigOptions, serverEntry: string): Configuration {
  const { name, dir } = options;
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    target: 'node22',
    entry: { ssr: serverEntry },
    devtool: false,
    output: {
      path: join(dir, 'dist', 'ssr'),
      publicPath: options.publicPath === 'auto' ? `/h5/remotes/${name}/` : options.publicPath,
      uniqueName: name,
      filename: 'ssr.[contenthash:8].mjs',
      chunkFilename: 'ssr-[id].[contenthash:8].mjs',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: `${name}-[hash:8]`, exportsConvention: 'as-is', exportsOnly: true },
        asset: { emit: false },
      },
      rules: [
        scriptRule(false),
        { test: /\.css$/, oneOf: [sharedPackagesCssRule(true), { type: 'css/auto' }] },
        { test: /\.(?:png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [serverManifestPlugin],
  };
}

/**
 * The Rspack configuration of one front-end package (the shell or a remote); in production with its
 * server entry's build beside it when it has one.
 */
export function createRspackConfig(
  options: RspackConfigOptions,
  argv: { mode?: string },
): Configuration | Configuration[] {
  const browser = browserConfig(options, argv);
  return argv.mode !== 'development' && options.serverEntry
    ? [browser, serverConfig(options, options.serverEntry)]
    : browser;
}

function browserConfig(options: RspackConfigOptions, argv: { mode?: string }): Configuration {
  const production = argv.mode !== 'development';
  const { name, dir, kind } = options;
  const hashed = (ext: string) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  const publicDir = join(dir, 'public');

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { main: options.entry },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      publicPath: options.publicPath,
      uniqueName: name,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      // A page that is open during a deploy still asks for the old chunks.
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: federationRuntimeAliases(dir),
    },
    module: {
      parser: {
        // `import styles from './X.module.css'`, as in the design system's Storybook (Rsbuild).
        'css/auto': { namedExports: false },
      },
      generator: {
        'css/auto': {
          localIdentName: production ? `${name}-[hash:8]` : `${name}__[local]__[hash:6]`,
          exportsConvention: 'as-is',
        },
      },
      rules: [
        scriptRule(!production),
        // `@h5/platform/helpers` only re-exports: a page binds to the helpers it uses, so helpers one
        // page needs (a confirmation key) do not ride in a chunk the first screen shares with it.
        { test: /[\\/]platform[\\/]src[\\/]helpers[\\/]index\.ts$/, sideEffects: false },
        { test: /\.css$/, oneOf: [...(production ? [sharedPackagesCssRule()] : []), { type: 'css/auto' }] },
        { test: /\.(?:png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: production,
      // A remote's runtime lives in its remote entry; splitting it breaks loading from the host.
      runtimeChunk: false,
      // The host's React DOM in a script of its own beside the entry: the phone evaluates it in a task
      // of its own instead of one long one (ADR 0025).
      ...(production && kind === 'host'
        ? {
            splitChunks: {
              cacheGroups: {
                reactDom: {
                  test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/,
                  chunks: 'initial' as const,
                  name: 'react-dom',
                  enforce: true,
                },
                firstScreen: {
                  chunks: isShellFirstScreenChunk,
                  // A shared module's consumer stays in a chunk of its own (which has no file): in the
                  // one script, a provider loading it would wait on the consumers it holds itself.
                  test: (module: Module) => module.type !== 'consume-shared-module',
                  name: 'first-screen',
                  enforce: true,
                  priority: 10,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        ...(kind === 'remote' ? { exposes: options.exposes ?? {} } : {}),
        remotes: {},
        shared: sharedConfig(dir, production, kind),
        // A remote that is down must not block the start of the others.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // The shell reads remotes' `mf-manifest.json` itself and registers their entry scripts, so
          // the runtime's snapshot (manifest) handling is left out of every bundle. Remotes load no
          // remotes of their own (ADR 0001): their entries leave out the bundler's remote loading.
          optimization: { target: 'web', disableSnapshot: true, disableRemote: kind === 'remote' },
          // The host carries the one federation runtime core; deployed remotes use it instead of
          // bringing their own (about 30 KB gzipped each). A standalone remote (development) has its own.
          ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: production }),
        },
        dev: false,
      }),
      ...htmlPlugins(options, production),
      firstScreenGraphPlugin(options),
      ...(production ? [precompressPlugin] : []),
      ...(existsSync(publicDir) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] })] : []),
      ...(kind === 'host' ? [checkProvidedByShell] : []),
    ],
    devServer: devServer(options),
  };
}
