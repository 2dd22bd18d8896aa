import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteRetryOptions = {
  /** Extra attempts for a remote entry that failed. */
  retries: number;
  /** Wait before each extra attempt (doubled each time). */
  delayMs: number;
  /** How long a remote entry script may take (specification §9: 120 s for chunks). */
  scriptTimeoutMs: number;
  /** Told about every remote that finally failed, for the log. */
  onRemoteError(id: string, error: unknown): void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type EntryErrorContext = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** Loads a remote entry again after it failed, a few times, before giving up. */
async function retryEntry(context: EntryErrorContext, options: RemoteRetryOptions) {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = context;
  for (let attempt = 1; attempt <= options.retries; attempt += 1) {
    await sleep(options.delayMs * 2 ** (attempt - 1));
    delete globalLoading[uniqueKey];
    try {
      const recovered = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (recovered) return recovered;
    } catch {
      // Try again, or give up below.
    }
  }
  return undefined;
}

/**
 * Retries a remote entry script that failed to load and reports what still fails through
 * `errorLoadRemote`; the error then reaches the remote's error boundary, which offers the member a
 * retry. (The shell fetches remotes' manifests itself, with its own retries.)
 */
export function remoteRetryPlugin(options: RemoteRetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'h5-remote-retry',
    createScript() {
      return { timeout: options.scriptTimeoutMs };
    },
    // The hook's declared type nests the promise; at run time it awaits whatever is returned.
    loadEntryError: ((context: EntryErrorContext) =>
      retryEntry(context, options)) as unknown as ModuleFederationRuntimePlugin['loadEntryError'],
    errorLoadRemote({ id, error }) {
      options.onRemoteError(id, error);
      return undefined;
    },
  };
}
