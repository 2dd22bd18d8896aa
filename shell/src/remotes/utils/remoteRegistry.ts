import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@h5/platform';
import { parseRemotesManifest, withRetryQuery, type RemotesManifest } from './parseRemotesManifest.ts';
import { remoteRetryPlugin } from './remoteRetryPlugin.ts';
import { withTimeout } from './withTimeout.ts';

/** The runtime manifest, answered by the server from the remotes that are deployed. */
export const REMOTES_MANIFEST_URL = '/h5/remotes.json';

/** Specification §9: a chunk that does not load within 120 s has failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

export type RemoteRoutesResult = { status: 'absent' } | { status: 'ready'; routes: RemoteRoutes };

let manifestLoad: Promise<RemotesManifest> | null = null;
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
        retries: 2,
        delayMs: 1_000,
        scriptTimeoutMs: REMOTE_LOAD_TIMEOUT_MS,
        onRemoteError: (id, error) => console.error(`remote ${id} failed to load`, error),
      }),
    ]);
    pluginInstalled = true;
  }
  return instance;
}

function register(manifest: RemotesManifest) {
  const changed = Object.entries(manifest).filter(([name, entry]) => registeredEntries.get(name) !== entry);
  if (!changed.length) return;
  for (const [name, entry] of changed) {
    federation().registerRemotes([{ name, entry }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, entry);
  }
}

/** Fetches `/h5/remotes.json` once (never from the HTTP cache) and registers every remote in it. */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  manifestLoad ??= (async () => {
    const response = await fetch(REMOTES_MANIFEST_URL, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
    const manifest = parseRemotesManifest(await response.json());
    register(manifest);
    return manifest;
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
  const manifest = await loadRemotesManifest();
  if (!manifest[name]) return { status: 'absent' };
  let load = routesLoads.get(name);
  if (!load) {
    load = withTimeout(federation().loadRemote(`${name}/routes`), REMOTE_LOAD_TIMEOUT_MS, name).then(
      routesOf,
    );
    routesLoads.set(name, load);
    load.catch(() => {
      if (routesLoads.get(name) === load) routesLoads.delete(name);
    });
  }
  return { status: 'ready', routes: await load };
}

/**
 * Forgets everything loaded for a remote so the next attempt fetches its manifest, entry and
 * pages again (a failed page stays failed inside React.lazy; a fresh route table does not).
 */
export function forgetRemote(name: string): void {
  routesLoads.delete(name);
  const entry = registeredEntries.get(name);
  if (!entry) return;
  const attempt = (retryCounts.get(name) ?? 0) + 1;
  retryCounts.set(name, attempt);
  const retryEntry = withRetryQuery(entry, attempt);
  federation().registerRemotes([{ name, entry: retryEntry }], { force: true });
  registeredEntries.set(name, retryEntry);
}
