/** An icon drawn by `QuickEntryIcon`. */
export type QuickEntryIconName =
  | 'sign'
  | 'invite'
  | 'team'
  | 'vip'
  | 'rank'
  | 'challenge'
  | 'deposit'
  | 'funds'
  | 'partyplan'
  | 'teamplan'
  | 'salonplan'
  | 'record'
  | 'article'
  | 'media';

/** One tile of the home page's quick-entry grid. */
export type QuickEntry = {
  /** i18n key under `entries.` in the `member` namespace, and the icon. */
  key: QuickEntryIconName;
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
  { key: 'partyplan', url: 'pages/index/partyplan', tab: false },
  { key: 'teamplan', url: 'pages/index/teamplan', tab: false },
  { key: 'salonplan', url: 'pages/index/salonplan', tab: false },
  { key: 'record', url: 'pages/index/record', tab: false },
  { key: 'article', url: 'pages/index/article', tab: false },
  { key: 'media', url: 'pages/index/media', tab: false },
];
