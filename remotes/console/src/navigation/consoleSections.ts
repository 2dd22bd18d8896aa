import type { ComponentType } from 'react';
import {
  ChallengeIcon,
  CheckInIcon,
  DepositIcon,
  FundIcon,
  RankingIcon,
  TeamIcon,
  VipIcon,
  WalletIcon,
  type IconProps,
} from '@h5/design-system';
import {
  CalendarIcon,
  ClockIcon,
  CommentIcon,
  ConvertIcon,
  DashboardIcon,
  GuaranteeIcon,
  NoticeIcon,
  ReserveIcon,
  SecurityIcon,
  StatementIcon,
  SwapIcon,
  WithdrawIcon,
} from '@h5/design-system/Icons';
import type { OperatorRole } from '@h5/api/contract/operator';
import { mayOpen, SECTION_ACCESS, type SectionAccess, type SectionKey } from './sectionRoles.ts';

export { mayOpen, sectionHref, type SectionKey } from './sectionRoles.ts';

/** A page of the console with its navigation icon. */
export type ConsoleSection = SectionAccess & { icon: ComponentType<IconProps> };

const ICONS: Record<SectionKey, ComponentType<IconProps>> = {
  dashboard: DashboardIcon,
  members: TeamIcon,
  withdrawals: WithdrawIcon,
  plans: CalendarIcon,
  deposits: DepositIcon,
  chain: WalletIcon,
  rates: ConvertIcon,
  funds: FundIcon,
  equity: RankingIcon,
  staking: GuaranteeIcon,
  swap: SwapIcon,
  checkin: CheckInIcon,
  challenges: ChallengeIcon,
  vip: RankingIcon,
  dividends: VipIcon,
  rankings: RankingIcon,
  ledger: ReserveIcon,
  journal: StatementIcon,
  content: NoticeIcon,
  service: CommentIcon,
  operators: SecurityIcon,
  audit: ClockIcon,
};

/** The console's pages, in the navigation's order. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = SECTION_ACCESS.map((section) => ({
  ...section,
  icon: ICONS[section.key],
}));

/** The sections an operator's navigation lists. */
export const sectionsFor = (role: OperatorRole) =>
  CONSOLE_SECTIONS.filter((section) => mayOpen(role, section));
