/** An icon drawn by `PropertyEntryIcon`, and the i18n key under `entries.` in the property namespace. */
export type PropertyEntryName =
  | 'fund'
  | 'equity'
  | 'stock'
  | 'subscriptions'
  | 'staking'
  | 'pledge'
  | 'moneyDetail'
  | 'under'
  | 'conversion'
  | 'swap'
  | 'withdrawal'
  | 'deposit'
  | 'address'
  | 'reserve';

/** One tile of the property tab, leading to a page of the wallet (or of the swap market beside it). */
export type PropertyEntry = { key: PropertyEntryName; url: string };

/** The property tab's entries, in display order. */
export const propertyEntries: readonly PropertyEntry[] = [
  { key: 'fund', url: 'pages/property/fund' },
  { key: 'equity', url: 'pages/property/purchase' },
  { key: 'stock', url: 'pages/property/stock' },
  { key: 'subscriptions', url: 'pages/property/subscribe' },
  { key: 'staking', url: 'pages/property/staking' },
  { key: 'pledge', url: 'pages/property/pledge' },
  { key: 'moneyDetail', url: 'pages/property/moneydetail' },
  { key: 'under', url: 'pages/property/under' },
  { key: 'conversion', url: 'pages/property/conversion' },
  { key: 'swap', url: 'pages/swap/swap' },
  { key: 'withdrawal', url: 'pages/property/withdrawal' },
  { key: 'deposit', url: 'pages/user/upcoin' },
  { key: 'address', url: 'pages/user/address' },
  { key: 'reserve', url: 'pages/property/reserve' },
];
