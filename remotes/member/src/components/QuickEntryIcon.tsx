import type { ComponentType } from 'react';
import {
  ChallengeIcon,
  CheckInIcon,
  DepositIcon,
  FundIcon,
  type IconProps,
  InviteIcon,
  RankingIcon,
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
};

type Props = { name: QuickEntryIconName };

export function QuickEntryIcon({ name }: Props) {
  const Icon = ICONS[name];
  return <Icon />;
}
