/**
 * Whether a failed call was answered by the server (it refused or the session is gone), as opposed
 * to an answer that never came (network, timeout, a gateway error): only the latter is retried
 * with the same idempotency key.
 */
export function serverDecided(error: unknown): boolean {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return reason === 'failure' || reason === 'unauthenticated';
}
