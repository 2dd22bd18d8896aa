import { Tabs } from '@h5/design-system/Tabs';
import { LANGS, type Lang } from '@h5/platform';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** The language a localized form shows and previews, one tab per language in the interface's order. */
export function LangTabs({ lang, onChange }: { lang: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useConsoleTranslation();
  return (
    <Tabs
      items={LANGS.map((value) => ({ key: value, label: t(`langs.${value}`) }))}
      activeKey={lang}
      onChange={(key) => onChange(key as Lang)}
      label={t('content.language')}
    />
  );
}
