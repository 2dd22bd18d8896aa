import '@h5/design-system/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { platformTranslationsReady, registerTranslations } from '@h5/platform';
import { DS_NAMESPACE, designSystemTranslations } from '@h5/design-system';
import { propertyTranslations } from '../i18n/propertyTranslations.ts';
import { StandaloneApp } from './StandaloneApp.tsx';

/** Renders once the texts of the current language are there, so no key ever shows. */
async function start() {
  await Promise.all([
    platformTranslationsReady,
    registerTranslations(DS_NAMESPACE, designSystemTranslations),
    propertyTranslations(),
  ]);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}

void start();
