/** An icon drawn by `QuickEntryIcon`. */
export type QuickEntryIconName =
  'sign' | 'invite' | 'team' | 'vip' | 'rank' | 'challenge' | 'deposit' | 'funds';

/** One tile of the home page's entry grids. */
export type QuickEntry<Name extends string = QuickEntryIconName> = {
  /** i18n key under `entries.` in the `member` namespace, and the icon. */
  key: Name;
  url: string;
  /** Main tabs are reached with a tab switch, other pages with a navigation. */
  tab: boolean;
};

/** The home page's entries to the product's features, in display order. */
export const quickEntries: readonly QuickEntry[] = [
  { key: 'sign', url: 'pages/index/sign', tab: false },
  { key: 'invite', url: 'pages/user/invite', tab: false },
  { key: 'team', url: 'pages/user/team', tab: false },
  { key: 'vip', url: 'pages/user/equity', tab: false },
  { key: 'rank', url: 'pages/index/rank', tab: false },
  { key: 'challenge', url: 'pages/index/challenge', tab: false },
  { key: 'deposit', url: 'pages/user/upcoin', tab: false },
  { key: 'funds', url: 'pages/product/product', tab: true },
];
