import { registerTranslations } from '@h5/platform';
import enUs from './en-us.json' with { type: 'json' };
import zhCn from './zh-cn.json' with { type: 'json' };
import hiIn from './hi-in.json' with { type: 'json' };

/** The shell's namespace. */
export const SHELL_NS = 'shell';

/** Adds the shell's strings in the three languages. */
export function registerShellTranslations(): void {
  registerTranslations(SHELL_NS, { 'en-us': enUs, 'zh-cn': zhCn, 'hi-in': hiIn });
}
