import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteRetryOptions = {
  /** Extra attempts for a manifest or remote entry that failed. */
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
 * Retries what Module Federation fetches for a remote (its manifest and its entry script) and
 * reports what still fails through `errorLoadRemote`; the error then reaches the remote's error
 * boundary, which offers the member a retry.
 */
export function remoteRetryPlugin(options: RemoteRetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'h5-remote-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= options.retries; attempt += 1) {
        if (attempt > 0) await sleep(options.delayMs * 2 ** (attempt - 1));
        try {
          const response = await globalThis.fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
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
