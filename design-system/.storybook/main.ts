import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // Docs pages first: the sidebar opens on the introduction.
  stories: ['../src/storybook/docs/*.mdx', '../src/**/*.mdx', '../src/**/__stories__/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables read each component's own props type: its JSDoc comments and destructured defaults.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
