// The shell's server entry (ADR 0025): the frame of a main tab (the page's place and the tab bar)
// around the HTML its remote's server entry rendered.
import { createServerEntry } from '@h5/platform/ssr';
import { AppFrame } from './layout/components/AppFrame.tsx';
import { MainTabBar } from './layout/components/MainTabBar.tsx';
import { registerShellTranslations } from './i18n/registerShellTranslations.ts';
import { MAIN_TABS } from './routing/utils/mainTabs.ts';

export const serverEntry = createServerEntry({
  pages: Object.fromEntries(
    MAIN_TABS.map(({ page }) => [
      page,
      ({ html }: { html?: string }) => (
        <AppFrame tabBar={<MainTabBar activePage={page} />} pageHtml={html ?? ''} />
      ),
    ]),
  ),
  translations: registerShellTranslations,
});
