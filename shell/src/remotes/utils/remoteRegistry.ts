import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@h5/platform';
import { fetchWithRetry } from './fetchWithRetry.ts';
import { parseRemotesManifest, withRetryQuery, type RemotesManifest } from './parseRemotesManifest.ts';
import { remoteEntryFromManifest } from './remoteEntryFromManifest.ts';
import { remoteRetryPlugin } from './remoteRetryPlugin.ts';
import { withTimeout } from './withTimeout.ts';

/** The runtime manifest, answered by the server from the remotes that are deployed. */
export const REMOTES_MANIFEST_URL = '/h5/remotes.json';

/** Specification §9: a chunk that does not load within 120 s has failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/** Extra attempts for a remote's manifest or entry, the first after 1 s, then 2 s. */
const RETRY = { retries: 2, delayMs: 1_000 };

export type RemoteRoutesResult = { status: 'absent' } | { status: 'ready'; routes: RemoteRoutes };

const reportRemoteError = (id: string, error: unknown) => console.error(`remote ${id} failed to load`, error);

let manifestLoad: Promise<RemotesManifest> | null = null;
/** Remote name → the entry URL registered with the federation runtime. */
const registeredEntries = new Map<string, string>();
const retryCounts = new Map<string, number>();
const routesLoads = new Map<string, Promise<RemoteRoutes>>();
let pluginInstalled = false;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised');
  if (!pluginInstalled) {
    instance.registerPlugins([
      remoteRetryPlugin({
        ...RETRY,
        scriptTimeoutMs: REMOTE_LOAD_TIMEOUT_MS,
        onRemoteError: reportRemoteError,
      }),
    ]);
    pluginInstalled = true;
  }
  return instance;
}

/**
 * Reads a remote's `mf-manifest.json` (never from the HTTP cache) and registers the remote by its
 * entry script. The shell does this itself rather than handing the manifest URL to the federation
 * runtime, whose manifest handling would otherwise be part of every first load.
 */
async function registerRemote(name: string, manifestUrl: string): Promise<void> {
  const attempt = retryCounts.get(name) ?? 0;
  const url = attempt ? withRetryQuery(manifestUrl, attempt) : manifestUrl;
  try {
    const response = await fetchWithRetry(url, { headers: { Accept: 'application/json' } }, RETRY);
    const remote = remoteEntryFromManifest(url, await response.json(), window.location.href);
    if (registeredEntries.get(name) === remote.entry) return;
    federation().registerRemotes([{ name, ...remote }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, remote.entry);
  } catch (error) {
    reportRemoteError(name, error);
    throw error;
  }
}

/** Fetches `/h5/remotes.json` once (never from the HTTP cache): which remotes are deployed, and where. */
export function loadRemotesManifest(): Promise<RemotesManifest> {
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

function routesOf(loaded: unknown): RemoteRoutes {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!candidate || typeof candidate !== 'object') throw new Error('The remote exposes no route table');
  return candidate as RemoteRoutes;
}

/** Loads a remote's `./routes` (once), or tells that the remote is not deployed. */
export async function loadRemoteRoutes(name: string): Promise<RemoteRoutesResult> {
  const manifestUrl = (await loadRemotesManifest())[name];
  if (!manifestUrl) return { status: 'absent' };
  let load = routesLoads.get(name);
  if (!load) {
    const routes = registerRemote(name, manifestUrl).then(() => federation().loadRemote(`${name}/routes`));
    load = withTimeout(routes, REMOTE_LOAD_TIMEOUT_MS, name).then(routesOf);
    routesLoads.set(name, load);
    load.catch(() => {
      if (routesLoads.get(name) === load) routesLoads.delete(name);
    });
  }
  return { status: 'ready', routes: await load };
}

/**
 * Forgets everything loaded for a remote so the next attempt fetches its manifest, entry and
 * pages again (a failed page stays failed inside React.lazy; a fresh route table does not). The
 * next manifest and entry URLs carry a retry counter, so no cached failure is reused.
 */
export function forgetRemote(name: string): void {
  routesLoads.delete(name);
  retryCounts.set(name, (retryCounts.get(name) ?? 0) + 1);
}
