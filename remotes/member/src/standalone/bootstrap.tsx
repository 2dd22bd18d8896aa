import '@h5/design-system/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@h5/platform';
import { registerDesignSystemTranslations } from '@h5/design-system';
import { StandaloneApp } from './StandaloneApp.tsx';

registerDesignSystemTranslations(i18n);

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
