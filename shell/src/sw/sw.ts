// The service worker of /h5/ (scope /h5/, ADR 0022). What it keeps, and what it never keeps:
// - the shell's first screen, the home tab's and the offline page: precached at install (the server
//   writes the list into this script, so a deploy of the shell or of a remote installs a new worker);
// - files whose name carries a content hash, and remote entries whose URL carries their version: kept
//   at first use and served from the cache (they never change);
// - the document: from the network when it answers within DOCUMENT_TIMEOUT_MS, else the copy of the
//   last visit, at once when the last document took longer than SLOW_DOCUMENT_MS to arrive (a slow
//   network: waiting would only delay the start); the network's answer is kept for the next visit; the
//   offline page when there is neither;
// - remotes.json, remotes' manifests and anything else of /h5/ without a version: network first;
// - /api, /chat, the socket, uploads, other origins: never touched, so no member data is ever cached.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** How long a visit waits for the network's document before it starts from the last visit's. */
const DOCUMENT_TIMEOUT_MS = 300;
/** A document that took longer than this to arrive means a slow network: the next visit does not wait. */
const SLOW_DOCUMENT_MS = 400;
/** Where the time the last document took is kept (in the document's cache, beside it). */
const DOCUMENT_TIMING = '/h5/__document-timing';
const SCOPE = '/h5/';
const DOCUMENT_CACHE = 'h5-document';
const OFFLINE_PAGE = '/h5/offline.html';

setCacheNameDetails({ prefix: 'h5' });
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|json|png|jpe?g|gif|webp|avif|svg|woff2?)$/i;
const inScope = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith(SCOPE);

let lastDocumentMs: number | undefined;

async function documentTiming(cache: Cache): Promise<number> {
  if (lastDocumentMs === undefined) {
    const kept = await cache.match(DOCUMENT_TIMING);
    lastDocumentMs = kept ? Number(await kept.text()) || 0 : 0;
  }
  return lastDocumentMs;
}

/** Fetches the document and keeps it (one copy for every address: the route is in the hash). */
async function fetchDocument(cache: Cache, request: Request): Promise<Response> {
  const started = Date.now();
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(SCOPE, response.clone());
    lastDocumentMs = Date.now() - started;
    await cache.put(DOCUMENT_TIMING, new Response(String(lastDocumentMs)));
  }
  return response;
}

async function documentHandler({
  event,
  request,
}: {
  event: ExtendableEvent;
  request: Request;
}): Promise<Response> {
  const cache = await caches.open(DOCUMENT_CACHE);
  const network = fetchDocument(cache, request);
  event.waitUntil(network.catch(() => undefined));
  const kept = await cache.match(SCOPE);
  if (!kept) return network;
  if ((await documentTiming(cache)) > SLOW_DOCUMENT_MS) return kept;
  const timeout = new Promise<Response>((resolve) => setTimeout(() => resolve(kept), DOCUMENT_TIMEOUT_MS));
  return Promise.race([
    network.then(
      (response) => (response.ok ? response : kept),
      () => kept,
    ),
    timeout,
  ]);
}

registerRoute(
  new NavigationRoute(documentHandler, {
    allowlist: [/^\/h5\/(?:index\.html)?(?:\?.*)?$/],
  }),
);

// Content-hashed files of the shell and of every remote, and versioned remote entries.
registerRoute(
  ({ url, request }) =>
    inScope(url) &&
    request.method === 'GET' &&
    (HASHED.test(url.pathname) || (url.pathname.endsWith('/remoteEntry.js') && url.searchParams.has('v'))),
  new CacheFirst({
    cacheName: 'h5-files',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Everything else of the app (remotes.json, manifests, icons): always asked for, kept for offline use.
registerRoute(
  ({ url, request }) => inScope(url) && request.method === 'GET' && url.pathname !== '/h5/sw.js',
  new NetworkFirst({
    cacheName: 'h5-latest',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// A page of the app that cannot be had from the network nor the cache: the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
  }
  return Response.error();
});

/** Fetches the document for the cache (at install, after a language change), outside any visit. */
function refreshDocument(): Promise<unknown> {
  return caches
    .open(DOCUMENT_CACHE)
    .then((cache) => fetchDocument(cache, new Request(SCOPE, { credentials: 'same-origin' })))
    .catch(() => undefined);
}

// The document of the install is kept at once, so the next visit can start without the network.
self.addEventListener('install', (event) => event.waitUntil(refreshDocument()));

// The app asks to refresh the kept document (after a language change: it starts in that language).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'refresh-document')
    event.waitUntil(refreshDocument());
});
