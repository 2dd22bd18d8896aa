// One lint setup for the whole repository; formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import h5 from './tools/eslint-rules/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, h5 },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'h5/no-jsx-literal-text': 'error',
      'h5/no-hard-coded-colours': 'error',
    },
  },
  {
    // API modules declare their routes with defineRoutes(), which makes every route declare its
    // guard and input schemas; a router of their own would let a route slip past both.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@koa/router',
              message: 'Declare routes with defineRoutes() from platform/routes.ts (guard and schemas).',
            },
          ],
        },
      ],
    },
  },
  {
    // Stories show components with sample content; the catalogue is not shipped to members.
    files: ['**/__stories__/**', '**/.storybook/**'],
    rules: { 'h5/no-jsx-literal-text': 'off' },
  },
  {
    // Command-line tools and benchmarks print their results.
    files: ['tools/**', 'api/tools/**', '**/*-cli.ts', '**/*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
