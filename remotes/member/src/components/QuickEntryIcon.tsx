import type { ComponentType } from 'react';
import {
  ArticleIcon,
  ChallengeIcon,
  CheckInIcon,
  DepositIcon,
  DinnerIcon,
  FundIcon,
  GalleryIcon,
  type IconProps,
  InviteIcon,
  RankingIcon,
  RecordsIcon,
  SalonIcon,
  TeamBuildingIcon,
  TeamIcon,
  VipIcon,
} from '@h5/design-system';
import type { QuickEntryIconName } from '../utils/quickEntries.ts';

/** Icons of the design system's set that the package root exports, as the home tab is the first screen. */
const ICONS: Record<QuickEntryIconName, ComponentType<IconProps>> = {
  sign: CheckInIcon,
  invite: InviteIcon,
  team: TeamIcon,
  vip: VipIcon,
  rank: RankingIcon,
  challenge: ChallengeIcon,
  deposit: DepositIcon,
  funds: FundIcon,
  partyplan: DinnerIcon,
  teamplan: TeamBuildingIcon,
  salonplan: SalonIcon,
  record: RecordsIcon,
  article: ArticleIcon,
  media: GalleryIcon,
};

type Props = { name: QuickEntryIconName };

export function QuickEntryIcon({ name }: Props) {
  const Icon = ICONS[name];
  return <Icon />;
}
