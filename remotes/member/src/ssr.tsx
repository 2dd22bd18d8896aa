// The member area's server entry (ADR 0025): the home tab, rendered into the document.
import { createServerEntry } from '@h5/platform/ssr';
import { memberTranslations } from './i18n/memberTranslations.ts';
import { HomePage } from './pages/index/HomePage.tsx';

export const serverEntry = createServerEntry({
  pages: { 'pages/index/index': HomePage },
  translations: memberTranslations,
});
