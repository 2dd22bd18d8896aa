// `@h5/platform/ssr`: what a package's server entry (`src/ssr.tsx`) is made of (ADR 0025). The API
// imports the entry's Node build and renders the package's first-screen pages into the document, in
// the member's language and with the answers the document carries, so the page shows before any
// script has arrived. The browser's first render then draws the same page over it.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { DS_NAMESPACE, designSystemTranslations } from '@h5/design-system';
import type { PrefetchedAnswers } from '../api/prefetched.ts';
import { i18n } from '../lang/i18n.ts';
import { platformTranslationsReady } from '../lang/platformTranslations.ts';
import { langAtom } from '../lang/states/langAtom.ts';
import { LANGS, type Lang } from '../lang/utils/langs.ts';
import { loadLanguage, registerTranslations, wantLanguage } from '../lang/utils/registerTranslations.ts';
import type { PageProps } from '../routing/pageTypes.ts';
import { store } from '../state/store.ts';

/** What the API gives a render: the language, the answers the document carries, a page's own HTML (frames). */
export type ServerRenderInput = { lang: Lang; answers: Record<string, unknown>; html?: string };

/** A built server entry, as the API imports it. */
export type ServerEntry = {
  /** The pages it renders. */
  pages: string[];
  /** Loads every text in every language: once, before the first render. */
  prepare(): Promise<void>;
  /** The page's HTML, or undefined when it is not one of `pages`. */
  render(page: string, input: ServerRenderInput): string | undefined;
};

type Options = {
  /** Page path → what renders it (a page component, or a frame around `html`). */
  pages: Record<string, ComponentType<PageProps & { html?: string }>>;
  /** The package's own texts, registered as in the browser (`memberTranslations`, …). */
  translations: () => Promise<unknown>;
};

/**
 * A server entry: the pages render as in the browser (the same components, class names and texts),
 * signed out, in the platform's store set to the language, with `prefetched()` answering from the
 * document's answers. Rendering is synchronous, so one render's language and answers never meet
 * another's.
 */
export function createServerEntry({ pages, translations }: Options): ServerEntry {
  return {
    pages: Object.keys(pages),
    async prepare() {
      for (const lang of LANGS) wantLanguage(lang);
      await Promise.all([
        platformTranslationsReady,
        registerTranslations(DS_NAMESPACE, designSystemTranslations),
        translations(),
      ]);
      await Promise.all(LANGS.map((lang) => loadLanguage(lang)));
    },
    render(page, { lang, answers, html }) {
      const Page = pages[page];
      if (!Page) return undefined;
      store.set(langAtom, lang);
      // Texts are all loaded: the switch is immediate (code that reads the instance itself sees it too).
      void i18n.changeLanguage(lang);
      const texts = i18n.cloneInstance({ lng: lang, initAsync: false });
      const carried: PrefetchedAnswers = { lang, answers };
      globalThis.__h5Prefetched = carried;
      try {
        const tree: ReactNode = (
          <I18nextProvider i18n={texts}>
            <Page params={{}} html={html} />
          </I18nextProvider>
        );
        return renderToString(tree);
      } finally {
        globalThis.__h5Prefetched = undefined;
      }
    },
  };
}
