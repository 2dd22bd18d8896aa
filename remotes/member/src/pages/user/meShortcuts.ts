/** A shortcut of the user tab: its label key (`user.entries.<key>`), icon and page. */
export type MeShortcut = { key: MeShortcutName; page: string };

export type MeShortcutName = 'deposit' | 'withdraw' | 'addresses' | 'invite' | 'vip';

/**
 * The user tab's shortcuts, in display order. Deposit, withdraw and addresses are the property
 * remote's pages; invite and VIP benefits are the member area's own (the shell shows "coming soon"
 * until they are built).
 */
export const meShortcuts: readonly MeShortcut[] = [
  { key: 'deposit', page: 'pages/user/upcoin' },
  { key: 'withdraw', page: 'pages/property/withdrawal' },
  { key: 'addresses', page: 'pages/user/address' },
  { key: 'invite', page: 'pages/user/invite' },
  { key: 'vip', page: 'pages/user/equity' },
];
