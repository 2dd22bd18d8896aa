// Rsbuild settings that Storybook's builder (storybook-react-rsbuild) picks up.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
});
