// The investments area's server entry (ADR 0025): the funds tab, rendered into the document.
import { createServerEntry } from '@h5/platform/ssr';
import { investmentsTranslations } from './i18n/investmentsTranslations.ts';
import { ProductPage } from './pages/product/ProductPage.tsx';

export const serverEntry = createServerEntry({
  pages: { 'pages/product/product': ProductPage },
  translations: investmentsTranslations,
});
