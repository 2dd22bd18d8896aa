import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '@h5/design-system';
import {
  ArticleIcon,
  DinnerIcon,
  GalleryIcon,
  RecordsIcon,
  SalonIcon,
  TeamBuildingIcon,
} from '@h5/design-system/Icons';
import { communityEntries, type CommunityEntryIconName } from '../utils/communityEntries.ts';
import { EntryTiles } from './QuickEntryGrid.tsx';

const ICONS: Record<CommunityEntryIconName, ComponentType<IconProps>> = {
  partyplan: DinnerIcon,
  teamplan: TeamBuildingIcon,
  salonplan: SalonIcon,
  record: RecordsIcon,
  article: ArticleIcon,
  media: GalleryIcon,
};

/**
 * The community's tiles: plans, the member's plans, articles and the gallery. Loaded after the
 * first screen, with the icons of `@h5/design-system/Icons` (the root carries only the first
 * screen's).
 */
export function CommunityEntryGrid() {
  const { t } = useTranslation('member');
  return (
    <EntryTiles
      heading={t('home.community')}
      headingId="member-community-entries"
      entries={communityEntries}
      icon={(name) => {
        const Icon = ICONS[name];
        return <Icon />;
      }}
    />
  );
}
