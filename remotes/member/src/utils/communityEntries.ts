import type { QuickEntry } from './quickEntries.ts';

/** An icon drawn by `CommunityEntryGrid`. */
export type CommunityEntryIconName = 'partyplan' | 'teamplan' | 'salonplan' | 'record' | 'article' | 'media';

/**
 * The community's entries (plans, the member's plans, articles, the gallery): a grid of their own
 * under the quick entries, whose code and icons come after the first screen (ADR 0009's budget).
 */
export const communityEntries: readonly QuickEntry<CommunityEntryIconName>[] = [
  { key: 'partyplan', url: 'pages/index/partyplan', tab: false },
  { key: 'teamplan', url: 'pages/index/teamplan', tab: false },
  { key: 'salonplan', url: 'pages/index/salonplan', tab: false },
  { key: 'record', url: 'pages/index/record', tab: false },
  { key: 'article', url: 'pages/index/article', tab: false },
  { key: 'media', url: 'pages/index/media', tab: false },
];
