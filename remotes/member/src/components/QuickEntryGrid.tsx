import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryGrid } from '@h5/design-system';
import { navigation } from '@h5/platform';
import type { CommunityEntryIconName } from '../utils/communityEntries.ts';
import { quickEntries, type QuickEntry, type QuickEntryIconName } from '../utils/quickEntries.ts';
import { QuickEntryIcon } from './QuickEntryIcon.tsx';

export const openEntry = (entry: QuickEntry<string>) =>
  entry.tab ? navigation.switchTab(entry.url) : navigation.navigate(entry.url);

type EntryName = QuickEntryIconName | CommunityEntryIconName;

type GridProps<Name extends EntryName> = {
  heading: string;
  headingId: string;
  entries: readonly QuickEntry<Name>[];
  icon: (name: Name) => ReactNode;
};

/** A grid of the home page's tiles, each labelled under `entries.` in the member namespace. */
export function EntryTiles<Name extends EntryName>({ heading, headingId, entries, icon }: GridProps<Name>) {
  const { t } = useTranslation('member');
  return (
    <EntryGrid
      heading={heading}
      headingId={headingId}
      items={entries.map((entry) => ({
        key: entry.key,
        label: t(`entries.${entry.key as EntryName}`),
        icon: icon(entry.key),
        onOpen: () => openEntry(entry),
      }))}
    />
  );
}

/** The home page's tiles leading to the product's features. */
export function QuickEntryGrid() {
  const { t } = useTranslation('member');
  return (
    <EntryTiles
      heading={t('home.entries')}
      headingId="member-quick-entries"
      entries={quickEntries}
      icon={(name) => <QuickEntryIcon name={name} />}
    />
  );
}
