/**
 * API calls started by the document's boot script before the app's code has arrived (the first
 * page's `GET`s, ADR 0022), and handed to the API client when the page makes the same call: same URL
 * (the query in any order), same `token`, `client` and `Lang` headers. Nothing here reads an answer;
 * the client does, as for any call, so an early answer is toasted, refused or accepted exactly like a
 * late one.
 */

/** One call the boot script started (`window.__h5EarlyCalls`: the boot script is a bundle of its own). */
export type EarlyCall = {
  url: string;
  headers: Record<string, string>;
  at: number;
  response: Promise<Response>;
};

/** An answer that nobody picked up within this long is not trusted any more: the page asks again. */
const FRESH_MS = 30_000;

const HEADERS = ['token', 'client', 'Lang'];

function sameCall(call: EarlyCall, url: URL, headers: Headers): boolean {
  const early = new URL(call.url, url);
  early.searchParams.sort();
  return (
    early.pathname === url.pathname &&
    early.search === url.search &&
    HEADERS.every((name) => (call.headers[name] ?? '') === (headers.get(name) ?? ''))
  );
}

/**
 * The early answer for a call the API client is about to send, or undefined. Each early call is handed
 * out once; one that failed on the way is replaced by a fresh call to `fetchAgain`.
 */
export function takeEarlyCall(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  fetchAgain: () => Promise<Response>,
): Promise<Response> | undefined {
  const calls = (globalThis as { __h5EarlyCalls?: EarlyCall[] }).__h5EarlyCalls;
  if (!calls?.length) return undefined;
  const request = input instanceof Request ? input : new Request(input, init);
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  url.searchParams.sort();
  const headers = new Headers(init?.headers ?? request.headers);
  const index = calls.findIndex((call) => sameCall(call, url, headers));
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  if (!call || Date.now() - call.at > FRESH_MS) return undefined;
  return call.response.catch(fetchAgain);
}
