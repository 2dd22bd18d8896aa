export type FetchRetryOptions = {
  /** Extra attempts after a network failure or a 5xx answer. */
  retries: number;
  /** Wait before each extra attempt (doubled each time). */
  delayMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches past the HTTP cache (a manifest must be the deployed one), trying again a few times after
 * a network failure or a server error; a 4xx answer is final.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: FetchRetryOptions,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await sleep(options.delayMs * 2 ** (attempt - 1));
    try {
      const response = await fetchImpl(url, { ...init, cache: 'no-cache' });
      if (response.ok) return response;
      lastError = new Error(`${url} answered ${response.status}`);
      if (response.status < 500) break;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
