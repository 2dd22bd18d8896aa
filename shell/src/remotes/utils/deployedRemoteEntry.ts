import { fetchWithRetry, type FetchRetryOptions } from './fetchWithRetry.ts';
import { parseRemotesManifest, withRetryQuery, type RemotesManifest } from './parseRemotesManifest.ts';
import { remoteEntryFromManifest, type RemoteEntry } from './remoteEntryFromManifest.ts';

/** The runtime manifest, answered by the server from the remotes that are deployed. */
export const REMOTES_MANIFEST_URL = '/h5/remotes.json';

let manifestLoad: Promise<RemotesManifest> | null = null;

/** Fetches `/h5/remotes.json` once (never from the HTTP cache): which remotes are deployed, and where. */
function loadRemotesManifest(): Promise<RemotesManifest> {
  manifestLoad ??= (async () => {
    const response = await fetch(REMOTES_MANIFEST_URL, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
    return parseRemotesManifest(await response.json());
  })();
  // A failed manifest is fetched again by the next attempt.
  manifestLoad.catch(() => {
    manifestLoad = null;
  });
  return manifestLoad;
}

/**
 * The entry of a deployed remote, from `remotes.json` and the remote's `mf-manifest.json` (never from
 * the HTTP cache), or null when the remote is not deployed. The shell reads the manifest itself
 * rather than handing its URL to the federation runtime, whose manifest handling would otherwise be
 * part of every first load. `attempt` > 0 (a retry) puts a counter in the URLs, so no cached failure
 * is reused. Loaded only for remotes the document did not name (ADR 0022): not on the first screen.
 */
export async function deployedRemoteEntry(
  name: string,
  attempt: number,
  retry: FetchRetryOptions,
): Promise<RemoteEntry | null> {
  const manifestUrl = (await loadRemotesManifest())[name];
  if (!manifestUrl) return null;
  const url = attempt ? withRetryQuery(manifestUrl, attempt) : manifestUrl;
  const response = await fetchWithRetry(url, { headers: { Accept: 'application/json' } }, retry);
  return remoteEntryFromManifest(url, await response.json(), window.location.href);
}
