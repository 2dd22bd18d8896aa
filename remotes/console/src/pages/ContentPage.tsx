import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@h5/design-system/Tabs';
import { AboutPanel } from '../components/AboutPanel.tsx';
import { ArticlesPanel } from '../components/ArticlesPanel.tsx';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { MediaPanel } from '../components/MediaPanel.tsx';
import { NoticesPanel } from '../components/NoticesPanel.tsx';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const TABS = ['notices', 'articles', 'media', 'about'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, ComponentType> = {
  notices: NoticesPanel,
  articles: ArticlesPanel,
  media: MediaPanel,
  about: AboutPanel,
};

/**
 * `#/console/content`: what members read, one tab each: notices, articles, the media gallery and the
 * company introduction. The tab is in the address (`?tab=articles`), so a reload or a shared link
 * opens it.
 */
export function ContentPage() {
  const { t } = useConsoleTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.find((key) => key === asked) ?? 'notices';
  const Panel = PANELS[tab];
  return (
    <ConsolePage title={t('nav.content')}>
      <Tabs
        items={TABS.map((key) => ({ key, label: t(`content.tabs.${key}`) }))}
        activeKey={tab}
        onChange={(key) => setSearch(key === 'notices' ? {} : { tab: key }, { replace: true })}
        label={t('nav.content')}
      />
      <Panel key={tab} />
    </ConsolePage>
  );
}
