import type { ComponentType } from 'react';
import { DepositIcon, FundIcon, OrderIcon, RankingIcon, WalletIcon, type IconProps } from '@h5/design-system';
import {
  AddressIcon,
  CalendarIcon,
  ConvertIcon,
  GuaranteeIcon,
  ReserveIcon,
  SecurityIcon,
  StatementIcon,
  SwapIcon,
  WithdrawIcon,
} from '@h5/design-system/Icons';
import type { PropertyEntryName } from '../utils/propertyEntries.ts';

/** The property tab's entries: icons of the design system's set. */
const ICONS: Record<PropertyEntryName, ComponentType<IconProps>> = {
  fund: FundIcon,
  equity: RankingIcon,
  stock: WalletIcon,
  subscriptions: OrderIcon,
  staking: SecurityIcon,
  pledge: CalendarIcon,
  moneyDetail: StatementIcon,
  under: GuaranteeIcon,
  conversion: ConvertIcon,
  swap: SwapIcon,
  withdrawal: WithdrawIcon,
  deposit: DepositIcon,
  address: AddressIcon,
  reserve: ReserveIcon,
};

type Props = { name: PropertyEntryName };

export function PropertyEntryIcon({ name }: Props) {
  const Icon = ICONS[name];
  return <Icon />;
}
