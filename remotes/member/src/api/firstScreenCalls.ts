// The API calls of the member area's pages that start as soon as the page shows. The build lists
// them in `first-screen.json`, and the document starts them together with the code when the page is
// the first one opened (ADR 0022); the page's own call then takes that answer. Keep each call exactly
// as the page makes it.

/** The home tab's announcements strip: the latest few, first page. */
export const LATEST_NOTICES = { path: '/Content/notices', query: { page: 1, rows: 3 } } as const;

/** The home tab's "my assets" card: a signed-in member's totals (started early only with a session). */
export const WALLET_SUMMARY = { path: '/Wallet/summary', session: true } as const;

/** Page path → the calls it makes at once. */
export const firstScreenCalls = {
  'pages/index/index': [LATEST_NOTICES, WALLET_SUMMARY],
};
