/**
 * What an error state should say about a failed load: the server's own message when it answered
 * and refused (a fund that does not exist, conversion not available yet); undefined when the
 * answer never came, so the page keeps its advice to check the network.
 */
export function failureDescription(error: unknown): string | undefined {
  const failed = error as { reason?: unknown; message?: unknown } | null;
  return failed?.reason === 'failure' && typeof failed.message === 'string' && failed.message
    ? failed.message
    : undefined;
}
