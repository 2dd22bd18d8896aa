import type { i18n as I18n } from 'i18next';
import enUs from './en-us.json' with { type: 'json' };
import hiIn from './hi-in.json' with { type: 'json' };
import zhCn from './zh-cn.json' with { type: 'json' };

/** The i18next namespace of the design system's own texts. */
export const DS_NAMESPACE = 'ds';

/** The design system's texts per language. */
export const designSystemResources = { 'hi-in': hiIn, 'en-us': enUs, 'zh-cn': zhCn } as const;

/** Adds the `ds` namespace in hi-in, en-us and zh-cn to an i18next instance (now, or once it initializes). */
export function registerDesignSystemTranslations(i18n: I18n): void {
  const add = () => {
    for (const [lang, resources] of Object.entries(designSystemResources)) {
      i18n.addResourceBundle(lang, DS_NAMESPACE, resources, true, true);
    }
  };
  // The resource store exists once init() has been called.
  if (i18n.isInitialized || i18n.store) add();
  else i18n.on('initialized', add);
}
