import type { ComponentType } from 'react';
import { DepositIcon, type IconProps, InviteIcon, VipIcon } from '@h5/design-system';
import { AddressIcon, WithdrawIcon } from '@h5/design-system/Icons';
import type { MeShortcutName } from '../pages/user/meShortcuts.ts';

/** The user tab's shortcuts: icons of the design system's set. */
const ICONS: Record<MeShortcutName, ComponentType<IconProps>> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  addresses: AddressIcon,
  invite: InviteIcon,
  vip: VipIcon,
};

export function MeShortcutIcon({ name }: { name: MeShortcutName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
