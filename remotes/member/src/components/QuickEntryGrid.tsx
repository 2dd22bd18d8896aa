import { useTranslation } from 'react-i18next';
import { EntryGrid } from '@h5/design-system';
import { navigation } from '@h5/platform';
import { quickEntries, type QuickEntry } from '../utils/quickEntries.ts';
import { QuickEntryIcon } from './QuickEntryIcon.tsx';

const open = (entry: QuickEntry) =>
  entry.tab ? navigation.switchTab(entry.url) : navigation.navigate(entry.url);

/** The home page's tiles leading to the product's features. */
export function QuickEntryGrid() {
  const { t } = useTranslation('member');
  return (
    <EntryGrid
      heading={t('home.entries')}
      headingId="member-quick-entries"
      items={quickEntries.map((entry) => ({
        key: entry.key,
        label: t(`entries.${entry.key}`),
        icon: <QuickEntryIcon name={entry.key} />,
        onOpen: () => open(entry),
      }))}
    />
  );
}
