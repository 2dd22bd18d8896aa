import { registerTranslations } from '@h5/platform';

/** The shell's namespace. */
export const SHELL_NS = 'shell';

/** Adds the shell's strings; resolves once they are there in the current language. */
export function registerShellTranslations(): Promise<void> {
  return registerTranslations(SHELL_NS, {
    'hi-in': () =>
      import(/* webpackChunkName: "i18n-hi-in" */ './hi-in.json', { with: { type: 'json' } }).then(
        (module) => module.default,
      ),
    'en-us': () =>
      import(/* webpackChunkName: "i18n-en-us" */ './en-us.json', { with: { type: 'json' } }).then(
        (module) => module.default,
      ),
    'zh-cn': () =>
      import(/* webpackChunkName: "i18n-zh-cn" */ './zh-cn.json', { with: { type: 'json' } }).then(
        (module) => module.default,
      ),
  });
}
