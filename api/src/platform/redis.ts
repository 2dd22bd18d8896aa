import { Redis } from 'ioredis';

/**
 * Connects to Redis and waits until it answers, so a wrong REDIS_URL stops start-up with a clear
 * message instead of retrying silently in the background.
 */
export async function connectRedis(url: string, timeoutMs = 5000): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors surface through connect() below and the health check; no crash on 'error'.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch (error) {
    client.disconnect();
    const host = new URL(url).host;
    throw new Error(`Redis at ${host} is not reachable (REDIS_URL): ${(error as Error).message}`, {
      cause: error,
    });
  }
}
