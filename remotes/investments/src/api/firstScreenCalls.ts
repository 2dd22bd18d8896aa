// The API calls of the investments area's pages that start as soon as the page shows. The build
// lists them in `first-screen.json`, and the document starts them together with the code when the
// page is the first one opened (ADR 0022), and carries their answers (ADR 0025). Keep each call
// exactly as the page makes it.

/** The funds tab's list: the first page. */
export const FUND_LIST = { path: '/Fund/list', query: { page: 1, rows: 20 } } as const;

/** Page path → the calls it makes at once. */
export const firstScreenCalls = {
  'pages/product/product': [FUND_LIST],
};
