import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@h5/platform';
import { firstScreenRemoteEntry } from '../../firstScreen/firstScreenRemote.ts';
import type { RemoteEntry } from './remoteEntryFromManifest.ts';
import { remoteRetryPlugin } from './remoteRetryPlugin.ts';
import { withTimeout } from './withTimeout.ts';

/** Specification §9: a chunk that does not load within 120 s has failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/** Extra attempts for a remote's manifest or entry, the first after 1 s, then 2 s. */
const RETRY = { retries: 2, delayMs: 1_000 };

export type RemoteRoutesResult = { status: 'absent' } | { status: 'ready'; routes: RemoteRoutes };

const reportRemoteError = (id: string, error: unknown) => console.error(`remote ${id} failed to load`, error);

/** Remote name → the entry URL registered with the federation runtime. */
const registeredEntries = new Map<string, string>();
const retryCounts = new Map<string, number>();
const routesLoads = new Map<string, Promise<RemoteRoutes | null>>();
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

/** Registers a remote by its entry script, unless that entry is registered already. */
function registerEntry(name: string, remote: RemoteEntry): void {
  if (registeredEntries.get(name) === remote.entry) return;
  federation().registerRemotes([{ name, ...remote }], { force: registeredEntries.has(name) });
  registeredEntries.set(name, remote.entry);
}

/**
 * Where a remote's entry is: as the document names it for the first page (no round trip, ADR 0022),
 * otherwise from `remotes.json` and the remote's manifest; null when it is not deployed.
 */
async function entryOf(name: string): Promise<RemoteEntry | null> {
  const attempt = retryCounts.get(name) ?? 0;
  const early = attempt ? undefined : firstScreenRemoteEntry(name);
  if (early) return early;
  try {
    const { deployedRemoteEntry } = await import('./deployedRemoteEntry.ts');
    return await deployedRemoteEntry(name, attempt, RETRY);
  } catch (error) {
    reportRemoteError(name, error);
    throw error;
  }
}

function routesOf(loaded: unknown): RemoteRoutes {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!candidate || typeof candidate !== 'object') throw new Error('The remote exposes no route table');
  return candidate as RemoteRoutes;
}

/** The remote's route table, or null when it is not deployed. */
async function loadRoutes(name: string): Promise<RemoteRoutes | null> {
  const entry = await entryOf(name);
  if (!entry) return null;
  registerEntry(name, entry);
  return routesOf(await federation().loadRemote(`${name}/routes`));
}

/** Loads a remote's `./routes` (once), or tells that the remote is not deployed. */
export async function loadRemoteRoutes(name: string): Promise<RemoteRoutesResult> {
  let load = routesLoads.get(name);
  if (!load) {
    const loading = withTimeout(loadRoutes(name), REMOTE_LOAD_TIMEOUT_MS, name);
    routesLoads.set(name, loading);
    // A failure, or a remote not deployed yet, is asked again by the next attempt.
    const forget = () => {
      if (routesLoads.get(name) === loading) routesLoads.delete(name);
    };
    loading.then((routes) => routes ?? forget(), forget);
    load = loading;
  }
  const routes = await load;
  return routes ? { status: 'ready', routes } : { status: 'absent' };
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
