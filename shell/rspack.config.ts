import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { createRspackConfig } from '../rspack.config.base.ts';

const dir = import.meta.dirname;
const LANGS = ['hi-in', 'en-us', 'zh-cn'] as const;
type Texts = Record<string, unknown>;

const readJson = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Texts;

/** `app.name` of a namespace's texts. */
const lookup = (texts: Texts, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`No text for ${key}`);
  return value;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Comments and layout whitespace out of the inline styles (they are sent with every document). */
const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/**
 * A document of the shell (the app's page, the offline page): the design tokens and the documents'
 * own styles inline, and each `{{key}}` replaced by its text in the three languages (the one of
 * `<html lang>` shows, document.css) or, as `{{text:key}}`, by the Hindi text alone (the title,
 * which the app sets again in the member's language).
 */
function documentTemplate(template: string, textFiles: string, css: string) {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, readJson(`${textFiles}/${lang}.json`)]));
  const style = compactCss(
    readFileSync(join(dir, '../design-system/src/tokens/tokens.css'), 'utf8') +
      readFileSync(join(dir, 'src/document/document.css'), 'utf8') +
      readFileSync(join(dir, `src/document/${css}`), 'utf8'),
  );
  return () =>
    readFileSync(join(dir, template), 'utf8')
      .replace('{{style}}', style)
      .replace(/\{\{text:([\w.]+)\}\}/g, (_match, key: string) => escapeHtml(lookup(texts['hi-in']!, key)))
      .replace(/\{\{([\w.]+)\}\}/g, (_match, key: string) =>
        LANGS.map(
          (lang) =>
            `<span class="h5-l h5-l-${lang}" lang="${lang}">${escapeHtml(lookup(texts[lang]!, key))}</span>`,
        ).join(''),
      );
}

/**
 * The two scripts that run outside the app: the boot script (`boot.<hash>.js`, first in the
 * document: the stored language, the first page's preloads and API calls) and the service worker
 * (`sw.js`, at the scope `/h5/`). Plain bundles, without Module Federation; `workers.json` names the
 * boot script for the server, which puts it in the document (ADR 0022).
 */
function workerConfig(
  name: 'boot' | 'sw',
  argv: { mode?: string },
  target: Configuration['target'],
): Configuration {
  const production = argv.mode !== 'development';
  return {
    name: `shell-${name}`,
    mode: production ? 'production' : 'development',
    context: dir,
    target,
    entry: { [name]: `./src/${name === 'boot' ? 'boot/boot.ts' : 'sw/sw.ts'}` },
    devtool: false,
    output: {
      path: join(dir, 'dist'),
      publicPath: '/h5/',
      filename: name === 'boot' && production ? '[name].[contenthash:8].js' : '[name].js',
      clean: false,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: ['chrome >= 87', 'safari >= 14'] },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins:
      name === 'boot'
        ? [
            (compiler: Compiler) => {
              compiler.hooks.thisCompilation.tap('h5-workers', (compilation) => {
                compilation.hooks.processAssets.tap(
                  { name: 'h5-workers', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
                  () => {
                    const boot = compilation.entrypoints
                      .get('boot')
                      ?.getFiles()
                      .find((file: string) => file.endsWith('.js'));
                    compilation.emitAsset(
                      'workers.json',
                      new rspack.sources.RawSource(JSON.stringify({ boot, sw: 'sw.js' })),
                    );
                  },
                );
              });
            },
          ]
        : [],
  };
}

export default (_env: unknown, argv: { mode?: string }): Configuration[] => [
  ...[
    createRspackConfig(
      {
        name: 'shell',
        dir,
        kind: 'host',
        entry: './src/index.ts',
        publicPath: '/h5/',
        devPort: 3000,
        // `rspack serve` alone (without the API's /h5/remotes.json): the member remote's dev server.
        ...(process.env.H5_REMOTES_DEV === '1'
          ? { remotesDevManifest: { member: 'http://127.0.0.1:3001/mf-manifest.json' } }
          : {}),
        documents: [
          {
            templateContent: documentTemplate('index.html', 'src/i18n', 'splash.css'),
            filename: 'index.html',
            chunks: ['main'],
          },
          {
            templateContent: documentTemplate('offline.html', 'src/offline/i18n', 'offline.css'),
            filename: 'offline.html',
            chunks: [],
          },
        ],
        serverEntry: './src/ssr.tsx',
      },
      argv,
    ),
  ].flat(),
  workerConfig('boot', argv, 'web'),
  workerConfig('sw', argv, 'webworker'),
];
