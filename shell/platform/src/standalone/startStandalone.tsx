import '@h5/design-system/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { platformTranslationsReady, registerTranslations } from '@h5/platform';
import { DS_NAMESPACE, designSystemTranslations } from '@h5/design-system';
import { StandaloneApp } from './StandaloneApp.tsx';
import type { StandaloneOptions } from './standaloneOptions.ts';
import { standaloneTranslations } from './standaloneTranslations.ts';

/**
 * Runs a remote on its own dev server (`npm run dev -w remotes/<name>`), in place of the shell.
 * Renders once the texts of the current language are there, so no key ever shows.
 */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  await Promise.all([
    platformTranslationsReady,
    registerTranslations(DS_NAMESPACE, designSystemTranslations),
    standaloneTranslations(),
    options.translations(),
  ]);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp options={options} />
    </StrictMode>,
  );
}
