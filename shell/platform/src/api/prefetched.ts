// Answers to the first screen's public calls that came with the document (ADR 0025): the server
// fetched them when it wrote the document, and rendered the first page with them. A page shows them
// at once as its first data, so its first render is the page the document already showed, and then
// asks again as usual (the boot script has started that call already).

/** One of a package's `firstScreenCalls`: `GET /api<path>?<query>`. */
export type PrefetchedCall = { path: string; query?: Record<string, string | number> };

/** What the document (or the server, rendering a page) carries: the answers, in their language. */
export type PrefetchedAnswers = { lang: string; answers: Record<string, unknown> };

declare global {
  var __h5Prefetched: PrefetchedAnswers | undefined;
}

/** `/api/Content/notices?page=1&rows=3`: the call's URL, its query in the order written. */
export function prefetchedUrl(call: PrefetchedCall): string {
  const path = `/api/${call.path.replace(/^\/+/, '').replace(/^api\//, '')}`;
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** The document's answer to `call` in `lang`, if it carried one. */
export function prefetched<T>(call: PrefetchedCall, lang: string): T | undefined {
  const carried = globalThis.__h5Prefetched;
  if (!carried || carried.lang !== lang) return undefined;
  return carried.answers[prefetchedUrl(call)] as T | undefined;
}
